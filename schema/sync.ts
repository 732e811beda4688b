// The delta feed: every change has a server-assigned cursor; deletions and lost access are tombstones.
import { z } from 'zod';
import { group } from './groups';
import { comment, post } from './posts';

export const syncQuery = z.object({
  /** Absent: answer only the current head cursor, to start deltas from before an initial pull. */
  cursor: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

export const change = z.discriminatedUnion('kind', [
  z.object({ cursor: z.number().int(), kind: z.literal('post.upsert'), data: post }),
  z.object({ cursor: z.number().int(), kind: z.literal('post.delete'), id: z.number().int() }),
  z.object({ cursor: z.number().int(), kind: z.literal('comment.upsert'), data: comment }),
  z.object({ cursor: z.number().int(), kind: z.literal('comment.delete'), id: z.number().int(), post_id: z.number().int() }),
  z.object({ cursor: z.number().int(), kind: z.literal('group.upsert'), data: group }),
  /** The member may no longer see this group: drop it and everything in it from the mirror. */
  z.object({ cursor: z.number().int(), kind: z.literal('group.delete'), id: z.number().int(), key: z.string() }),
]);
export type Change = z.infer<typeof change>;

export const syncResponse = z.object({
  changes: z.array(change),
  cursor: z.number().int(),
  has_more: z.boolean(),
});
export type SyncResponse = z.infer<typeof syncResponse>;
