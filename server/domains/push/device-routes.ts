// The device's push registration: PUT a Web Push subscription or an FCM token for the calling session, or null to remove it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { deviceTokenBody } from '../../../schema/push';
import { registerDevice } from './devices';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { builtBody } from '../../http/validate';

export function deviceRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The body comes from the browser's PushManager through the app, not from a form: a malformed one is a 400.
  app.put(apiPaths.deviceToken, { config: { access: 'member' }, schema: { body: builtBody(deviceTokenBody) } }, async (request) => {
    const viewer = viewerOf(request);
    return registerDevice(db, viewer, request.body);
  });
}
