// Comments: creating and deleting them, keeping the post's comments_count and the delta feed in step.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '../../schema/messages';
import type { Comment } from '../../schema/posts';
import type { Database } from '../db/connect';
import { comments, posts } from '../db/schema';
import { appendChanges } from './changes';
import { isGroupAdmin } from './group-access';
import { HttpError } from './http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from './idempotency';
import { commentWires } from './post-wire';
import { readablePost } from './posts';
import type { Viewer } from './sessions';

export async function createComment(
  db: Database,
  viewer: Viewer,
  postId: number,
  body: { body: string },
  idempotencyKey: string | null,
): Promise<StoredAnswer<{ comment: Comment }>> {
  const fingerprint = requestFingerprint(`POST comments ${postId}`, body);
  return idempotentWrite(db, { userId: viewer.user.id, key: idempotencyKey, fingerprint }, async (tx) => {
    const { access, commentsDisabled } = await readablePost(tx, viewer, postId);
    if (commentsDisabled) throw new HttpError(403, messages.commentsDisabled);
    const groupId = access.group.id;
    const [inserted] = await tx
      .insert(comments)
      .values({ postId, authorId: viewer.user.id, clientId: idempotencyKey, body: body.body })
      .returning({ id: comments.id });
    const id = inserted!.id;
    // The post may have been deleted since it was read: then the comment has nowhere to go.
    const bumped = await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
      .returning({ id: posts.id });
    if (bumped.length === 0) throw new HttpError(404, messages.postNotFound);
    await appendChanges(tx, [
      { kind: 'comment.upsert', entityId: id, groupId },
      { kind: 'post.upsert', entityId: postId, groupId },
    ]);
    const [comment] = await commentWires(tx, eq(comments.id, id));
    return { status: 201, body: { comment: comment! } };
  });
}

/** Soft delete by the author or a group admin; the post's count drops and a tombstone is emitted. */
export async function deleteComment(db: Database, viewer: Viewer, commentId: number): Promise<void> {
  const notFound = () => new HttpError(404, messages.commentNotFound);
  const [row] = await db
    .select({ postId: comments.postId, authorId: comments.authorId })
    .from(comments)
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)));
  if (!row) throw notFound();
  const { access } = await readablePost(db, viewer, row.postId).catch(() => {
    throw notFound();
  });
  if (row.authorId !== viewer.user.id && !isGroupAdmin(access)) throw new HttpError(403, messages.forbidden);
  const groupId = access.group.id;
  await db.transaction(async (tx) => {
    const done = await tx
      .update(comments)
      .set({ deletedAt: new Date() })
      .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
      .returning({ id: comments.id });
    if (done.length === 0) throw notFound();
    await tx
      .update(posts)
      .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
      .where(eq(posts.id, row.postId));
    await appendChanges(tx, [
      { kind: 'comment.delete', entityId: commentId, groupId },
      { kind: 'post.upsert', entityId: row.postId, groupId },
    ]);
  });
}
