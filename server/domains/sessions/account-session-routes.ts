// The member's live sessions: listed with their device and last use, and ended from settings one by one or all but this one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { accountSessionParams, type ActiveSessionsAnswer } from '../../../schema/session';
import { endOwnSession, listActiveSessions, revokeSessionsOf } from './sessions';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function accountSessionRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.accountSessions, { config: { access: 'member' } }, async (request): Promise<ActiveSessionsAnswer> => {
    const viewer = viewerOf(request);
    return { sessions: await listActiveSessions(db, app.sessionPolicy, viewer) };
  });

  // "Sign out all other devices": every live session of the member but the one asking; answers the list left.
  app.delete(apiPaths.accountSessions, { config: { access: 'member' } }, async (request): Promise<ActiveSessionsAnswer> => {
    const viewer = viewerOf(request);
    await revokeSessionsOf(db, viewer.user.id, viewer.sessionId);
    return { sessions: await listActiveSessions(db, app.sessionPolicy, viewer) };
  });

  app.delete(apiPaths.accountSession, { config: { access: 'member' }, schema: { params: accountSessionParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    await endOwnSession(db, app.sessionPolicy, viewer, id);
    return reply.code(204).send();
  });
}
