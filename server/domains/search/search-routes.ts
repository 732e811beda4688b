// Search: one read per mode, what the caller may read only (docs/api-search.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { searchQuery } from '../../../schema/search';
import { search } from './search';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function searchRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.search, { config: { access: 'member' }, schema: { querystring: searchQuery } }, async (request) => {
    const viewer = viewerOf(request);
    return search(db, viewer, request.query);
  });
}
