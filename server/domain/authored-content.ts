// A member's posts and comments as a whole: deleting them with the account (tombstones in every mirror).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { comments, posts } from '../db/schema';
import { appendChanges, type NewChange } from './changes';

async function liveContentOf(tx: Database, userId: number) {
  const ownPosts = await tx
    .select({ id: posts.id, groupId: posts.groupId })
    .from(posts)
    .where(and(eq(posts.authorId, userId), isNull(posts.deletedAt)));
  const ownComments = await tx
    .select({ id: comments.id, postId: comments.postId, groupId: posts.groupId })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.authorId, userId), isNull(comments.deletedAt), isNull(posts.deletedAt)));
  return { ownPosts, ownComments };
}

/** Soft-deletes everything the member wrote; comment counts of other posts drop; tombstones reach every mirror. */
export async function deleteContentOf(tx: Database, userId: number): Promise<void> {
  const { ownPosts, ownComments } = await liveContentOf(tx, userId);
  const now = new Date();
  const postIds = new Set(ownPosts.map((p) => p.id));
  if (ownPosts.length) await tx.update(posts).set({ deletedAt: now }).where(inArray(posts.id, [...postIds]));
  if (ownComments.length) await tx.update(comments).set({ deletedAt: now }).where(inArray(comments.id, ownComments.map((c) => c.id)));
  // Posts of others lose the member's comments from their count.
  const touched = new Map<number, { groupId: number; removed: number }>();
  for (const c of ownComments) {
    if (postIds.has(c.postId)) continue;
    const t = touched.get(c.postId) ?? { groupId: c.groupId, removed: 0 };
    t.removed++;
    touched.set(c.postId, t);
  }
  for (const [postId, t] of touched) {
    await tx
      .update(posts)
      .set({ commentsCount: sql`greatest(${posts.commentsCount} - ${t.removed}, 0)` })
      .where(eq(posts.id, postId));
  }
  await appendChanges(tx, [
    ...ownComments
      .filter((c) => !postIds.has(c.postId))
      .map((c): NewChange => ({ kind: 'comment.delete', entityId: c.id, groupId: c.groupId })),
    ...ownPosts.map((p): NewChange => ({ kind: 'post.delete', entityId: p.id, groupId: p.groupId })),
    ...[...touched].map(([postId, t]): NewChange => ({ kind: 'post.upsert', entityId: postId, groupId: t.groupId })),
  ]);
}
