// The push adapters: how one notification reaches one subscription, and what the answer means for the queue.
import type { PushPayload } from '../../schema/push';
import type { PushSubscriptionRow } from '../domains/push/push-schema';

/**
 * delivered: done. gone: the subscription no longer exists (404, 410): remove it. retry: try again later (429, 5xx,
 * a network failure, a time-out). refused: the push service will never take this message (another 4xx): drop it.
 */
export type SendOutcome = { kind: 'delivered' } | { kind: 'gone' } | { kind: 'retry'; reason: string } | { kind: 'refused'; reason: string };

export interface PushSender {
  send(subscription: PushSubscriptionRow, payload: PushPayload): Promise<SendOutcome>;
}

/** An HTTP status as a queue outcome (RFC 8030 section 5 and the push services' usage). */
export function outcomeOfStatus(status: number): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  if (status === 429 || status === 408 || status >= 500) return { kind: 'retry', reason: `HTTP ${status}` };
  return { kind: 'refused', reason: `HTTP ${status}` };
}

/** FCM tokens of a deployment without a firebase config (they were registered when it had one): nothing is sent to them. */
export const fcmNotConfigured: PushSender = {
  send: async () => ({ kind: 'refused', reason: 'this deployment has no firebase config' }),
};
