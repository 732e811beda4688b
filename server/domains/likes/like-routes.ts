// Likes: like and unlike a post or comment (idempotent, answering the state after the call), who liked it, and the member's own likes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { accountLikesQuery, likeBody, likeParams, likersQuery } from '../../../schema/likes';
import { likers } from './likers';
import { accountLikes, like, unlike } from './likes';
import { readIdempotencyKey } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { builtBody } from '../../http/validate';

export function likeRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The body is built by the engine, not typed by a member: a malformed one is a 400, like a bad path.
  app.post(apiPaths.likes, { config: { access: 'member' }, schema: { body: builtBody(likeBody) } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const idemKey = readIdempotencyKey(request);
    const answer = await like(db, viewer, request.body, idemKey);
    return reply.code(answer.status).send(answer.body);
  });

  app.delete(apiPaths.like, { config: { access: 'member' }, schema: { params: likeParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const idemKey = readIdempotencyKey(request);
    const answer = await unlike(db, viewer, request.params, idemKey);
    return reply.code(answer.status).send(answer.body);
  });

  // Who liked it: for those who may read it.
  app.get(apiPaths.likes, { config: { access: 'member' }, schema: { querystring: likersQuery } }, async (request) => {
    const viewer = viewerOf(request);
    return likers(db, viewer, request.query);
  });

  app.get(apiPaths.accountLikes, { config: { access: 'member' }, schema: { querystring: accountLikesQuery } }, async (request) => {
    const viewer = viewerOf(request);
    return accountLikes(db, viewer, request.query);
  });
}
