// The device's push registration: PUT a Web Push subscription or an FCM token for the calling session, or null to remove it.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { deviceTokenBody } from '../../schema/push';
import { registerDevice } from '../domain/push/devices';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

export function deviceRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // The body comes from the browser's PushManager through the app, not from a form: a malformed one is a 400.
  app.put(apiPaths.deviceToken, async (request) => {
    const viewer = await requireViewer(db, request);
    return registerDevice(db, viewer, parseInput(deviceTokenBody, request.body));
  });
}
