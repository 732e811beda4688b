// Edits and deletes of posts and comments (idempotent with an Idempotency-Key), and comment pages with their replies.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { commentsQuery, postParams, updateCommentBody, updatePostBody } from '../../schema/posts';
import { readCommentPage } from '../domain/comments';
import { deleteComment, deletePost, updateComment, updatePost } from '../domain/post-edits';
import { requireViewer } from './authenticate';
import { readIdempotencyKey, sendStored } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

export function editRoutes(app: FastifyInstance, { db, linkPreviews }: RouteDeps): void {
  app.patch(apiPaths.post, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    const key = readIdempotencyKey(request);
    const answer = await updatePost(db, viewer, id, parseBody(updatePostBody, request.body), key);
    linkPreviews.wake();
    return sendStored(reply, answer);
  });

  app.delete(apiPaths.post, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    return sendStored(reply, await deletePost(db, viewer, id, readIdempotencyKey(request)));
  });

  app.patch(apiPaths.comment, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    const key = readIdempotencyKey(request);
    return sendStored(reply, await updateComment(db, viewer, id, parseBody(updateCommentBody, request.body), key));
  });

  app.delete(apiPaths.comment, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    return sendStored(reply, await deleteComment(db, viewer, id, readIdempotencyKey(request)));
  });

  app.get(apiPaths.postComments, async (request) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    return readCommentPage(db, viewer, id, parseInput(commentsQuery, request.query));
  });
}
