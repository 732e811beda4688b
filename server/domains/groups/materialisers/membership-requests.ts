// Membership request changes, for the group's admins: a request still waiting in wire shape, or the tombstone of one that ended.
import { and, eq, inArray } from 'drizzle-orm';
import { groups, memberships } from '../group-schema';
import { changes } from '../../../core/sync-schema';
import { pendingRequestWires } from '../membership-request-wire';
import { keyedById, type Materialiser } from '../../../core/materialisers/materialiser';

/** A request approved, refused or withdrawn since is skipped: its tombstone follows in the feed. */
export const membershipRequestUpsert: Materialiser<'membership_request.upsert'> = {
  load: async (db, _viewerId, ids) => {
    if (ids.length === 0) return new Map();
    return keyedById(await pendingRequestWires(db, inArray(memberships.id, ids)), (data) => ({ data }));
  },
};

/**
 * The membership row is deleted by a refusal or a withdrawal, so the group comes from the change row itself (a
 * membership id belongs to one group for good; the id is never reused).
 */
export const membershipRequestDelete: Materialiser<'membership_request.delete'> = {
  load: async (db, _viewerId, ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectDistinct({ id: changes.entityId, groupKey: groups.key })
      .from(changes)
      .innerJoin(groups, eq(groups.id, changes.scopeId))
      .where(and(eq(changes.kind, 'membership_request.delete'), inArray(changes.entityId, ids)));
    return keyedById(rows, (r) => ({ id: r.id, group_key: r.groupKey }));
  },
};
