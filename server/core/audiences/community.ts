// Every signed-in member (member cards): announced on the community channel.
import { sql } from 'drizzle-orm';
import { realtimeChannels } from '../../../schema/realtime';
import type { AudienceDef } from './audience';

export const community: AudienceDef = {
  scope: null,
  visibleTo: () => sql`true`,
  channels: async (_db, rows) => rows.map(() => [realtimeChannels.community]),
};
