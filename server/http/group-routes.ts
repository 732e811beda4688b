// Group lists (joining, leaving and members: membership-routes.ts).
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { listAccountGroups, listGroups } from '../domain/groups';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';

export function groupRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.groups, async (request) => {
    const viewer = await requireViewer(db, request);
    return { groups: await listGroups(db, viewer.user.id) };
  });

  app.get(apiPaths.accountGroups, async (request) => {
    const viewer = await requireViewer(db, request);
    return { groups: await listAccountGroups(db, viewer.user.id) };
  });
}
