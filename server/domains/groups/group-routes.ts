// Group lists (joining, leaving and members: membership-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { listAccountGroups, listGroups } from './groups';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function groupRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.groups, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return { groups: await listGroups(db, viewer.user.id) };
  });

  app.get(apiPaths.accountGroups, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return { groups: await listAccountGroups(db, viewer.user.id) };
  });
}
