// Activity changes: the activity as its member sees it now (seen or not); one for a group's new post reaches each of its members.
import { activityWiresByIds } from '../read';
import type { Materialiser } from '../../../core/materialisers/materialiser';

/**
 * Written with the member's user id, or (a group's new post) with the group's id: the group's readers' feeds carry it
 * and the load leaves out whoever it is not for (non-members, its author), as the list does.
 */
export const activityUpsert: Materialiser<'activity.upsert'> = {
  load: async (db, viewerId, ids) => {
    const wires = await activityWiresByIds(db, viewerId, ids);
    return new Map([...wires].map(([id, data]) => [id, { data }]));
  },
};

/** The row may be gone: the id is all a mirror needs to forget it. */
export const activityDelete: Materialiser<'activity.delete'> = {
  load: async (_db, _viewerId, ids) => new Map(ids.map((id) => [id, { id }])),
};
