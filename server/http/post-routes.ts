// Walls, posts and comments: the feed (recent and hottest), a post with its first comments, and idempotent creates (edits and deletes: edit-routes.ts).
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { groupKeyParams } from '../../schema/groups';
import { createCommentBody, createPostBody, hottestPostsQuery, postParams, recentPostsQuery } from '../../schema/posts';
import { createComment } from '../domain/comments';
import { hottestPosts } from '../domain/hottest-posts';
import { createPost, postWithComments, recentPosts } from '../domain/posts';
import { requireViewer } from './authenticate';
import { readIdempotencyKey } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

export function postRoutes(app: FastifyInstance, { db, linkPreviews, settings }: RouteDeps): void {
  app.get(apiPaths.wallRecentPosts, async (request) => {
    const viewer = await requireViewer(db, request);
    const { key } = parseInput(groupKeyParams, request.params);
    return recentPosts(db, viewer, key, parseInput(recentPostsQuery, request.query));
  });

  app.get(apiPaths.wallHottestPosts, async (request) => {
    const viewer = await requireViewer(db, request);
    const { key } = parseInput(groupKeyParams, request.params);
    return hottestPosts(db, viewer, key, parseInput(hottestPostsQuery, request.query), settings.now());
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
