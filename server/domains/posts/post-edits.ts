// Editing and deleting posts and comments: author-only edits, deletes by the author or a moderator, exactly once per Idempotency-Key.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { PollInput } from '../../../schema/polls';
import { postRuleIssues } from '../../../schema/post-rules';
import type { Comment, Post, UpdateCommentBody, UpdatePostBody } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { mediaItems } from '../media/media-schema';
import { comments, polls, posts } from './post-schema';
import { activityTombstones } from '../activities/content-activities';
import { appendChanges } from '../../core/changes';
import { visibleCommentFor } from './content-visibility';
import { isGroupAdmin, type GroupAccess } from '../groups/group-access';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { previewLinkOf, queueLinkPreview } from './link-previews';
import { commentWires, livePostWire } from './post-wire';
import { readablePost } from './readable-post';
import type { Viewer } from '../sessions/sessions';
import { postLensFor, requiredPlanOf } from './premium-posts';
import { findTextEntities } from '../../core/text-entities';

/** Hosts and community admins moderate every group they can read; group admins their own groups. */
const isModerator = (viewer: Viewer, access: GroupAccess) => viewer.user.role !== 'member' || isGroupAdmin(access);

/** A live comment and the post it is under, if the viewer may read that post; otherwise 404 'Comment does not exist'. */
export async function readableComment(db: Database, viewer: Viewer, commentId: number) {
  const notFound = () => new HttpError(404, messages.commentNotFound);
  const [row] = await db
    .select({ postId: comments.postId, authorId: comments.authorId, parentId: comments.parentId })
    .from(comments)
    .where(and(eq(comments.id, commentId), visibleCommentFor(viewer.user.id)));
  if (!row) throw notFound();
  const { access } = await readablePost(db, viewer, row.postId).catch(() => {
    throw notFound();
  });
  return { ...row, access };
}

export function updatePost(db: Database, viewer: Viewer, postId: number, body: UpdatePostBody, key: string | null): Promise<StoredAnswer<{ post: Post }>> {
  const fingerprint = requestFingerprint(`PATCH post ${postId}`, body);
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, async (tx) => {
    const { access, authorId } = await readablePost(tx, viewer, postId);
    if (authorId !== viewer.user.id) throw new HttpError(403, messages.forbidden);
    // The post must keep some content: its text, or the media or poll it already has.
    const media = await tx.select({ media_type: mediaItems.mediaType }).from(mediaItems).where(eq(mediaItems.postId, postId));
    const [poll] = await tx.select({ id: polls.id }).from(polls).where(eq(polls.postId, postId));
    const [stored] = await tx.select({ linkButton: posts.linkButton }).from(posts).where(eq(posts.id, postId));
    const rules = { now: new Date(), videoAvailable: true, gifEnabled: true, canSchedule: false };
    const issues = postRuleIssues({ body: body.body, media, poll: poll ? ({} as PollInput) : undefined }, rules);
    if (issues.length > 0) throw new HttpError(422, ...(issues as [string, ...string[]]));
    const now = new Date();
    const textEntities = await findTextEntities(tx, body.body);
    const plan = body.required_plan === undefined ? {} : { requiredPlan: requiredPlanOf(viewer, body.required_plan) };
    await tx.update(posts).set({ body: body.body, textEntities, editedAt: now, updatedAt: now, ...plan }).where(eq(posts.id, postId));
    await queueLinkPreview(tx, postId, previewLinkOf(body.body, stored?.linkButton != null), now);
    await appendChanges(tx, [{ kind: 'post.upsert', entityId: postId, scopeId: access.group.id }]);
    return { status: 200, body: { post: (await livePostWire(tx, postId, await postLensFor(tx, viewer)))! } };
  });
}

export function updateComment(
  db: Database,
  viewer: Viewer,
  commentId: number,
  body: UpdateCommentBody,
  key: string | null,
): Promise<StoredAnswer<{ comment: Comment }>> {
  const fingerprint = requestFingerprint(`PATCH comment ${commentId}`, body);
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, async (tx) => {
    const found = await readableComment(tx, viewer, commentId);
    if (found.authorId !== viewer.user.id) throw new HttpError(403, messages.forbidden);
    const now = new Date();
    const textEntities = await findTextEntities(tx, body.body);
    await tx.update(comments).set({ body: body.body, textEntities, editedAt: now, updatedAt: now }).where(eq(comments.id, commentId));
    await appendChanges(tx, [{ kind: 'comment.upsert', entityId: commentId, scopeId: found.access.group.id }]);
    const [comment] = await commentWires(tx, eq(comments.id, commentId));
    return { status: 200, body: { comment: comment! } };
  });
}

/** Soft delete by the author, a group admin, a host or an admin; the feed gets a tombstone. */
export function deletePost(db: Database, viewer: Viewer, postId: number, key: string | null): Promise<StoredAnswer<null>> {
  const fingerprint = requestFingerprint(`DELETE post ${postId}`, {});
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, async (tx) => {
    const { access, authorId } = await readablePost(tx, viewer, postId);
    if (authorId !== viewer.user.id && !isModerator(viewer, access)) throw new HttpError(403, messages.forbidden);
    const done = await tx
      .update(posts)
      .set({ deletedAt: new Date() })
      .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
      .returning({ id: posts.id });
    if (done.length === 0) throw new HttpError(404, messages.postNotFound);
    await appendChanges(tx, [
      { kind: 'post.delete', entityId: postId, scopeId: access.group.id },
      ...(await activityTombstones(tx, { postIds: [postId] })),
    ]);
    return { status: 204, body: null };
  });
}

/**
 * Soft delete by the author, a group admin, a host or an admin. A top-level comment takes its replies along; the
 * post's count drops by all of them, a reply's parent loses one reply, and each gets a tombstone.
 */
export function deleteComment(db: Database, viewer: Viewer, commentId: number, key: string | null): Promise<StoredAnswer<null>> {
  const fingerprint = requestFingerprint(`DELETE comment ${commentId}`, {});
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, async (tx) => {
    const found = await readableComment(tx, viewer, commentId);
    if (found.authorId !== viewer.user.id && !isModerator(viewer, found.access)) throw new HttpError(403, messages.forbidden);
    const groupId = found.access.group.id;
    const gone = await tx
      .update(comments)
      .set({ deletedAt: new Date() })
      .where(and(or(eq(comments.id, commentId), eq(comments.parentId, commentId)), isNull(comments.deletedAt)))
      .returning({ id: comments.id });
    if (!gone.some((c) => c.id === commentId)) throw new HttpError(404, messages.commentNotFound);
    await tx
      .update(posts)
      .set({ commentsCount: sql`greatest(${posts.commentsCount} - ${gone.length}, 0)` })
      .where(eq(posts.id, found.postId));
    await appendChanges(tx, [
      ...gone.map((c) => ({ kind: 'comment.delete' as const, entityId: c.id, scopeId: groupId })),
      { kind: 'post.upsert', entityId: found.postId, scopeId: groupId },
      ...(found.parentId ? [{ kind: 'comment.upsert' as const, entityId: found.parentId, scopeId: groupId }] : []),
      ...(await activityTombstones(tx, { commentIds: gone.map((c) => c.id) })),
    ]);
    return { status: 204, body: null };
  });
}
