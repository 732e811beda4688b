// Event changes for the readers of the event's group (every member for the community's own): the event as this reader sees it, computed per reader.
import { eventLens, eventReadable } from '../event-lens';
import { eventWiresByIds } from '../event-wire';
import type { Materialiser } from '../../../core/materialisers/materialiser';

export const eventUpsert: Materialiser<'event.upsert'> = {
  load: async (db, viewerId, ids) => {
    if (ids.length === 0) return new Map();
    // A deleted event is skipped: its event.delete follows in the feed.
    const wires = await eventWiresByIds(db, await eventLens(db, viewerId, new Date()), ids, eventReadable(viewerId));
    return new Map([...wires].map(([id, data]) => [id, { data }]));
  },
};

/** A tombstone names only the id: the row is gone, or no longer the reader's to see. */
export const eventDelete: Materialiser<'event.delete'> = {
  load: async (_db, _viewerId, ids) => new Map(ids.map((id) => [id, { id }])),
};
