// Where the realtime SDK connects: the configuration's `realtime` block (apart from schema/realtime.ts, which reads the change kinds).
import { z } from 'zod';

/** The same shape for the embedded gateway and PubNub. */
export const realtimeConfig = z.object({
  provider: z.enum(['gateway', 'pubnub']),
  /** The SDK's `origin` (host[:port]); null: PubNub's default origin. */
  origin: z.string().nullable(),
  /** The SDK's `ssl`. */
  ssl: z.boolean(),
  subscribe_key: z.string(),
});
export type RealtimeConfig = z.infer<typeof realtimeConfig>;
