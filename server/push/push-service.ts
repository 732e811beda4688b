// Push delivery for one process: the VAPID keys, the senders, and the worker loop woken after every commit that may have queued a push.
import type { Database } from '../db/connect';
import { processDuePushJobs, RETRY_BASE_MS } from '../domain/push/push-deliveries';
import { wakeableJob, type WakeableJob } from '../domain/periodic-job';
import { publicAddressesOnly, type AddressPolicy } from '../link-preview/address-policy';
import type { Resolver } from '../link-preview/safe-fetch';
import { CHANGES_CHANNEL } from '../realtime/realtime';
import { listenForNotifications } from '../realtime/db-notifications';
import { fcmNotConfigured, type PushSender } from './push-sender';
import { generateVapidKeys, loadOrCreateVapidKeys, type VapidKeys } from './vapid';
import { webPushSender } from './web-push-sender';

export interface PushOptions {
  /** Where the VAPID keys are kept (DATA_DIR/vapid-keys.json in production); without it (and without `vapidKeys`), keys for this run only. */
  vapidKeysFile?: string;
  vapidKeys?: VapidKeys;
  /** Which addresses a Web Push endpoint may resolve to: public ones by default (tests: loopback too). */
  policy?: AddressPolicy;
  resolver?: Resolver;
  /** Extra certificate authorities trusted for endpoints (a test's receiver). */
  ca?: string;
  /** The FCM sender of a firebase deployment (server/push/push-sender.ts); none by default. */
  fcm?: PushSender;
  /** How often due jobs (retries) are looked for besides the wake after each commit; default 5 s. */
  intervalMs?: number;
  retryBaseMs?: number;
}

export interface PushService {
  vapidPublicKey: string;
  job: WakeableJob;
  close(): Promise<void>;
}

export async function startPush(db: Database, subject: string, opts: PushOptions = {}): Promise<PushService> {
  const keys = opts.vapidKeys ?? (opts.vapidKeysFile ? loadOrCreateVapidKeys(opts.vapidKeysFile) : generateVapidKeys());
  const deps = {
    webPush: webPushSender({ keys, subject, policy: opts.policy ?? publicAddressesOnly, resolver: opts.resolver, ca: opts.ca }),
    fcm: opts.fcm ?? fcmNotConfigured,
    retryBaseMs: opts.retryBaseMs ?? RETRY_BASE_MS,
  };
  // A full batch means more may be due: run again until a batch comes back short.
  const job = wakeableJob('delivering push notifications', async () => {
    while ((await processDuePushJobs(db, deps, new Date())) > 0);
  }, opts.intervalMs ?? 5_000);
  const notifications = await listenForNotifications(db, [CHANGES_CHANNEL], () => job.wake(), () => job.wake());
  return {
    vapidPublicKey: keys.publicKey,
    job,
    close: async () => {
      await notifications.close();
      await job.stop();
    },
  };
}
