// Walls and posts: the keyset feed, a post with its comments, creating and deleting posts.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '../../schema/messages';
import type { Post, PostsPage, PostWithComments } from '../../schema/posts';
import type { Database } from '../db/connect';
import { comments, groups, posts } from '../db/schema';
import { appendChanges } from './changes';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor';
import { canPostIn, canReadGroup, groupExistsFor, isGroupAdmin, loadGroupAccess, readableGroupByKey, type GroupAccess } from './group-access';
import { HttpError } from './http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from './idempotency';
import { commentWires, livePostWire, selectPosts, toPostWire } from './post-wire';
import type { Viewer } from './sessions';

/** A wall's posts, newest first, `limit` at a time, from an opaque cursor. */
export async function recentPosts(
  db: Database,
  viewer: Viewer,
  key: string,
  query: { cursor?: string; limit: number },
): Promise<PostsPage> {
  const after = query.cursor ? decodeFeedCursor(query.cursor) : null;
  const { group } = await readableGroupByKey(db, viewer.user.id, key);
  const rows = await selectPosts(db)
    .where(
      and(
        eq(posts.groupId, group.id),
        isNull(posts.deletedAt),
        after ? sql`(${posts.createdAt}, ${posts.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::int)` : undefined,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next = rows.length > query.limit && last ? encodeFeedCursor({ createdAt: last.post.createdAt, id: last.post.id }) : null;
  return { posts: page.map(toPostWire), meta: { next } };
}

/** A post and where it lives, if the viewer may read it; otherwise 404 whatever the reason. */
export async function readablePost(db: Database, viewer: Viewer, postId: number): Promise<{ access: GroupAccess; authorId: number; commentsDisabled: boolean }> {
  const [row] = await db
    .select({ groupId: posts.groupId, authorId: posts.authorId, commentsDisabled: posts.commentsDisabled })
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)));
  const access = row ? await loadGroupAccess(db, viewer.user.id, eq(groups.id, row.groupId)) : null;
  if (!row || !access || !groupExistsFor(access) || !canReadGroup(access)) throw new HttpError(404, messages.postNotFound);
  return { access, authorId: row.authorId, commentsDisabled: row.commentsDisabled };
}

export async function postWithComments(db: Database, viewer: Viewer, postId: number): Promise<PostWithComments> {
  await readablePost(db, viewer, postId);
  const post = await livePostWire(db, postId);
  if (!post) throw new HttpError(404, messages.postNotFound);
  return { post, comments: await commentWires(db, eq(comments.postId, postId)) };
}

export async function createPost(
  db: Database,
  viewer: Viewer,
  key: string,
  body: { body: string },
  idempotencyKey: string | null,
): Promise<StoredAnswer<{ post: Post }>> {
  const fingerprint = requestFingerprint(`POST wall ${key}`, body);
  return idempotentWrite(db, { userId: viewer.user.id, key: idempotencyKey, fingerprint }, async (tx) => {
    const access = await loadGroupAccess(tx, viewer.user.id, eq(groups.key, key));
    if (!access || !groupExistsFor(access)) throw new HttpError(404, messages.groupNotFound);
    if (!canPostIn(access)) throw new HttpError(403, messages.postingNotAllowed);
    const groupId = access.group.id;
    const [inserted] = await tx
      .insert(posts)
      .values({ groupId, authorId: viewer.user.id, clientId: idempotencyKey, body: body.body })
      .returning({ id: posts.id });
    const id = inserted!.id;
    await appendChanges(tx, [{ kind: 'post.upsert', entityId: id, groupId }]);
    const post = await livePostWire(tx, id);
    return { status: 201, body: { post: post! } };
  });
}

/** Soft delete by the author or a group admin; the feed gets a tombstone. */
export async function deletePost(db: Database, viewer: Viewer, postId: number): Promise<void> {
  const { access, authorId } = await readablePost(db, viewer, postId);
  if (authorId !== viewer.user.id && !isGroupAdmin(access)) throw new HttpError(403, messages.forbidden);
  await db.transaction(async (tx) => {
    const done = await tx
      .update(posts)
      .set({ deletedAt: new Date() })
      .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
      .returning({ id: posts.id });
    if (done.length === 0) throw new HttpError(404, messages.postNotFound);
    await appendChanges(tx, [{ kind: 'post.delete', entityId: postId, groupId: access.group.id }]);
  });
}
