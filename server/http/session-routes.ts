// Sign-in, session refresh, sign-out and the signed-in member's user data.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { loginBody, refreshBody, refreshParams } from '../../schema/session';
import { refreshSession, revokeSession, signIn } from '../domain/sessions';
import { userDataOf } from '../domain/user-data';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

export function sessionRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post(apiPaths.sessions, async (request, reply) => {
    const body = parseBody(loginBody, request.body);
    return reply.code(201).send(await signIn(db, body));
  });

  app.post(apiPaths.sessionRefresh, async (request) => {
    const { id } = parseInput(refreshParams, request.params);
    return refreshSession(db, id, parseBody(refreshBody, request.body));
  });

  app.delete(apiPaths.session, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    await revokeSession(db, viewer.sessionId);
    return reply.code(204).send();
  });

  app.get(apiPaths.me, async (request) => userDataOf(db, await requireViewer(db, request)));
}
