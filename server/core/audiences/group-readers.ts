// Whoever may read the change's group wall: public and mandatory groups' readers, else its active members; they hear it on the group's channel.
import { sql } from 'drizzle-orm';
import { realtimeChannels } from '../../../schema/realtime';
import { changes } from '../sync-schema';
import { readableGroupIds } from '../../domains/groups/group-access';
import type { AudienceDef } from './audience';

export const groupReaders: AudienceDef = {
  scope: 'group',
  visibleTo: (userId) => sql`${changes.scopeId} in ${readableGroupIds(userId)}`,
  channels: async (_db, rows) => rows.map((r) => (r.scopeId === null ? [] : [realtimeChannels.group(r.scopeId)])),
};
