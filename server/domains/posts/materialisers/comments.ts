// Comment changes: the live comment in wire shape, or a tombstone naming the post it belonged to.
import { anyId } from '../../../db/any-id';
import { and, not } from 'drizzle-orm';
import { comments } from '../post-schema';
import { visibleCommentFor } from '../content-visibility';
import { commentWires } from '../post-wire';
import { postLensOf, premiumReadable } from '../premium-posts';
import { keyedById, type Materialiser } from '../../../core/materialisers/materialiser';

export const commentUpsert: Materialiser<'comment.upsert'> = {
  load: async (db, viewerId, ids) => {
    if (ids.length === 0) return new Map();
    // Comments on a scheduled post stay with its author until it is published, like the post; a shadowbanned
    // member's (and those under their posts and comments) stay with them.
    // A premium post's comments reach only readers who hold its plan (its holdings read once for the page).
    const lens = await postLensOf(db, viewerId);
    return keyedById(await commentWires(db, and(anyId(comments.id, ids), visibleCommentFor(viewerId), premiumReadable(lens, true))!), (data) => ({ data }));
  },
};

/** Skipped for a viewer who still sees the comment (a shadowbanned author keeps their own): a tombstone for it would be wrong. */
export const commentDelete: Materialiser<'comment.delete'> = {
  load: async (db, viewerId, ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: comments.id, postId: comments.postId })
      .from(comments)
      .where(and(anyId(comments.id, ids), not(visibleCommentFor(viewerId))));
    return keyedById(rows, (c) => ({ id: c.id, post_id: c.postId }));
  },
};
