// Which writes the service worker queues for replay (creating posts and comments), and when the page asks to replay.
import { apiPaths } from '../schema/api-paths';

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

/** Both carry an Idempotency-Key, so a replay racing the engine's own resend is harmless. */
const replayable = [apiPaths.wallPosts, apiPaths.postComments].map(patternToRegExp);

export function isReplayableWrite(method: string, url: string | URL, origin: string): boolean {
  const u = new URL(url);
  return method === 'POST' && u.origin === origin && replayable.some((re) => re.test(u.pathname));
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
