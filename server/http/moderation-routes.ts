// Host moderation: ban (optionally unpublishing content) and shadowban, exactly once per Idempotency-Key (docs/api-moderation.md).
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { banBody, shadowbanBody } from '../../schema/moderation';
import { banMember } from '../domain/bans';
import { assertHost } from '../domain/moderation-target';
import { setShadowban } from '../domain/shadowbans';
import { requireViewer } from './authenticate';
import { readIdempotencyKey, sendStored } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

export function moderationRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // The caller first: anyone but a host learns nothing from a malformed body. Bodies are built by the app: a bad one is a 400.
  app.post(apiPaths.accountBan, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    const body = parseInput(banBody, request.body);
    return sendStored(reply, await banMember(db, viewer, body, readIdempotencyKey(request)));
  });

  app.post(apiPaths.accountShadowban, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    const body = parseInput(shadowbanBody, request.body);
    return sendStored(reply, await setShadowban(db, viewer, body, readIdempotencyKey(request)));
  });
}
