// Push: a device's registration (a Web Push subscription or an FCM token), the push config in configuration, and what a notification carries.
import { z } from 'zod';
import { firebaseWebConfig } from './fcm-config';

/** base64url of exactly `bytes` bytes (padding allowed), checked by length so the app and the service worker need no Buffer. */
const base64url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (chars % 4)) % 4;
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}(={${padding}})?$`), `must be ${bytes} bytes of base64url`);
};

/** What `PushSubscription.toJSON()` gives in a browser: where to send, and the keys that encrypt for it. */
export const webPushSubscription = z.object({
  endpoint: z.string().url().max(2048).refine((u) => u.startsWith('https://'), 'must be https'),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscription>;

/**
 * PUT /api/v2/device/fcm_registration_token: the session's device registers `web_push` (the default) or, with a
 * firebase config, an FCM `registration_token`; `registration_token: null` removes the session's registration.
 */
export const deviceTokenBody = z.union([
  z.object({ web_push: webPushSubscription }).strict(),
  z.object({ registration_token: z.string().min(1).max(4096) }).strict(),
  z.object({ registration_token: z.null() }).strict(),
]);
export type DeviceTokenBody = z.infer<typeof deviceTokenBody>;
export const deviceTokenAnswer = z.object({ registered: z.enum(['web_push', 'fcm']).nullable() });

/** docs/product.md 3's `notifications` of configuration: the VAPID public key Web Push subscribes with, and the firebase config when set. */
export const notificationsConfig = z.object({
  /** base64url of the uncompressed P-256 point, as `PushManager.subscribe({applicationServerKey})` takes it. */
  vapid_public_key: z.string().nullable(),
  firebase_config: firebaseWebConfig.nullable(),
});
export type NotificationsConfig = z.infer<typeof notificationsConfig>;

/** The JSON a push message carries (Web Push payload, FCM data), read by the service worker's push handler. */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  icon: z.string(),
  /** The server path it opens (docs/product.md 2.3), e.g. `/posts/12/comments/34`. */
  link: z.string(),
  /** The push notification id (guard 3 of docs/product.md 4 keeps it): the activity's id. */
  pn: z.string(),
  /** The member's unseen activities when it was sent, for the app badge. */
  badge_count: z.number().int().min(0),
});
export type PushPayload = z.infer<typeof pushPayload>;
