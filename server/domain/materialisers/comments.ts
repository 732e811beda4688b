// Comment changes: the live comment in wire shape, or a tombstone naming the post it belonged to.
import { inArray } from 'drizzle-orm';
import { comments } from '../../db/schema';
import { commentWires } from '../post-wire';
import { keyedById, type Materialiser } from './materialiser';

export const commentUpsert: Materialiser<'comment.upsert'> = {
  audience: 'group-readers',
  load: async (db, _viewerId, ids) => {
    if (ids.length === 0) return new Map();
    return keyedById(await commentWires(db, inArray(comments.id, ids)), (data) => ({ data }));
  },
};

export const commentDelete: Materialiser<'comment.delete'> = {
  audience: 'group-readers',
  load: async (db, _viewerId, ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: comments.id, postId: comments.postId }).from(comments).where(inArray(comments.id, ids));
    return keyedById(rows, (c) => ({ id: c.id, post_id: c.postId }));
  },
};
