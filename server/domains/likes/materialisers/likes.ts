// Like changes: the liker's own likes and unlikes, for every device of theirs (entity id: the likes row).
import { anyId } from '../../../db/any-id';
import { and, eq, isNull } from 'drizzle-orm';
import { likes } from '../../posts/post-schema';
import { keyedById, type Materialiser } from '../../../core/materialisers/materialiser';

const likeColumns = { id: likes.id, likeableType: likes.likeableType, likeableId: likes.likeableId, createdAt: likes.createdAt };

export const likeUpsert: Materialiser<'like.upsert'> = {
  load: async (db, viewerId, ids) => {
    if (ids.length === 0) return new Map();
    // An unliked row is skipped: its like.delete follows in the feed.
    const rows = await db
      .select(likeColumns)
      .from(likes)
      .where(and(anyId(likes.id, ids), eq(likes.userId, viewerId), isNull(likes.deletedAt)));
    return keyedById(rows, (l) => ({
      data: { likeable_type: l.likeableType, likeable_id: l.likeableId, created_at: l.createdAt.toISOString() },
    }));
  },
};

/** The row outlives the unlike (deleted_at set, or revived by a later like whose upsert follows). */
export const likeDelete: Materialiser<'like.delete'> = {
  load: async (db, viewerId, ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db.select(likeColumns).from(likes).where(and(anyId(likes.id, ids), eq(likes.userId, viewerId)));
    return keyedById(rows, (l) => ({ likeable_type: l.likeableType, likeable_id: l.likeableId }));
  },
};
