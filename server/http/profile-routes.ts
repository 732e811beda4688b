// The member's own profile: names, bio, avatar, custom fields, legal agreement, walkthrough (once per Idempotency-Key), onboarding.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import {
  avatarBody,
  customUserValuesBody,
  displayNameBody,
  legalAgreementBody,
  onboardingBody,
  profileBody,
  walkthroughBody,
} from '../../schema/profile';
import { customFieldsOf, saveCustomValues } from '../domain/custom-fields';
import { agreeToLegal, changeDisplayName, completeOnboarding, setAvatar, updateProfile } from '../domain/profile';
import { userAnswerOf } from '../domain/user-data';
import { listSlides, updateWalkthrough } from '../domain/walkthrough';
import { requireViewer } from './authenticate';
import { settingWrite } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseBody } from './validate';

export function profileRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post(apiPaths.displayName, async (request) => {
    const viewer = await requireViewer(db, request);
    await changeDisplayName(db, viewer, parseBody(displayNameBody, request.body));
    return userAnswerOf(db, viewer);
  });

  app.patch(apiPaths.profile, async (request) => {
    const viewer = await requireViewer(db, request);
    await updateProfile(db, viewer, parseBody(profileBody, request.body));
    return userAnswerOf(db, viewer);
  });

  app.post(apiPaths.avatar, async (request) => {
    const viewer = await requireViewer(db, request);
    await setAvatar(db, viewer, parseBody(avatarBody, request.body));
    return userAnswerOf(db, viewer);
  });

  app.post(apiPaths.onboarding, async (request) => {
    const viewer = await requireViewer(db, request);
    parseBody(onboardingBody, request.body);
    await completeOnboarding(db, viewer);
    return userAnswerOf(db, viewer);
  });

  app.patch(apiPaths.legalAgreement, async (request) => {
    const viewer = await requireViewer(db, request);
    await agreeToLegal(db, viewer, parseBody(legalAgreementBody, request.body));
    return userAnswerOf(db, viewer);
  });

  app.get(apiPaths.customUserFields, async (request) => {
    const viewer = await requireViewer(db, request);
    return customFieldsOf(db, viewer.user.id);
  });

  app.patch(apiPaths.customUserValues, async (request) => {
    const viewer = await requireViewer(db, request);
    const body = parseBody(customUserValuesBody, request.body);
    return settingWrite(db, request, viewer.user.id, body, async (tx) => ({ custom_user_values: await saveCustomValues(tx, viewer.user.id, body) }));
  });

  app.get(apiPaths.walkthroughSlides, async (request) => {
    await requireViewer(db, request);
    return { slides: await listSlides(db) };
  });

  app.put(apiPaths.walkthrough, async (request) => {
    const viewer = await requireViewer(db, request);
    const body = parseBody(walkthroughBody, request.body);
    return settingWrite(db, request, viewer.user.id, body, (tx) => updateWalkthrough(tx, viewer, body));
  });
}
