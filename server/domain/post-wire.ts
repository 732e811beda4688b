// Reads posts and comments joined with their authors (and wall key) and turns them into wire shapes.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Comment, Post } from '../../schema/posts';
import type { Database } from '../db/connect';
import { comments, groups, posts, users } from '../db/schema';
import { memberColumns, toMemberWire } from './member-wire';
import { withPostExtras } from './post-extras';

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
    text_entities: p.textEntities,
    // Filled by the post-extras readers (media, poll, sharing, link preview) where a post carries them.
    media: [],
    poll: null,
    link_button: p.linkButton,
    shared: null,
    scheduled_at: p.scheduledAt?.toISOString() ?? null,
    edited_at: p.editedAt?.toISOString() ?? null,
    link_preview: null,
    pinned_until: p.pinnedUntil?.toISOString() ?? null,
  };
}

/** Wire posts with their parts stored beside them (media, poll, shared item). */
export function toPostWires(db: Database, rows: PostJoinRow[]): Promise<Post[]> {
  return withPostExtras(db, rows.map(toPostWire));
}

export async function livePostWire(db: Database, id: number): Promise<Post | null> {
  const rows = await selectPosts(db).where(and(eq(posts.id, id), isNull(posts.deletedAt)));
  return (await toPostWires(db, rows))[0] ?? null;
}

/** Live posts by id; `where` narrows them further (e.g. to those a viewer may see). */
export async function livePostWiresByIds(db: Database, ids: number[], where?: SQL): Promise<Map<number, Post>> {
  if (ids.length === 0) return new Map();
  const rows = await selectPosts(db).where(and(inArray(posts.id, ids), isNull(posts.deletedAt), where));
  return new Map((await toPostWires(db, rows)).map((p) => [p.id, p]));
}

/** A comment's live replies (replies are one level deep, so only top-level comments have any). */
const liveRepliesCount = sql<number>`(select count(*) from comments r where r.parent_id = ${comments.id} and r.deleted_at is null)`.mapWith(Number);

/** Live comments under live posts, oldest first; `limit` caps how many (a page). */
export async function commentWires(db: Database, where: SQL, limit?: number): Promise<Comment[]> {
  const rows = await db
    .select({ comment: comments, author: memberColumns, repliesCount: liveRepliesCount })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(where, isNull(comments.deletedAt), isNull(posts.deletedAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(limit ?? 2_147_483_647);
  return rows.map(({ comment: c, author: a, repliesCount }) => ({
    id: c.id,
    client_id: c.clientId,
    post_id: c.postId,
    author: toMemberWire(a),
    body: c.body,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    likes_count: c.likesCount,
    parent_id: c.parentId,
    text_entities: c.textEntities,
    edited_at: c.editedAt?.toISOString() ?? null,
    ...(c.parentId === null ? { replies_count: Number(repliesCount) } : {}),
  }));
}
