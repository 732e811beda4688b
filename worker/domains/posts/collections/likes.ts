// Likes collection: the member's own likes; an unsent like or unlike wins over what the server last said until delivered.
import { likeUid, type LocalDb, type LocalLike } from '../../../../schema/local-db';
import type { Like, LikeableType } from '../../../../schema/likes';
import { defineCollection } from '../../../collections/collection';
import { dropServerRows, putServerRows } from '../../../overlay/rebase';

export const LIKES_BUDGET = 20_000;

/** Records what the server says of one like (a row when liked, none when not); an unsent change stays laid over it. */
export async function setServerLiked(db: LocalDb, type: LikeableType, id: number, liked: boolean): Promise<void> {
  const uid = likeUid(type, id);
  if (liked) await putServerRows(db, 'likes', [{ uid, likeable_type: type, likeable_id: id, liked: 1, server_liked: 1 }]);
  else await dropServerRows(db, 'likes', [uid]);
}

/** The server's answer to "which of these do I like": the ids it does not name are not liked. */
export async function putAccountLikes(db: LocalDb, type: LikeableType, askedIds: number[], likes: Like[]): Promise<void> {
  const liked = new Set(likes.filter((l) => l.likeable_type === type).map((l) => l.likeable_id));
  for (const id of askedIds) await setServerLiked(db, type, id, liked.has(id));
}

async function forgetTargets(db: LocalDb, type: LikeableType, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const uids = ids.map((id) => likeUid(type, id));
  const rows = (await db.likes.bulkGet(uids)).filter((r): r is LocalLike => !!r && !r.status);
  await db.likes.bulkDelete(rows.map((r) => r.uid));
}

export const likes = defineCollection<'like.upsert' | 'like.delete'>({
  table: 'likes',
  changes: {
    'like.upsert': async (db, changes) => {
      for (const c of changes) await setServerLiked(db, c.data.likeable_type, c.data.likeable_id, true);
    },
    'like.delete': async (db, changes) => {
      for (const c of changes) await setServerLiked(db, c.likeable_type, c.likeable_id, false);
    },
  },
  async forget(db, lost) {
    await forgetTargets(db, 'Post', lost.postIds);
    await forgetTargets(db, 'Comment', lost.commentIds);
  },
  retention: {
    budget: LIKES_BUDGET,
    // Likes of things no longer on the device carry no meaning there.
    async sweep(db, budget) {
      if ((await db.likes.count()) <= budget) return 0;
      const [postIds, commentIds] = await Promise.all([db.posts.orderBy('id').uniqueKeys(), db.comments.orderBy('id').uniqueKeys()]);
      const present = { Post: new Set(postIds), Comment: new Set(commentIds), Asset: new Set() };
      const gone = await db.likes.filter((l) => !l.status && !present[l.likeable_type].has(l.likeable_id)).primaryKeys();
      await db.likes.bulkDelete(gone);
      return gone.length;
    },
  },
});
