// Whoever may see the change's group in lists (immersive and unseen secret groups left out); announced on the community channel.
import { sql } from 'drizzle-orm';
import { realtimeChannels } from '../../../schema/realtime';
import { changes } from '../sync-schema';
import { listableGroupIds } from '../../domains/groups/group-access';
import type { AudienceDef } from './audience';

export const groupListers: AudienceDef = {
  scope: 'group',
  visibleTo: (userId) => sql`${changes.scopeId} in ${listableGroupIds(userId)}`,
  channels: async (_db, rows) => rows.map(() => [realtimeChannels.community]),
};
