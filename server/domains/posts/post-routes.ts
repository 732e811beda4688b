// Walls, posts and comments: the feed (recent and hottest), a post with its first comments, and idempotent creates (edits and deletes: edit-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { groupKeyParams } from '../../../schema/groups';
import { createCommentBody, createPostBody, hottestPostsQuery, postParams, recentPostsQuery } from '../../../schema/posts';
import { createComment } from './comments';
import { authenticate } from '../sessions/sessions';
import { hottestPosts } from './hottest-posts';
import { createPost, postWithComments, recentPosts } from './posts';
import { readIdempotencyKey } from '../../http/idempotency-key';
import { credentialsOf, viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function postRoutes(fastify: FastifyInstance, { db, linkPreviews, settings, firstPages }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.wallRecentPosts, { config: { access: 'session' }, schema: { params: groupKeyParams, querystring: recentPostsQuery } }, async (request, reply) => {
    const { key } = request.params;
    const query = request.query;
    // Later pages open the session; the first is the cache's to answer, which opens it only when it must.
    const creds = credentialsOf(request);
    if (query.cursor) {
      const viewer = await authenticate(db, app.sessionPolicy, creds.id, creds.secret, creds.userAgent);
      return (await recentPosts(db, viewer, key, query)).page;
    }
    // Every device asks for each wall's first page whenever the wall opens: answered from the cache while still right.
    const json = await firstPages.read(db, app.sessionPolicy, creds, `${query.limit}/${key}`, async (viewer) => {
      const { page, groupId } = await recentPosts(db, viewer, key, query);
      return { body: page, groupId };
    });
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get(apiPaths.wallHottestPosts, { config: { access: 'member' }, schema: { params: groupKeyParams, querystring: hottestPostsQuery } }, async (request) => {
    const viewer = viewerOf(request);
    const { key } = request.params;
    return hottestPosts(db, viewer, key, request.query, settings.now());
  });

  app.post(apiPaths.wallPosts, { config: { access: 'member' }, schema: { params: groupKeyParams, body: createPostBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { key } = request.params;
    const idemKey = readIdempotencyKey(request);
    const answer = await createPost(db, viewer, key, request.body, idemKey);
    linkPreviews.wake();
    return reply.code(answer.status).send(answer.body);
  });

  app.get(apiPaths.post, { config: { access: 'member' }, schema: { params: postParams } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return postWithComments(db, viewer, id);
  });

  app.post(apiPaths.postComments, { config: { access: 'member' }, schema: { params: postParams, body: createCommentBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const idemKey = readIdempotencyKey(request);
    const answer = await createComment(db, viewer, id, request.body, idemKey);
    return reply.code(answer.status).send(answer.body);
  });
}
