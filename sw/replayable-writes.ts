// Which writes the service worker queues for replay (derived from the outbox's mutation requests), and when the page asks to replay.
import { apiPaths } from '../schema/api-paths';
import { mutationRequests } from '../schema/outbox';

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

/** Each carries an Idempotency-Key, so a replay racing the engine's own resend is harmless. */
const replayable = Object.values(mutationRequests)
  .filter((r) => r.replayable)
  .map((r) => ({ method: r.method, path: patternToRegExp(apiPaths[r.path]) }));

/** The methods the queue listens to (Workbox routes are per method). */
export const replayableMethods = [...new Set(replayable.map((r) => r.method))];

export function isReplayableWrite(method: string, url: string | URL, origin: string): boolean {
  const u = new URL(url);
  return u.origin === origin && replayable.some((r) => r.method === method && r.path.test(u.pathname));
}

export type QueueMessage = 'replay-queues' | 'clear-queues';

/**
 * 'replay-queues': the page saw the network return and asks for the queue now rather than at the next sync event.
 * 'clear-queues': the member signed out or deleted the account; what they had not sent must never be sent.
 */
export function queueMessage(data: unknown): QueueMessage | null {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return type === 'replay-queues' || type === 'clear-queues' ? type : null;
}
