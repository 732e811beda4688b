// The composer's lookups: members to mention and events to share (signed-in members only).
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { memberSearchQuery } from '../../schema/composer-lookups';
import { searchMembers, shareableEvents } from '../domain/composer-lookups';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

export function postKindRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  app.get(apiPaths.memberSearch, async (request) => {
    const viewer = await requireViewer(db, request);
    const { q } = parseInput(memberSearchQuery, request.query);
    return { members: await searchMembers(db, viewer, q) };
  });

  app.get(apiPaths.events, async (request) => {
    const viewer = await requireViewer(db, request);
    return { events: await shareableEvents(db, viewer, settings.now()) };
  });
}
