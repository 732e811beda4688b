// Edits and deletes of posts and comments (idempotent with an Idempotency-Key), and comment pages with their replies.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { commentsQuery, postParams, updateCommentBody, updatePostBody } from '../../../schema/posts';
import { readCommentPage } from './comments';
import { deleteComment, deletePost, updateComment, updatePost } from './post-edits';
import { readIdempotencyKey, sendStored } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function editRoutes(fastify: FastifyInstance, { db, linkPreviews }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.patch(apiPaths.post, { config: { access: 'member' }, schema: { params: postParams, body: updatePostBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const key = readIdempotencyKey(request);
    const answer = await updatePost(db, viewer, id, request.body, key);
    linkPreviews.wake();
    return sendStored(reply, answer);
  });

  app.delete(apiPaths.post, { config: { access: 'member' }, schema: { params: postParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return sendStored(reply, await deletePost(db, viewer, id, readIdempotencyKey(request)));
  });

  app.patch(apiPaths.comment, { config: { access: 'member' }, schema: { params: postParams, body: updateCommentBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const key = readIdempotencyKey(request);
    return sendStored(reply, await updateComment(db, viewer, id, request.body, key));
  });

  app.delete(apiPaths.comment, { config: { access: 'member' }, schema: { params: postParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return sendStored(reply, await deleteComment(db, viewer, id, readIdempotencyKey(request)));
  });

  app.get(apiPaths.postComments, { config: { access: 'member' }, schema: { params: postParams, querystring: commentsQuery } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return readCommentPage(db, viewer, id, request.query);
  });
}
