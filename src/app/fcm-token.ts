// This device's FCM token (a firebase deployment): firebase's messaging SDK, loaded only when the configuration carries a firebase config, asked for a token on the app's own service worker.
import type { FirebaseWebConfig } from '../../schema/fcm-config';

const APP_NAME = 'community-push';

/**
 * The token FCM delivers to through this browser's push service. The app's service worker shows the messages itself
 * (sw/push-messages.ts reads FCM's data), so firebase's own messaging worker is never registered.
 */
export async function fcmToken(config: FirebaseWebConfig, registration: ServiceWorkerRegistration): Promise<string> {
  const [{ getApps, initializeApp }, { getMessaging, getToken, isSupported }] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  if (!(await isSupported())) throw new Error('FCM is not supported in this browser');
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp(config, APP_NAME);
  return getToken(getMessaging(app), { serviceWorkerRegistration: registration });
}
