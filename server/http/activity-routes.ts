// Activities: the member's list, marking seen (one, the new ones, all and its undo; each at most once per Idempotency-Key) and excluded categories.
import type { FastifyInstance } from 'fastify';
import { activitiesQuery, activityExclusions, activityParams } from '../../schema/activities';
import { apiPaths } from '../../schema/api-paths';
import { exclusionsOf, setExclusions } from '../domain/activities/exclusions';
import { activitiesPageOf } from '../domain/activities/read';
import { markActivitySeen, markAllActivitiesSeen, markNewActivitiesSeen, undoMarkAllActivitiesSeen } from '../domain/activities/seen';
import { requireViewer } from './authenticate';
import { settingWrite } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

export function activityRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.activities, async (request) => {
    const viewer = await requireViewer(db, request);
    return activitiesPageOf(db, viewer.user.id, parseInput(activitiesQuery, request.query));
  });

  app.post(apiPaths.activityMarkSeen, async (request) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(activityParams, request.params);
    return settingWrite(db, request, viewer.user.id, { id }, (tx) => markActivitySeen(tx, viewer.user.id, id));
  });

  app.post(apiPaths.newActivitiesMarkSeen, async (request) => {
    const viewer = await requireViewer(db, request);
    return settingWrite(db, request, viewer.user.id, {}, (tx) => markNewActivitiesSeen(tx, viewer.user.id));
  });

  app.post(apiPaths.activitiesMarkAllSeen, async (request) => {
    const viewer = await requireViewer(db, request);
    return settingWrite(db, request, viewer.user.id, {}, (tx) => markAllActivitiesSeen(tx, viewer.user.id));
  });

  app.post(apiPaths.activitiesUndoMarkAllSeen, async (request) => {
    const viewer = await requireViewer(db, request);
    return settingWrite(db, request, viewer.user.id, {}, (tx) => undoMarkAllActivitiesSeen(tx, viewer.user.id));
  });

  app.get(apiPaths.activityExclusions, async (request) => {
    const viewer = await requireViewer(db, request);
    return exclusionsOf(db, viewer.user.id);
  });

  // The body is built by the app's settings screen from the known categories: a malformed one is a 400.
  app.post(apiPaths.activityExclusions, async (request) => {
    const viewer = await requireViewer(db, request);
    const body = parseInput(activityExclusions, request.body);
    return settingWrite(db, request, viewer.user.id, body, (tx) => setExclusions(tx, viewer.user.id, body.activity_exclusions));
  });
}
