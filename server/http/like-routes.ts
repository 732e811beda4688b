// Likes: like and unlike a post or comment (idempotent, answering the state after the call), who liked it, and the member's own likes.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { accountLikesQuery, likeBody, likeParams, likersQuery } from '../../schema/likes';
import { likers } from '../domain/likers';
import { accountLikes, like, unlike } from '../domain/likes';
import { requireViewer } from './authenticate';
import { readIdempotencyKey } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

export function likeRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // The body is built by the engine, not typed by a member: a malformed one is a 400, like a bad path.
  app.post(apiPaths.likes, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const idemKey = readIdempotencyKey(request);
    const answer = await like(db, viewer, parseInput(likeBody, request.body), idemKey);
    return reply.code(answer.status).send(answer.body);
  });

  app.delete(apiPaths.like, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const idemKey = readIdempotencyKey(request);
    const answer = await unlike(db, viewer, parseInput(likeParams, request.params), idemKey);
    return reply.code(answer.status).send(answer.body);
  });

  // Who liked it: for those who may read it.
  app.get(apiPaths.likes, async (request) => {
    const viewer = await requireViewer(db, request);
    return likers(db, viewer, parseInput(likersQuery, request.query));
  });

  app.get(apiPaths.accountLikes, async (request) => {
    const viewer = await requireViewer(db, request);
    return accountLikes(db, viewer, parseInput(accountLikesQuery, request.query));
  });
}
