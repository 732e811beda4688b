// FCM: a firebase web app's config (docs/product.md 3's notifications.firebase_config), and how an FCM message carries our push payload to the service worker.
import { z } from 'zod';

/** The web app's firebase config, as the firebase console gives it; the client's messaging SDK starts from it. */
export const firebaseWebConfig = z.object({ apiKey: z.string().min(1), appId: z.string().min(1), messagingSenderId: z.string().min(1), projectId: z.string().min(1) });
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfig>;

/** The server sends the push payload's JSON as this one data field: FCM's data values are strings. */
export const FCM_PAYLOAD_FIELD = 'payload';
