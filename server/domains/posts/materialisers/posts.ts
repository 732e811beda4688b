// Post changes: the live post in wire shape, or the tombstone of a deleted one (or of one the viewer may no longer see).
import { anyId } from '../../../db/any-id';
import { and } from 'drizzle-orm';
import { posts } from '../post-schema';
import { visiblePostFor } from '../content-visibility';
import { livePostWiresByIds } from '../post-wire';
import type { Materialiser } from '../../../core/materialisers/materialiser';

export const postUpsert: Materialiser<'post.upsert'> = {
  load: async (db, viewerId, ids) => {
    // A scheduled post, or a shadowbanned member's, reaches its author alone (the publishing job's or a lifted
    // shadowban's change brings it to everyone).
    const wires = await livePostWiresByIds(db, ids, visiblePostFor(viewerId));
    return new Map([...wires].map(([id, data]) => [id, { data }]));
  },
};

/** A tombstone needs nothing but the id; it is skipped for a viewer who still sees the post (a shadowbanned author). */
export const postDelete: Materialiser<'post.delete'> = {
  load: async (db, viewerId, ids) => {
    if (ids.length === 0) return new Map();
    const seen = await db.select({ id: posts.id }).from(posts).where(and(anyId(posts.id, ids), visiblePostFor(viewerId)));
    const kept = new Set(seen.map((p) => p.id));
    return new Map(ids.filter((id) => !kept.has(id)).map((id) => [id, { id }]));
  },
};
