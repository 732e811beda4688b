// The changes that take a member's content out of mirrors (shadowbanned for all, blocked for one), or bring it back when that ends.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { comments, posts } from '../posts/post-schema';
import type { NewChange } from '../../core/changes';

/**
 * Hidden: a tombstone per live post of theirs, and per live comment of theirs or reply to one on others' posts (the
 * comments under their posts leave with the post). Shown again: the upsert of each post, and of every comment of theirs,
 * under their posts or replying to theirs. The materialisers keep the mirror of whoever still sees the row as it is.
 */
export async function authorContentChanges(tx: Database, userId: number, hidden: boolean): Promise<NewChange[]> {
  const ownPosts = await tx
    .select({ id: posts.id, groupId: posts.groupId })
    .from(posts)
    .where(and(eq(posts.authorId, userId), isNull(posts.deletedAt)))
    .orderBy(asc(posts.id));
  const parent = alias(comments, 'parent');
  const touched = await tx
    .select({ id: comments.id, groupId: posts.groupId, postAuthorId: posts.authorId })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(parent, eq(parent.id, comments.parentId))
    .where(
      and(
        isNull(comments.deletedAt),
        isNull(posts.deletedAt),
        or(eq(comments.authorId, userId), eq(posts.authorId, userId), eq(parent.authorId, userId)),
      ),
    )
    .orderBy(asc(comments.id));
  if (hidden) {
    return [
      ...ownPosts.map((p): NewChange => ({ kind: 'post.delete', entityId: p.id, scopeId: p.groupId })),
      ...touched.filter((c) => c.postAuthorId !== userId).map((c): NewChange => ({ kind: 'comment.delete', entityId: c.id, scopeId: c.groupId })),
    ];
  }
  return [
    ...ownPosts.map((p): NewChange => ({ kind: 'post.upsert', entityId: p.id, scopeId: p.groupId })),
    ...touched.map((c): NewChange => ({ kind: 'comment.upsert', entityId: c.id, scopeId: c.groupId })),
  ];
}
