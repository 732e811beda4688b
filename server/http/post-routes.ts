// Walls, posts and comments: the feed (recent and hottest), a post with its first comments, and idempotent creates (edits and deletes: edit-routes.ts).
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { groupKeyParams } from '../../schema/groups';
import { createCommentBody, createPostBody, hottestPostsQuery, postParams, recentPostsQuery } from '../../schema/posts';
import { createComment } from '../domain/comments';
import { hottestPosts } from '../domain/hottest-posts';
import { createPost, postWithComments, recentPosts } from '../domain/posts';
import { requireViewer, sessionCredentials } from './authenticate';
import { readIdempotencyKey } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

export function postRoutes(app: FastifyInstance, { db, linkPreviews, settings, firstPages }: RouteDeps): void {
  app.get(apiPaths.wallRecentPosts, async (request, reply) => {
    const creds = sessionCredentials(request);
    const { key } = parseInput(groupKeyParams, request.params);
    const query = parseInput(recentPostsQuery, request.query);
    if (query.cursor) return (await recentPosts(db, await requireViewer(db, request), key, query)).page;
    // Every device asks for each wall's first page whenever the wall opens: answered from the cache while still right.
    const json = await firstPages.read(db, app.sessionPolicy, creds, `${query.limit}/${key}`, async (viewer) => {
      const { page, groupId } = await recentPosts(db, viewer, key, query);
      return { body: page, groupId };
    });
    return reply.type('application/json; charset=utf-8').send(json);
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
