// Activities: the member's list, marking seen (one, the new ones, all and its undo; each at most once per Idempotency-Key) and excluded categories.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activitiesQuery, activityExclusions, activityParams } from '../../../schema/activities';
import { apiPaths } from '../../../schema/api-paths';
import { exclusionsOf, setExclusions } from './exclusions';
import { activitiesPageOf } from './read';
import { markActivitySeen, markAllActivitiesSeen, markNewActivitiesSeen, undoMarkAllActivitiesSeen } from './seen';
import { settingWrite } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { builtBody } from '../../http/validate';

export function activityRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.activities, { config: { access: 'member' }, schema: { querystring: activitiesQuery } }, async (request) => {
    const viewer = viewerOf(request);
    return activitiesPageOf(db, viewer.user.id, request.query);
  });

  app.post(apiPaths.activityMarkSeen, { config: { access: 'member' }, schema: { params: activityParams } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return settingWrite(db, request, viewer.user.id, { id }, (tx) => markActivitySeen(tx, viewer.user.id, id));
  });

  app.post(apiPaths.newActivitiesMarkSeen, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return settingWrite(db, request, viewer.user.id, {}, (tx) => markNewActivitiesSeen(tx, viewer.user.id));
  });

  app.post(apiPaths.activitiesMarkAllSeen, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return settingWrite(db, request, viewer.user.id, {}, (tx) => markAllActivitiesSeen(tx, viewer.user.id));
  });

  app.post(apiPaths.activitiesUndoMarkAllSeen, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return settingWrite(db, request, viewer.user.id, {}, (tx) => undoMarkAllActivitiesSeen(tx, viewer.user.id));
  });

  app.get(apiPaths.activityExclusions, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return exclusionsOf(db, viewer.user.id);
  });

  // The body is built by the app's settings screen from the known categories: a malformed one is a 400.
  app.post(apiPaths.activityExclusions, { config: { access: 'member' }, schema: { body: builtBody(activityExclusions) } }, async (request) => {
    const viewer = viewerOf(request);
    const body = request.body;
    return settingWrite(db, request, viewer.user.id, body, (tx) => setExclusions(tx, viewer.user.id, body.activity_exclusions));
  });
}
