// The composer's lookups: members to mention and events to share (signed-in members only).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { memberSearchQuery } from '../../../schema/composer-lookups';
import { searchMembers, shareableEvents } from './composer-lookups';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function postKindRoutes(fastify: FastifyInstance, { db, settings }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.memberSearch, { config: { access: 'member' }, schema: { querystring: memberSearchQuery } }, async (request) => {
    const viewer = viewerOf(request);
    const { q } = request.query;
    return { members: await searchMembers(db, viewer, q) };
  });

  app.get(apiPaths.events, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return { events: await shareableEvents(db, viewer, settings.now()) };
  });
}
