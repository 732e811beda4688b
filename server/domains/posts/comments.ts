// Comments: creating them (replies one level deep) and reading them a page at a time, oldest first, keeping comments_count in step.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { Comment, CommentsPage, CreateCommentBody } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { comments, posts } from './post-schema';
import { recordCommentActivities } from '../activities/content-activities';
import { appendChanges } from '../../core/changes';
import { visibleCommentFor } from './content-visibility';
import { decodeFeedCursor, encodeFeedCursor } from '../../core/feed-cursor';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { commentWires } from './post-wire';
import { readablePost } from './readable-post';
import { findTextEntities } from '../../core/text-entities';
import type { Viewer } from '../sessions/sessions';
import { assertPostOpen, postLensFor } from './premium-posts';

/** The top-level comment a reply attaches to: the comment answered, or its own parent when that is a reply. */
async function replyParent(tx: Database, viewer: Viewer, postId: number, parentId: number): Promise<number> {
  const [parent] = await tx
    .select({ id: comments.id, parentId: comments.parentId })
    .from(comments)
    .where(and(eq(comments.id, parentId), eq(comments.postId, postId), visibleCommentFor(viewer.user.id)));
  if (!parent) throw new HttpError(404, messages.commentNotFound);
  return parent.parentId ?? parent.id;
}

export async function createComment(
  db: Database,
  viewer: Viewer,
  postId: number,
  body: CreateCommentBody,
  idempotencyKey: string | null,
): Promise<StoredAnswer<{ comment: Comment }>> {
  const fingerprint = requestFingerprint(`POST comments ${postId}`, body);
  return idempotentWrite(db, { userId: viewer.user.id, key: idempotencyKey, fingerprint }, async (tx) => {
    const { access, commentsDisabled, authorId, requiredPlan } = await readablePost(tx, viewer, postId);
    assertPostOpen(await postLensFor(tx, viewer), { required_plan: requiredPlan, authorId });
    if (commentsDisabled) throw new HttpError(403, messages.commentsDisabled);
    const groupId = access.group.id;
    const parentId = body.parent_id === undefined ? null : await replyParent(tx, viewer, postId, body.parent_id);
    const textEntities = await findTextEntities(tx, body.body);
    const [inserted] = await tx
      .insert(comments)
      .values({ postId, parentId, authorId: viewer.user.id, clientId: idempotencyKey, body: body.body, textEntities })
      .returning({ id: comments.id });
    const id = inserted!.id;
    // The post may have been deleted since it was read: then the comment has nowhere to go.
    const bumped = await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
      .returning({ id: posts.id });
    if (bumped.length === 0) throw new HttpError(404, messages.postNotFound);
    await recordCommentActivities(tx, { id, postId, parentId, authorId: viewer.user.id, groupId, body: body.body, textEntities });
    await appendChanges(tx, [
      { kind: 'comment.upsert', entityId: id, scopeId: groupId },
      { kind: 'post.upsert', entityId: postId, scopeId: groupId },
      // The parent's replies_count moved.
      ...(parentId ? [{ kind: 'comment.upsert' as const, entityId: parentId, scopeId: groupId }] : []),
    ]);
    const [comment] = await commentWires(tx, eq(comments.id, id));
    return { status: 201, body: { comment: comment! } };
  });
}

/** Top-level comments (or the replies of `parent_id`) the viewer may see, oldest first, `limit` at a time after an opaque cursor. */
export async function commentPage(
  db: Database,
  viewer: Viewer,
  postId: number,
  query: { cursor?: string; limit: number; parent_id?: number },
): Promise<CommentsPage> {
  const after = query.cursor ? decodeFeedCursor('comments', query.cursor) : null;
  const rows = await commentWires(
    db,
    and(
      eq(comments.postId, postId),
      visibleCommentFor(viewer.user.id),
      query.parent_id === undefined ? isNull(comments.parentId) : eq(comments.parentId, query.parent_id),
      after ? sql`(${comments.createdAt}, ${comments.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::int)` : undefined,
    )!,
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next = rows.length > query.limit && last ? encodeFeedCursor('comments', { createdAt: new Date(last.created_at), id: last.id }) : null;
  return { comments: page, meta: { next } };
}

/** GET /api/v2/posts/{id}/comments: 404 like the post itself when the viewer may not read it, or when the parent is not a live top-level comment of it. */
export async function readCommentPage(
  db: Database,
  viewer: Viewer,
  postId: number,
  query: { cursor?: string; limit: number; parent_id?: number },
): Promise<CommentsPage> {
  const { authorId, requiredPlan } = await readablePost(db, viewer, postId);
  // A premium post's comments are its content: none for a reader without the plan (403 naming it, for the paywall).
  assertPostOpen(await postLensFor(db, viewer), { required_plan: requiredPlan, authorId });
  if (query.parent_id !== undefined) {
    const [parent] = await db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.id, query.parent_id), eq(comments.postId, postId), isNull(comments.parentId), visibleCommentFor(viewer.user.id)));
    if (!parent) throw new HttpError(404, messages.commentNotFound);
  }
  return commentPage(db, viewer, postId, query);
}
