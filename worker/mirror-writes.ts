// Mirror writes shared by pulls, deltas and the outbox: canonical rows replace drafts, deletions cascade.
import type { LocalDb } from '../schema/local-db';
import type { Comment, Post } from '../schema/posts';
import { kvGet } from './kv';
import { draftUid, toLocalComment, toLocalPost } from './mirror-rows';

/** The member changed (sign-out, another sign-in) while an answer was on its way: it must not land. */
export class SessionChangedError extends Error {
  constructor() {
    super('The session changed; the answer was dropped');
    this.name = 'SessionChangedError';
  }
}

const mirrorTables = (db: LocalDb) => [db.kv, db.groups, db.walls, db.posts, db.comments, db.outbox];

/**
 * One read-write transaction over the mirror that commits only if the stored session still belongs to
 * `userId` (null: signed out). Checked inside the transaction, so a sign-out in another tab cannot interleave.
 */
export function writeAsMember<T>(db: LocalDb, userId: number | null, fn: () => Promise<T>): Promise<T> {
  return db.transaction('rw', mirrorTables(db), async () => {
    const session = await kvGet(db, 'session');
    if ((session?.user_id ?? null) !== userId) throw new SessionChangedError();
    return fn();
  });
}

/** The user id of the stored session, or null when signed out. */
export async function currentUserId(db: LocalDb): Promise<number | null> {
  return (await kvGet(db, 'session'))?.user_id ?? null;
}

/** Puts the server's posts; drafts this device wrote and their outbox entries are done with. Call inside a transaction. */
export async function putServerPosts(db: LocalDb, posts: Post[]): Promise<void> {
  await db.posts.bulkPut(posts.map(toLocalPost));
  await dropDelivered(db, posts, 'posts');
}

export async function putServerComments(db: LocalDb, comments: Comment[]): Promise<void> {
  await db.comments.bulkPut(comments.map(toLocalComment));
  await dropDelivered(db, comments, 'comments');
}

export const putServerPost = (db: LocalDb, post: Post) => putServerPosts(db, [post]);
export const putServerComment = (db: LocalDb, comment: Comment) => putServerComments(db, [comment]);

async function dropDelivered(db: LocalDb, rows: { client_id: string | null }[], table: 'posts' | 'comments'): Promise<void> {
  const clientIds = rows.flatMap((r) => (r.client_id ? [r.client_id] : []));
  if (clientIds.length === 0) return;
  await db[table].bulkDelete(clientIds.map(draftUid));
  await db.outbox.where('client_id').anyOf(clientIds).delete();
}

/** Removes a post the server deleted, with its comments; the member's undelivered drafts stay visible in the outbox. */
export async function deletePostCascade(db: LocalDb, postId: number): Promise<void> {
  await db.posts.where('id').equals(postId).filter((p) => !p.status).delete();
  await db.comments.where('post_id').equals(postId).filter((c) => !c.status).delete();
}

export async function deleteCommentRow(db: LocalDb, commentId: number): Promise<void> {
  await db.comments.where('id').equals(commentId).filter((c) => !c.status).delete();
}

/** Access to a group is gone: drop it, its paging row, its posts and their comments. */
export async function deleteGroupCascade(db: LocalDb, key: string): Promise<void> {
  await db.groups.delete(key);
  await db.walls.delete(key);
  const ids = (await db.posts.where('wall_key').equals(key).filter((p) => !p.status).toArray()).map((p) => p.id);
  for (const id of ids) await deletePostCascade(db, id);
}

/** Sign-out: the member's session, user data, cursor, mirror and outbox go; startup data stays. */
export function wipeMember(db: LocalDb): Promise<void> {
  return db.transaction('rw', mirrorTables(db), async () => {
    await db.kv.bulkDelete(['session', 'userData', 'syncCursor', 'mirrorOwner']);
    await Promise.all([db.groups.clear(), db.walls.clear(), db.posts.clear(), db.comments.clear(), db.outbox.clear()]);
  });
}
