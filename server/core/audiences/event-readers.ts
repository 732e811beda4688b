// An event's readers: whoever may read its group's wall, or every member for the community's own events (no scope); heard on the group's channel or the community's.
import { sql } from 'drizzle-orm';
import { realtimeChannels } from '../../../schema/realtime';
import { changes } from '../sync-schema';
import { readableGroupIds } from '../../domains/groups/group-access';
import type { AudienceDef } from './audience';

export const eventReaders: AudienceDef = {
  scope: 'group',
  visibleTo: (userId) => sql`(${changes.scopeId} is null or ${changes.scopeId} in ${readableGroupIds(userId)})`,
  channels: async (_db, rows) => rows.map((r) => [r.scopeId === null ? realtimeChannels.community : realtimeChannels.group(r.scopeId)]),
};
