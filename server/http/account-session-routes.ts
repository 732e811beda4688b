// The member's live sessions: listed with their device and last use, and ended one by one from settings.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { accountSessionParams, type ActiveSessionsAnswer } from '../../schema/session';
import { endOwnSession, listActiveSessions } from '../domain/sessions';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

export function accountSessionRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.accountSessions, async (request): Promise<ActiveSessionsAnswer> => {
    const viewer = await requireViewer(db, request);
    return { sessions: await listActiveSessions(db, app.sessionPolicy, viewer) };
  });

  app.delete(apiPaths.accountSession, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(accountSessionParams, request.params);
    await endOwnSession(db, app.sessionPolicy, viewer, id);
    return reply.code(204).send();
  });
}
