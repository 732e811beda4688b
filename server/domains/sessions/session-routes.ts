// Sign-in (password, emailed code, OpenID Connect, SAML), session refresh, sign-out and the member's user data.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { magicLinkBody, magicSessionBody, oidcSessionBody, oidcSessionParams, samlSessionBody } from '../../../schema/accounts';
import { apiPaths } from '../../../schema/api-paths';
import { loginBody, refreshBody, refreshParams } from '../../../schema/session';
import { loadConfiguration } from '../configuration/configuration';
import { requestLoginCode, signInWithCode } from './login-codes';
import { refreshSession, revokeSession, signIn } from './sessions';
import { signInWithOidc, signInWithSaml } from './single-sign-on';
import { userDataOf } from '../account/user-data';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function sessionRoutes(fastify: FastifyInstance, deps: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.post(apiPaths.sessions, { config: { access: 'public' }, schema: { body: loginBody } }, async (request, reply) => {
    const body = request.body;
    const configuration = await loadConfiguration(db);
    return reply.code(201).send(await signIn({ db, limiter: deps.limiter, configuration }, body, request.ip));
  });

  app.post(apiPaths.magicLinks, { config: { access: 'public' }, schema: { body: magicLinkBody } }, async (request, reply) => {
    await requestLoginCode(deps, request.body);
    return reply.code(202).send({});
  });

  app.post(apiPaths.magicSessions, { config: { access: 'public' }, schema: { body: magicSessionBody } }, async (request, reply) => {
    const body = request.body;
    return reply.code(201).send(await signInWithCode(deps, body, request.ip));
  });

  app.post(apiPaths.oidcSessions, { config: { access: 'public' }, schema: { params: oidcSessionParams, body: oidcSessionBody } }, async (request, reply) => {
    const { clientId } = request.params;
    const body = request.body;
    return reply.code(201).send(await signInWithOidc(deps, deps.sso, clientId, body, request.ip));
  });

  app.post(apiPaths.samlSessions, { config: { access: 'public' }, schema: { body: samlSessionBody } }, async (request, reply) => {
    const body = request.body;
    return reply.code(201).send(await signInWithSaml(deps, deps.sso, body, request.ip));
  });

  app.post(apiPaths.sessionRefresh, { config: { access: 'public' }, schema: { params: refreshParams, body: refreshBody } }, async (request) => {
    const { id } = request.params;
    return refreshSession(db, request.server.sessionPolicy, id, request.body);
  });

  app.delete(apiPaths.session, { config: { access: 'member' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    await revokeSession(db, viewer.sessionId);
    return reply.code(204).send();
  });

  app.get(apiPaths.me, { config: { access: 'member' } }, async (request) => userDataOf(db, viewerOf(request)));
}
