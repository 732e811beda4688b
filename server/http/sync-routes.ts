// The delta feed endpoint.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { syncQuery } from '../../schema/sync';
import { readChanges } from '../domain/sync';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

export function syncRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.sync, async (request) => {
    const viewer = await requireViewer(db, request);
    const { cursor, limit } = parseInput(syncQuery, request.query);
    return readChanges(db, viewer.user.id, cursor, limit);
  });
}
