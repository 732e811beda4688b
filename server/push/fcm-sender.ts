// FCM delivery (a firebase deployment): the push payload sent as a data message to a device's token with firebase-admin, loaded only when a firebase config is set.
import type { Agent } from 'node:https';
import type { App } from 'firebase-admin/app';
import type { Messaging } from 'firebase-admin/messaging';
import { FCM_PAYLOAD_FIELD } from '../../schema/fcm-config';
import type { PushPayload } from '../../schema/push';
import type { PushSubscriptionRow } from '../domains/push/push-schema';
import type { PushSender, SendOutcome } from './push-sender';
import { serviceAccountCredential, type ServiceAccountForToken } from './service-account-token';

/** A service account's key file as the firebase console gives it (the fields firebase-admin reads). */
export interface ServiceAccountKey extends ServiceAccountForToken {
  project_id: string;
}

export interface FcmOptions {
  serviceAccount: ServiceAccountKey;
  /** Every HTTP call firebase-admin makes (the OAuth token, the send) goes through it: none in production; a test's stand-in. */
  httpAgent?: Agent;
}

/** How long FCM keeps a message for an offline device, as Web Push's TTL. */
const TTL_SECONDS = 24 * 60 * 60;

/** firebase-admin's error codes for a token that no longer reaches a device. */
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);
/** Worth trying again later: FCM busy or down, a quota, the network. */
const RETRY = new Set(['messaging/server-unavailable', 'messaging/internal-error', 'messaging/message-rate-exceeded', 'messaging/device-message-rate-exceeded', 'messaging/quota-exceeded', 'messaging/unknown-error', 'app/network-error', 'app/network-timeout', 'app/invalid-credential']);

/** A firebase-admin failure as a queue outcome (an error without a firebase code is the network's: retry). */
export function outcomeOfFcmError(err: unknown): SendOutcome {
  const code = (err as { code?: unknown })?.code;
  const reason = err instanceof Error ? err.message : String(err);
  if (typeof code !== 'string' || !code.includes('/')) return { kind: 'retry', reason };
  if (GONE.has(code)) return { kind: 'gone' };
  if (RETRY.has(code)) return { kind: 'retry', reason: `${code}: ${reason}` };
  return { kind: 'refused', reason: `${code}: ${reason}` };
}

let apps = 0;

/** The FCM sender; firebase-admin and its app are made at the first message, so a deployment without FCM never loads them. */
export function fcmSender(opts: FcmOptions): PushSender & { close(): Promise<void> } {
  let started: Promise<{ app: App; messaging: Messaging }> | null = null;
  const start = () =>
    (started ??= (async () => {
      const [{ initializeApp }, { getMessaging }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/messaging')]);
      const credential = serviceAccountCredential(opts.serviceAccount, opts.httpAgent);
      const app = initializeApp({ credential, projectId: opts.serviceAccount.project_id, httpAgent: opts.httpAgent }, `push-${++apps}`);
      return { app, messaging: getMessaging(app) };
    })());
  return {
    async send(subscription: PushSubscriptionRow, payload: PushPayload): Promise<SendOutcome> {
      if (!subscription.token) return { kind: 'gone' };
      try {
        const { messaging } = await start();
        // A data message: the app's service worker shows it with the same code as a Web Push message.
        await messaging.send({
          token: subscription.token,
          data: { [FCM_PAYLOAD_FIELD]: JSON.stringify(payload) },
          webpush: { headers: { TTL: String(TTL_SECONDS), Urgency: 'normal' } },
        });
        return { kind: 'delivered' };
      } catch (err) {
        return outcomeOfFcmError(err);
      }
    },
    async close() {
      if (!started) return;
      const { app } = await started.catch(() => ({ app: null }));
      if (app) {
        const { deleteApp } = await import('firebase-admin/app');
        await deleteApp(app);
      }
    },
  };
}
