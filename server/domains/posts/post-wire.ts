// Reads posts and comments joined with their authors (and wall key) and turns them into wire shapes.
import { anyId } from '../../db/any-id';
import { and, asc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Comment, Post } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { groups } from '../groups/group-schema';
import { comments, posts } from './post-schema';
import { users } from '../account/users-schema';
import { memberColumns, toMemberWire } from '../people/member-wire';
import { postPartsPresent, withPostExtras } from './post-extras';
import { opensPost, throughLens, type PostLens } from './premium-posts';

/** `timestamptz` as JavaScript's toISOString() writes it (UTC, milliseconds). */
const isoText = (column: AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A post's own fields in wire shape (schema/posts.ts), built by the database as JSON text. One text column per post,
 * not twenty: PGlite decodes results field by field in JavaScript, and for a 1,000-post sync page that decoding cost
 * ~4x the query (bench (a)). The author's card and the parts stored beside the post are added after.
 */
const postFieldsJson = sql<string>`json_build_object(
  'id', ${posts.id}, 'client_id', ${posts.clientId}, 'wall_key', ${groups.key}, 'group_id', ${posts.groupId},
  'body', ${posts.body}, 'created_at', ${isoText(posts.createdAt)}, 'updated_at', ${isoText(posts.updatedAt)},
  'likes_count', ${posts.likesCount}, 'comments_count', ${posts.commentsCount}, 'comments_disabled', ${posts.commentsDisabled},
  'text_entities', ${posts.textEntities}, 'link_button', ${posts.linkButton},
  'scheduled_at', ${isoText(posts.scheduledAt)}, 'edited_at', ${isoText(posts.editedAt)},
  'pinned_until', ${isoText(posts.pinnedUntil)}, 'required_plan', ${posts.requiredPlan}
)::text`;

/** A select of live-or-not posts with author and wall key; callers add where, order and limit. */
export function selectPosts(db: Database) {
  return db
    .select({ fields: postFieldsJson, author: memberColumns, parts: postPartsPresent })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(groups, eq(groups.id, posts.groupId));
}

export type PostJoinRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

type PostFields = Omit<Post, 'author' | 'media' | 'poll' | 'shared' | 'link_preview' | 'locked'>;

export function toPostWire(r: PostJoinRow): Post {
  const fields = JSON.parse(r.fields) as PostFields;
  // Filled by the post-extras readers (media, poll, sharing, link preview) where a post carries them.
  return { ...fields, author: toMemberWire(r.author), media: [], poll: null, shared: null, link_preview: null, locked: false };
}

/**
 * Wire posts as one reader may have them (premium-posts.ts: whole, a locked stub, or left out), with the parts stored
 * beside them (media, poll, shared item, link preview) read only for the whole posts that have one. Every answer and
 * change that carries posts comes through here, so a premium body never reaches a reader without the plan.
 */
export async function toPostWires(db: Database, rows: PostJoinRow[], lens: PostLens): Promise<Post[]> {
  const wires = rows.map(toPostWire);
  const open = wires.map((p) => opensPost(lens, { required_plan: p.required_plan, authorId: p.author.id }));
  await withPostExtras(
    db,
    wires.filter((_, i) => open[i]),
    rows.filter((_, i) => open[i]).map((r) => r.parts),
  );
  return throughLens(lens, wires);
}

export async function livePostWire(db: Database, id: number, lens: PostLens): Promise<Post | null> {
  const rows = await selectPosts(db).where(and(eq(posts.id, id), isNull(posts.deletedAt)));
  return (await toPostWires(db, rows, lens))[0] ?? null;
}

/** Live posts by id as `lens`'s reader may have them; `where` narrows them further (e.g. to those a viewer may see). */
export async function livePostWiresByIds(db: Database, ids: number[], lens: PostLens, where?: SQL): Promise<Map<number, Post>> {
  if (ids.length === 0) return new Map();
  const rows = await selectPosts(db).where(and(anyId(posts.id, ids), isNull(posts.deletedAt), where));
  return new Map((await toPostWires(db, rows, lens)).map((p) => [p.id, p]));
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
