// Background sync: member writes that failed to reach the server are queued and replayed later, even with the app closed.
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { createReplayer, type Replayer, type ReplayResult } from './replay';
import { isReplayableWrite, replayableMethods } from './replayable-writes';

export const WRITE_QUEUE_NAME = 'api-writes';
const RETENTION_MINUTES = 7 * 24 * 60;

/** One queue for every kind keeps replays in the order the member wrote them. */
export function registerWriteQueue(origin: string): Queue {
  // Built at start-up so Workbox can attach its `sync` listener during the worker's first evaluation.
  // Workbox's own replay drops an entry answered 5xx or 429 and, without Background Sync, replays only at start:
  // every trigger (sync event, start, the page's 'online') goes through our replayer instead.
  const queue = new Queue(WRITE_QUEUE_NAME, {
    maxRetentionTime: RETENTION_MINUTES,
    onSync: async ({ queue: q }) => {
      await replayNow(q);
    },
  });
  const enqueueOnFailure: WorkboxPlugin = {
    // The request as sent, with its session headers and Idempotency-Key.
    fetchDidFail: async ({ request }) => {
      await queue.pushRequest({ request });
    },
  };
  const handler = new NetworkOnly({ plugins: [enqueueOnFailure] });
  for (const method of replayableMethods) {
    registerRoute(({ request }) => isReplayableWrite(request.method, request.url, origin), handler, method);
  }
  return queue;
}

let replayer: Replayer | null = null;

/**
 * Replays now (a sync event, the worker's start, the page saw the network return); concurrent asks share one run.
 * Rejects while writes are left, which tells a sync event to come back; they are retried with backoff meanwhile.
 */
export function replayNow(queue: Queue): Promise<ReplayResult> {
  replayer ??= createReplayer(queue, (request) => fetch(request));
  return replayer.replay();
}

/** Drops every queued write (sign-out): a replay after it would post as a member who has left this device. */
export async function clearQueue(queue: Queue): Promise<void> {
  while (await queue.shiftRequest()) {
    // each call removes one entry
  }
}
