// Background sync: member writes that failed to reach the server are queued and replayed later, even with the app closed.
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { isReplayableWrite, replayableMethods } from './replayable-writes';

export const WRITE_QUEUE_NAME = 'api-writes';
const RETENTION_MINUTES = 7 * 24 * 60;

/** One queue for every kind keeps replays in the order the member wrote them. */
export function registerWriteQueue(origin: string): Queue {
  // Built at start-up so Workbox can attach its `sync` listener during the worker's first evaluation.
  const queue = new Queue(WRITE_QUEUE_NAME, { maxRetentionTime: RETENTION_MINUTES });
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

let replaying: Promise<void> | null = null;

/** Replays now (the page saw the network return); concurrent asks share one replay. */
export function replayNow(queue: Queue): Promise<void> {
  replaying ??= queue
    .replayRequests()
    .catch(() => undefined) // a failed request is back in the queue for the next sync
    .finally(() => {
      replaying = null;
    });
  return replaying;
}

/** Drops every queued write (sign-out): a replay after it would post as a member who has left this device. */
export async function clearQueue(queue: Queue): Promise<void> {
  while (await queue.shiftRequest()) {
    // each call removes one entry
  }
}
