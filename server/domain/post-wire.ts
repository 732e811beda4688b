// Reads posts and comments joined with their authors (and wall key) and turns them into wire shapes.
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Comment, Post } from '../../schema/posts';
import type { Database } from '../db/connect';
import { comments, groups, posts, users } from '../db/schema';
import { memberColumns, toMemberWire } from './member-wire';

/** A select of live-or-not posts with author and wall key; callers add where, order and limit. */
export function selectPosts(db: Database) {
  return db
    .select({ post: posts, wallKey: groups.key, author: memberColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(groups, eq(groups.id, posts.groupId));
}

export type PostJoinRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

export function toPostWire(r: PostJoinRow): Post {
  const p = r.post;
  return {
    id: p.id,
    client_id: p.clientId,
    wall_key: r.wallKey,
    group_id: p.groupId,
    author: toMemberWire(r.author),
    body: p.body,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    likes_count: p.likesCount,
    comments_count: p.commentsCount,
    comments_disabled: p.commentsDisabled,
  };
}

export async function livePostWire(db: Database, id: number): Promise<Post | null> {
  const [row] = await selectPosts(db).where(and(eq(posts.id, id), isNull(posts.deletedAt)));
  return row ? toPostWire(row) : null;
}

export async function livePostWiresByIds(db: Database, ids: number[]): Promise<Map<number, Post>> {
  if (ids.length === 0) return new Map();
  const rows = await selectPosts(db).where(and(inArray(posts.id, ids), isNull(posts.deletedAt)));
  return new Map(rows.map((r) => [r.post.id, toPostWire(r)]));
}

export async function commentWires(db: Database, where: SQL): Promise<Comment[]> {
  const rows = await db
    .select({ comment: comments, author: memberColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(where, isNull(comments.deletedAt), isNull(posts.deletedAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map(({ comment: c, author: a }) => ({
    id: c.id,
    client_id: c.clientId,
    post_id: c.postId,
    author: toMemberWire(a),
    body: c.body,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    likes_count: c.likesCount,
  }));
}
