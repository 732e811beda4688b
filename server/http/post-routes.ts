// Walls, posts and comments: the feed, a post with its first comments, and idempotent creates (edits and deletes: edit-routes.ts).
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { groupKeyParams } from '../../schema/groups';
import { createCommentBody, createPostBody, postParams, recentPostsQuery } from '../../schema/posts';
import { createComment } from '../domain/comments';
import { createPost, postWithComments, recentPosts } from '../domain/posts';
import { requireViewer } from './authenticate';
import { readIdempotencyKey } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

export function postRoutes(app: FastifyInstance, { db, linkPreviews }: RouteDeps): void {
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
    linkPreviews.wake();
    return reply.code(answer.status).send(answer.body);
  });

  app.get(apiPaths.post, async (request) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    return postWithComments(db, viewer, id);
  });

  app.post(apiPaths.postComments, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    const idemKey = readIdempotencyKey(request);
    const answer = await createComment(db, viewer, id, parseBody(createCommentBody, request.body), idemKey);
    return reply.code(answer.status).send(answer.body);
  });
}
