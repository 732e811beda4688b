// Post changes: the live post in wire shape, or the tombstone of a deleted one.
import { livePostWiresByIds } from '../post-wire';
import type { Materialiser } from './materialiser';

export const postUpsert: Materialiser<'post.upsert'> = {
  audience: 'group-readers',
  load: async (db, viewerId, ids) => {
    const wires = await livePostWiresByIds(db, ids);
    // A scheduled post reaches its author alone; the publishing job's change brings it to everyone.
    const visible = [...wires].filter(([, p]) => p.scheduled_at === null || p.author.id === viewerId);
    return new Map(visible.map(([id, data]) => [id, { data }]));
  },
};

/** A tombstone needs nothing but the id the change already holds. */
export const postDelete: Materialiser<'post.delete'> = {
  audience: 'group-readers',
  load: async (_db, _viewerId, ids) => new Map(ids.map((id) => [id, { id }])),
};
