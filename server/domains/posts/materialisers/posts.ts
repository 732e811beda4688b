// Post changes: the live post in wire shape, or the tombstone of a deleted one (or of one the viewer may no longer see).
import { anyId } from '../../../db/any-id';
import { and } from 'drizzle-orm';
import { posts } from '../post-schema';
import { visiblePostFor } from '../content-visibility';
import { livePostWiresByIds } from '../post-wire';
import { postLensOf } from '../premium-posts';
import type { Materialiser } from '../../../core/materialisers/materialiser';

export const postUpsert: Materialiser<'post.upsert'> = {
  load: async (db, viewerId, ids) => {
    // A scheduled post, or a shadowbanned member's, reaches its author alone (the publishing job's or a lifted
    // shadowban's change brings it to everyone).
    // The viewer's holdings are read once for the page: a premium post they lack the plan of is its locked stub (or,
    // where the community hides locked posts, nothing).
    const wires = await livePostWiresByIds(db, ids, await postLensOf(db, viewerId), visiblePostFor(viewerId));
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
