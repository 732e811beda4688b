// The push queue's entry: one fan-out job per activity, written in the transaction that records it, so nothing is pushed for what rolled back.
import { pushJobs } from './push-schema';
import type { Database } from '../../db/connect';

/** Queues the push of these activities (turned into one delivery per subscription by the push worker). */
export async function queuePushFor(tx: Database, activityIds: number[]): Promise<void> {
  if (activityIds.length === 0) return;
  await tx.insert(pushJobs).values(activityIds.map((activityId) => ({ kind: 'fanout' as const, activityId })));
}
