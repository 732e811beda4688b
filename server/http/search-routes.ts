// Search: one read per mode, what the caller may read only (docs/api-search.md).
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { searchQuery } from '../../schema/search';
import { search } from '../domain/search';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

export function searchRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.search, async (request) => {
    const viewer = await requireViewer(db, request);
    return search(db, viewer, parseInput(searchQuery, request.query));
  });
}
