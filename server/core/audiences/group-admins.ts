// The active admins of the change's group (hosts who are not among them read requests by REST); each hears it on their own channel.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { realtimeChannels } from '../../../schema/realtime';
import { memberships } from '../../domains/groups/group-schema';
import { changes } from '../sync-schema';
import { adminGroupIds } from '../../domains/groups/group-access';
import { membersOfScopes, type AudienceDef } from './audience';

export const groupAdmins: AudienceDef = {
  scope: 'group',
  visibleTo: (userId) => sql`${changes.scopeId} in ${adminGroupIds(userId)}`,
  channels: async (db, rows) => {
    const adminsOf = await membersOfScopes(rows, (ids) =>
      db
        .select({ id: memberships.groupId, userId: memberships.userId })
        .from(memberships)
        .where(and(inArray(memberships.groupId, ids), eq(memberships.role, 'admin'), eq(memberships.status, 'active'))),
    );
    return rows.map((r) => adminsOf(r.scopeId).map((id) => realtimeChannels.member(id)));
  },
};
