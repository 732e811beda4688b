// Likes of posts and comments: like and unlike (exactly once with an Idempotency-Key), and which ones the member likes.
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AccountLikesResponse, LikeableType, LikeAnswer, LikeBody } from '../../../schema/likes';
import { messages } from '../../../schema/messages';
import type { ChangeKind } from '../../../schema/sync';
import type { Database } from '../../db/connect';
import { groups } from '../groups/group-schema';
import { comments, likes, posts } from '../posts/post-schema';
import { recordLikeActivity } from '../activities/content-activities';
import { appendChanges } from '../../core/changes';
import { canReadGroup, groupExistsFor, loadGroupAccess, readableGroupIds } from '../groups/group-access';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import type { Viewer } from '../sessions/sessions';

interface LocatedLikeable {
  groupId: number;
  likesCount: number;
}

/** What liking needs of each likeable kind; assets do not exist yet, so they have no entry and are never found. */
interface LikeableKind {
  notFound: string;
  /** The change that carries the new count to everyone who may read the group. */
  upsert: Extract<ChangeKind, 'post.upsert' | 'comment.upsert'>;
  /** The live likeable, or nothing if it (or the post it belongs to) is deleted. */
  locate(db: Database, id: number): Promise<LocatedLikeable | undefined>;
  /** Adds to the count in place (never below zero); nothing if the likeable went away meanwhile. */
  addToCount(tx: Database, id: number, delta: 1 | -1): Promise<number | undefined>;
  /** Ids of live likeables of this kind in groups the viewer may read, as a subquery. */
  readableIds(viewerId: number): SQL;
}

const livePost = (id: number) => and(eq(posts.id, id), isNull(posts.deletedAt));
const liveComment = (id: number) =>
  and(eq(comments.id, id), isNull(comments.deletedAt), sql`${comments.postId} in (select p.id from ${posts} p where p.deleted_at is null)`);

const likeableKinds: Partial<Record<LikeableType, LikeableKind>> = {
  Post: {
    notFound: messages.postNotFound,
    upsert: 'post.upsert',
    locate: async (db, id) => (await db.select({ groupId: posts.groupId, likesCount: posts.likesCount }).from(posts).where(livePost(id)))[0],
    addToCount: async (tx, id, delta) => {
      const [row] = await tx
        .update(posts)
        .set({ likesCount: sql`greatest(${posts.likesCount} + ${delta}, 0)` })
        .where(livePost(id))
        .returning({ count: posts.likesCount });
      return row?.count;
    },
    readableIds: (viewerId) => sql`(select p.id from ${posts} p where p.deleted_at is null and p.group_id in ${readableGroupIds(viewerId)})`,
  },
  Comment: {
    notFound: messages.commentNotFound,
    upsert: 'comment.upsert',
    locate: async (db, id) =>
      (
        await db
          .select({ groupId: posts.groupId, likesCount: comments.likesCount })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(liveComment(id))
      )[0],
    addToCount: async (tx, id, delta) => {
      const [row] = await tx
        .update(comments)
        .set({ likesCount: sql`greatest(${comments.likesCount} + ${delta}, 0)` })
        .where(liveComment(id))
        .returning({ count: comments.likesCount });
      return row?.count;
    },
    readableIds: (viewerId) =>
      sql`(select c.id from ${comments} c join ${posts} p on p.id = c.post_id
           where c.deleted_at is null and p.deleted_at is null and p.group_id in ${readableGroupIds(viewerId)})`,
  },
};

/** The likeable if the viewer may read it: hidden (404) in a secret group they cannot see, refused (403) in one they may not read. */
export async function readableLikeable(db: Database, viewer: Viewer, target: LikeBody): Promise<{ kind: LikeableKind; found: LocatedLikeable }> {
  const kind = likeableKinds[target.likeable_type];
  if (!kind) throw new HttpError(404, messages.notFound);
  const found = await kind.locate(db, target.likeable_id);
  const access = found ? await loadGroupAccess(db, viewer.user.id, eq(groups.id, found.groupId)) : null;
  if (!found || !access || !groupExistsFor(access)) throw new HttpError(404, kind.notFound);
  if (!canReadGroup(access)) throw new HttpError(403, messages.notAMember);
  return { kind, found };
}

const answer = (target: LikeBody, liked: boolean, likesCount: number): LikeAnswer => ({
  likeable_type: target.likeable_type,
  likeable_id: target.likeable_id,
  liked,
  likes_count: likesCount,
});

/** Likes it; answers the id of the row if this call changed anything (a live like stays, an unliked row is revived). */
async function applyLike(tx: Database, userId: number, target: LikeBody): Promise<number | undefined> {
  const [row] = await tx
    .insert(likes)
    .values({ userId, likeableType: target.likeable_type, likeableId: target.likeable_id })
    .onConflictDoUpdate({
      target: [likes.userId, likes.likeableType, likes.likeableId],
      set: { deletedAt: null, createdAt: sql`now()` },
      setWhere: isNotNull(likes.deletedAt),
    })
    .returning({ id: likes.id });
  return row?.id;
}

/** Unlikes it, keeping the row (its id names the like.delete change); the id only if it was liked. */
async function applyUnlike(tx: Database, userId: number, target: LikeBody): Promise<number | undefined> {
  const [row] = await tx
    .update(likes)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(likes.userId, userId),
        eq(likes.likeableType, target.likeable_type),
        eq(likes.likeableId, target.likeable_id),
        isNull(likes.deletedAt),
      ),
    )
    .returning({ id: likes.id });
  return row?.id;
}

/**
 * Both answer the state after the call. Liking: 201 when this call liked it, 200 when it was liked already.
 * Unliking: 200, also when it was not liked. The count moves once, whatever the number of calls.
 */
async function setLiked(db: Database, viewer: Viewer, target: LikeBody, liked: boolean, idempotencyKey: string | null): Promise<StoredAnswer<LikeAnswer>> {
  const userId = viewer.user.id;
  const fingerprint = requestFingerprint(liked ? 'POST likes' : 'DELETE likes', target);
  return idempotentWrite(db, { userId, key: idempotencyKey, fingerprint }, async (tx) => {
    const { kind, found } = await readableLikeable(tx, viewer, target);
    const likeId = liked ? await applyLike(tx, userId, target) : await applyUnlike(tx, userId, target);
    if (likeId === undefined) return { status: 200, body: answer(target, liked, found.likesCount) };
    const count = await countAndAnnounce(tx, kind, target, found, likeId, liked, userId);
    return { status: liked ? 201 : 200, body: answer(target, liked, count) };
  });
}

export const like = (db: Database, viewer: Viewer, target: LikeBody, idempotencyKey: string | null) =>
  setLiked(db, viewer, target, true, idempotencyKey);

export const unlike = (db: Database, viewer: Viewer, target: LikeBody, idempotencyKey: string | null) =>
  setLiked(db, viewer, target, false, idempotencyKey);

/** The count for everyone who reads the group, the like itself for the liker's devices only. */
async function countAndAnnounce(
  tx: Database,
  kind: LikeableKind,
  target: LikeBody,
  found: LocatedLikeable,
  likeId: number,
  liked: boolean,
  userId: number,
): Promise<number> {
  const count = await kind.addToCount(tx, target.likeable_id, liked ? 1 : -1);
  // Deleted since it was read: the whole write is undone.
  if (count === undefined) throw new HttpError(404, kind.notFound);
  if (liked && target.likeable_type !== 'Asset') await recordLikeActivity(tx, userId, { type: target.likeable_type, id: target.likeable_id });
  await appendChanges(tx, [
    { kind: kind.upsert, entityId: target.likeable_id, scopeId: found.groupId },
    { kind: liked ? 'like.upsert' : 'like.delete', entityId: likeId, userId },
  ]);
  return count;
}

/** Which of these likeables the member likes, among those they may read now (assets: none exist). */
export async function accountLikes(
  db: Database,
  viewer: Viewer,
  query: { likeable_type: LikeableType; likeable_ids: number[] },
): Promise<AccountLikesResponse> {
  const ids = [...new Set(query.likeable_ids)];
  const kind = likeableKinds[query.likeable_type];
  if (ids.length === 0 || !kind) return { likes: [] };
  const rows = await db
    .select({ likeableId: likes.likeableId, createdAt: likes.createdAt })
    .from(likes)
    .where(
      and(
        eq(likes.userId, viewer.user.id),
        eq(likes.likeableType, query.likeable_type),
        inArray(likes.likeableId, ids),
        isNull(likes.deletedAt),
        sql`${likes.likeableId} in ${kind.readableIds(viewer.user.id)}`,
      ),
    );
  const createdAt = new Map(rows.map((r) => [r.likeableId, r.createdAt.toISOString()]));
  return {
    likes: ids.flatMap((id) => {
      const at = createdAt.get(id);
      return at ? [{ likeable_type: query.likeable_type, likeable_id: id, created_at: at }] : [];
    }),
  };
}
