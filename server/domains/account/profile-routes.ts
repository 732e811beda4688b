// The member's own profile: names, bio, avatar, custom fields, legal agreement, walkthrough (once per Idempotency-Key), onboarding.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import {
  avatarBody,
  customUserValuesBody,
  displayNameBody,
  legalAgreementBody,
  onboardingBody,
  profileBody,
  walkthroughBody,
} from '../../../schema/profile';
import { customFieldsOf, saveCustomValues } from './custom-fields';
import { agreeToLegal, changeDisplayName, completeOnboarding, setAvatar, updateProfile } from './profile';
import { userAnswerOf } from './user-data';
import { listSlides, updateWalkthrough } from './walkthrough';
import { settingWrite } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function profileRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(apiPaths.displayName, { config: { access: 'member' }, schema: { body: displayNameBody } }, async (request) => {
    const viewer = viewerOf(request);
    await changeDisplayName(db, viewer, request.body);
    return userAnswerOf(db, viewer);
  });

  app.patch(apiPaths.profile, { config: { access: 'member' }, schema: { body: profileBody } }, async (request) => {
    const viewer = viewerOf(request);
    await updateProfile(db, viewer, request.body);
    return userAnswerOf(db, viewer);
  });

  app.post(apiPaths.avatar, { config: { access: 'member' }, schema: { body: avatarBody } }, async (request) => {
    const viewer = viewerOf(request);
    await setAvatar(db, viewer, request.body);
    return userAnswerOf(db, viewer);
  });

  // The body carries nothing to keep: declared so it is read like every other one (NUL, nesting) before the write.
  app.post(apiPaths.onboarding, { config: { access: 'member' }, schema: { body: onboardingBody } }, async (request) => {
    const viewer = viewerOf(request);
    await completeOnboarding(db, viewer);
    return userAnswerOf(db, viewer);
  });

  app.patch(apiPaths.legalAgreement, { config: { access: 'member' }, schema: { body: legalAgreementBody } }, async (request) => {
    const viewer = viewerOf(request);
    await agreeToLegal(db, viewer, request.body);
    return userAnswerOf(db, viewer);
  });

  app.get(apiPaths.customUserFields, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return customFieldsOf(db, viewer.user.id);
  });

  app.patch(apiPaths.customUserValues, { config: { access: 'member' }, schema: { body: customUserValuesBody } }, async (request) => {
    const viewer = viewerOf(request);
    const body = request.body;
    return settingWrite(db, request, viewer.user.id, body, async (tx) => ({ custom_user_values: await saveCustomValues(tx, viewer.user.id, body) }));
  });

  app.get(apiPaths.walkthroughSlides, { config: { access: 'member' } }, async () => ({ slides: await listSlides(db) }));

  app.put(apiPaths.walkthrough, { config: { access: 'member' }, schema: { body: walkthroughBody } }, async (request) => {
    const viewer = viewerOf(request);
    const body = request.body;
    return settingWrite(db, request, viewer.user.id, body, (tx) => updateWalkthrough(tx, viewer, body));
  });
}
