// Host moderation: ban (optionally unpublishing content) and shadowban, exactly once per Idempotency-Key (docs/api-moderation.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { banBody, shadowbanBody } from '../../../schema/moderation';
import { banMember } from './bans';
import { setShadowban } from './shadowbans';
import { readIdempotencyKey, sendStored } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { builtBody } from '../../http/validate';

export function moderationRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The caller first: anyone but a host learns nothing from a malformed body. Bodies are built by the app: a bad one is a 400.
  app.post(apiPaths.accountBan, { config: { access: 'host' }, schema: { body: builtBody(banBody) } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const body = request.body;
    return sendStored(reply, await banMember(db, viewer, body, readIdempotencyKey(request)));
  });

  app.post(apiPaths.accountShadowban, { config: { access: 'host' }, schema: { body: builtBody(shadowbanBody) } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const body = request.body;
    return sendStored(reply, await setShadowban(db, viewer, body, readIdempotencyKey(request)));
  });
}
