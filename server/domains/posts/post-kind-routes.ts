// The composer's lookup: members to mention (signed-in members only; the events to share are the events list, server/domains/events/).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { memberSearchQuery } from '../../../schema/composer-lookups';
import { searchMembers } from './composer-lookups';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function postKindRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.memberSearch, { config: { access: 'member' }, schema: { querystring: memberSearchQuery } }, async (request) => {
    const viewer = viewerOf(request);
    const { q } = request.query;
    return { members: await searchMembers(db, viewer, q) };
  });
}
