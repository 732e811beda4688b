// A member's posts and comments as a whole: deleting them (account deletion, a host's ban) with tombstones in every mirror.
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { comments, posts } from '../posts/post-schema';
import { appendChanges, type NewChange } from '../../core/changes';

interface LiveComment {
  id: number;
  postId: number;
  parentId: number | null;
  groupId: number;
}

const liveCommentColumns = { id: comments.id, postId: comments.postId, parentId: comments.parentId, groupId: posts.groupId };

async function liveContentOf(tx: Database, userId: number) {
  const ownPosts = await tx
    .select({ id: posts.id, groupId: posts.groupId })
    .from(posts)
    .where(and(eq(posts.authorId, userId), isNull(posts.deletedAt)));
  const ownComments: LiveComment[] = await tx
    .select(liveCommentColumns)
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.authorId, userId), isNull(comments.deletedAt), isNull(posts.deletedAt)));
  // Others' replies to the member's comments go with them, as when a comment is deleted on its own.
  const ownIds = ownComments.map((c) => c.id);
  const replies: LiveComment[] = ownIds.length
    ? await tx
        .select(liveCommentColumns)
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(and(inArray(comments.parentId, ownIds), notInArray(comments.id, ownIds), isNull(comments.deletedAt), isNull(posts.deletedAt)))
    : [];
  return { ownPosts, gone: [...ownComments, ...replies] };
}

/**
 * Soft-deletes everything the member wrote, and the replies to their comments; comment counts of other posts drop,
 * other comments that lose a reply are sent again (replies_count); tombstones reach every mirror.
 */
export async function deleteContentOf(tx: Database, userId: number): Promise<void> {
  const { ownPosts, gone } = await liveContentOf(tx, userId);
  const now = new Date();
  const postIds = new Set(ownPosts.map((p) => p.id));
  if (ownPosts.length) await tx.update(posts).set({ deletedAt: now }).where(inArray(posts.id, [...postIds]));
  if (gone.length) await tx.update(comments).set({ deletedAt: now }).where(inArray(comments.id, gone.map((c) => c.id)));
  // Posts of others lose the removed comments from their count; comments of others lose replies.
  const others = gone.filter((c) => !postIds.has(c.postId));
  const goneIds = new Set(gone.map((c) => c.id));
  const touched = new Map<number, { groupId: number; removed: number }>();
  for (const c of others) {
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
  const parents = new Map(others.flatMap((c) => (c.parentId !== null && !goneIds.has(c.parentId) ? [[c.parentId, c.groupId] as const] : [])));
  await appendChanges(tx, [
    ...others.map((c): NewChange => ({ kind: 'comment.delete', entityId: c.id, scopeId: c.groupId })),
    ...ownPosts.map((p): NewChange => ({ kind: 'post.delete', entityId: p.id, scopeId: p.groupId })),
    ...[...touched].map(([postId, t]): NewChange => ({ kind: 'post.upsert', entityId: postId, scopeId: t.groupId })),
    ...[...parents].map(([id, groupId]): NewChange => ({ kind: 'comment.upsert', entityId: id, scopeId: groupId })),
  ]);
}
