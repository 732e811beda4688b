// Comment changes: the live comment in wire shape, or a tombstone naming the post it belonged to.
import { and, inArray } from 'drizzle-orm';
import { comments } from '../../db/schema';
import { commentWires } from '../post-wire';
import { publishedOrOwn } from '../scheduled-posts';
import { keyedById, type Materialiser } from './materialiser';

export const commentUpsert: Materialiser<'comment.upsert'> = {
  audience: 'group-readers',
  load: async (db, viewerId, ids) => {
    if (ids.length === 0) return new Map();
    // Comments on a scheduled post stay with its author until it is published, like the post.
    return keyedById(await commentWires(db, and(inArray(comments.id, ids), publishedOrOwn(viewerId))!), (data) => ({ data }));
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
