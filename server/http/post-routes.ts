// Walls, posts and comments: the feed, a post with comments, and idempotent creates and deletes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { HEADER_IDEMPOTENCY_KEY } from '../../schema/constants';
import { groupKeyParams } from '../../schema/groups';
import { messages } from '../../schema/messages';
import { createCommentBody, createPostBody, idempotencyKey, postParams, recentPostsQuery } from '../../schema/posts';
import { createComment, deleteComment } from '../domain/comments';
import { HttpError } from '../domain/http-error';
import { createPost, deletePost, postWithComments, recentPosts } from '../domain/posts';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

/** The optional Idempotency-Key header; present but malformed is a 400. */
function readIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[HEADER_IDEMPOTENCY_KEY.toLowerCase()];
  if (raw === undefined) return null;
  const parsed = idempotencyKey.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, messages.badRequest, `${HEADER_IDEMPOTENCY_KEY} is not valid.`);
  return parsed.data;
}

export function postRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.wallRecentPosts, async (request) => {
    const viewer = await requireViewer(db, request);
    const { key } = parseInput(groupKeyParams, request.params);
    return recentPosts(db, viewer, key, parseInput(recentPostsQuery, request.query));
  });

  app.post(apiPaths.wallPosts, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { key } = parseInput(groupKeyParams, request.params);
    const idemKey = readIdempotencyKey(request);
    const answer = await createPost(db, viewer, key, parseBody(createPostBody, request.body), idemKey);
    return reply.code(answer.status).send(answer.body);
  });

  app.get(apiPaths.post, async (request) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    return postWithComments(db, viewer, id);
  });

  app.delete(apiPaths.post, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    await deletePost(db, viewer, id);
    return reply.code(204).send();
  });

  app.post(apiPaths.postComments, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    const idemKey = readIdempotencyKey(request);
    const answer = await createComment(db, viewer, id, parseBody(createCommentBody, request.body), idemKey);
    return reply.code(answer.status).send(answer.body);
  });

  app.delete(apiPaths.comment, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    await deleteComment(db, viewer, id);
    return reply.code(204).send();
  });
}
