// Group changes: the group as this viewer sees it (their membership included), or the tombstone of lost access.
import { inArray } from 'drizzle-orm';
import { groups } from '../group-schema';
import { groupWiresByIds } from '../groups';
import { keyedById, type Materialiser } from '../../../core/materialisers/materialiser';

export const groupUpsert: Materialiser<'group.upsert'> = {
  load: async (db, viewerId, ids) => {
    const wires = await groupWiresByIds(db, viewerId, ids);
    return new Map([...wires].map(([id, data]) => [id, { data }]));
  },
};

/**
 * Written for the member who lost access (user_id); the key lets the mirror drop the wall's posts, and the group as
 * they still see it in lists (a private group they left) keeps it on their groups screen.
 */
export const groupDelete: Materialiser<'group.delete'> = {
  load: async (db, viewerId, ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: groups.id, key: groups.key }).from(groups).where(inArray(groups.id, ids));
    const listed = await groupWiresByIds(db, viewerId, ids);
    return keyedById(rows, (g) => {
      const group = listed.get(g.id);
      return group ? { id: g.id, key: g.key, group } : { id: g.id, key: g.key };
    });
  },
};
