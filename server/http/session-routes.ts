// Sign-in (password, emailed code, OpenID Connect, SAML), session refresh, sign-out and the member's user data.
import type { FastifyInstance } from 'fastify';
import { magicLinkBody, magicSessionBody, oidcSessionBody, oidcSessionParams, samlSessionBody } from '../../schema/accounts';
import { apiPaths } from '../../schema/api-paths';
import { loginBody, refreshBody, refreshParams } from '../../schema/session';
import { loadConfiguration } from '../domain/configuration';
import { requestLoginCode, signInWithCode } from '../domain/login-codes';
import { refreshSession, revokeSession, signIn } from '../domain/sessions';
import { signInWithOidc, signInWithSaml } from '../domain/single-sign-on';
import { userDataOf } from '../domain/user-data';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

export function sessionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.post(apiPaths.sessions, async (request, reply) => {
    const body = parseBody(loginBody, request.body);
    const configuration = await loadConfiguration(db);
    return reply.code(201).send(await signIn({ db, limiter: deps.limiter, configuration }, body, request.ip));
  });

  app.post(apiPaths.magicLinks, async (request, reply) => {
    await requestLoginCode(deps, parseBody(magicLinkBody, request.body));
    return reply.code(202).send({});
  });

  app.post(apiPaths.magicSessions, async (request, reply) => {
    const body = parseBody(magicSessionBody, request.body);
    return reply.code(201).send(await signInWithCode(deps, body, request.ip));
  });

  app.post(apiPaths.oidcSessions, async (request, reply) => {
    const { clientId } = parseInput(oidcSessionParams, request.params);
    const body = parseBody(oidcSessionBody, request.body);
    return reply.code(201).send(await signInWithOidc(deps, deps.sso, clientId, body, request.ip));
  });

  app.post(apiPaths.samlSessions, async (request, reply) => {
    const body = parseBody(samlSessionBody, request.body);
    return reply.code(201).send(await signInWithSaml(deps, deps.sso, body, request.ip));
  });

  app.post(apiPaths.sessionRefresh, async (request) => {
    const { id } = parseInput(refreshParams, request.params);
    return refreshSession(db, request.server.sessionPolicy, id, parseBody(refreshBody, request.body));
  });

  app.delete(apiPaths.session, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    await revokeSession(db, viewer.sessionId);
    return reply.code(204).send();
  });

  app.get(apiPaths.me, async (request) => userDataOf(db, await requireViewer(db, request)));
}
