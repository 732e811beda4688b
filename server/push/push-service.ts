// Push delivery for one process: the VAPID keys, the senders, and the worker loop woken after every commit that may have queued a push (and, every few seconds, the activity mails that fell due).
import type { Database } from '../db/connect';
import { ACTIVITY_EMAIL_DELAY_MS, processDueActivityEmails, type ActivityMailDeps } from '../domains/activities/emails';
import { processDuePushJobs, RETRY_BASE_MS } from '../domains/push/push-deliveries';
import { wakeableJob, type WakeableJob } from '../core/periodic-job';
import { publicAddressesOnly, type AddressPolicy } from '../link-preview/address-policy';
import type { Resolver } from '../link-preview/safe-fetch';
import { CHANGES_CHANNEL } from '../realtime/realtime';
import { listenForNotifications } from '../realtime/db-notifications';
import type { FirebaseWebConfig } from '../../schema/fcm-config';
import { fcmSender, type FcmOptions } from './fcm-sender';
import { fcmNotConfigured } from './push-sender';
import { generateVapidKeys, loadOrCreateVapidKeys, type VapidKeys } from './vapid-keys';
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
  /**
   * A firebase deployment (FIREBASE_CONFIG and FIREBASE_SERVICE_ACCOUNT_FILE): the web config the app's messaging SDK
   * starts from, and the service account firebase-admin sends to FCM tokens with. Without it FCM tokens get nothing.
   */
  firebase?: FcmOptions & { webConfig: FirebaseWebConfig };
  /** How often due jobs (retries) are looked for besides the wake after each commit; default 5 s. */
  intervalMs?: number;
  retryBaseMs?: number;
  /** Email notifications: the mailer and the app's address; without it no activity is mailed. */
  mail?: ActivityMailDeps;
  /** How long after an activity its mail is due (ACTIVITY_EMAIL_DELAY_MS by default). */
  emailDelayMs?: number;
}

export interface PushService {
  vapidPublicKey: string;
  /** The firebase web config the app registers an FCM token with, when this deployment sends through FCM. */
  firebaseConfig: FirebaseWebConfig | null;
  job: WakeableJob;
  close(): Promise<void>;
}

export async function startPush(db: Database, subject: string, opts: PushOptions = {}): Promise<PushService> {
  const keys = opts.vapidKeys ?? (opts.vapidKeysFile ? loadOrCreateVapidKeys(opts.vapidKeysFile) : generateVapidKeys());
  const fcm = opts.firebase ? fcmSender(opts.firebase) : null;
  const deps = {
    webPush: webPushSender({ keys, subject, policy: opts.policy ?? publicAddressesOnly, resolver: opts.resolver, ca: opts.ca }),
    fcm: fcm ?? fcmNotConfigured,
    retryBaseMs: opts.retryBaseMs ?? RETRY_BASE_MS,
    emailDelayMs: opts.mail ? (opts.emailDelayMs ?? ACTIVITY_EMAIL_DELAY_MS) : null,
  };
  const mail = opts.mail;
  // A full batch means more may be due: run again until a batch comes back short.
  const job = wakeableJob('delivering push notifications', async () => {
    while ((await processDuePushJobs(db, deps, new Date())) > 0);
    if (mail) while ((await processDueActivityEmails(db, mail, new Date())) > 0);
  }, opts.intervalMs ?? 5_000);
  const notifications = await listenForNotifications(db, [CHANGES_CHANNEL], () => job.wake(), () => job.wake());
  return {
    vapidPublicKey: keys.publicKey,
    firebaseConfig: opts.firebase?.webConfig ?? null,
    job,
    close: async () => {
      await notifications.close();
      await job.stop();
      await fcm?.close();
    },
  };
}
