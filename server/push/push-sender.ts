// The push adapters: how one notification reaches one subscription, and what the answer means for the queue.
import type { PushPayload } from '../../schema/push';
import type { PushSubscriptionRow } from '../db/push-schema';

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

/**
 * FCM is the adapter seam for a firebase deployment: firebase-admin is not a dependency of this build, so an FCM
 * token is kept but nothing is sent to it (docs/decisions.md). A deployment that adds firebase-admin implements
 * PushSender for `kind: 'fcm'` (send `payload` as the message's data to `subscription.token`; an
 * `messaging/registration-token-not-registered` error is `gone`) and passes it to buildApp's `push.fcm`.
 */
export const fcmNotConfigured: PushSender = {
  send: async () => ({ kind: 'refused', reason: 'no FCM sender in this deployment' }),
};
