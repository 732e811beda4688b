// The delta feed endpoint.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { syncQuery } from '../../../schema/sync';
import { readChanges } from './sync';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function syncRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.sync, { config: { access: 'member' }, schema: { querystring: syncQuery } }, async (request) => {
    const viewer = viewerOf(request);
    const { cursor, limit } = request.query;
    return readChanges(db, viewer.user.id, cursor, limit);
  });
}
