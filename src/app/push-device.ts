// This device's push: whether the browser has it, the permission, subscribing through the service worker's PushManager (or FCM's token), and handing it to the engine.
import type { NotificationsConfig } from '../../schema/push';
import { messages } from '../../schema/messages';
import { getEngine } from '../data/engine';
import { fcmToken } from './fcm-token';
import type { AccountResult } from '../../worker/engine-results';
import { pushOffered, pushPermission } from './push-permission';

/** The VAPID key as `PushManager.subscribe` takes it (bytes of the base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const cannot: AccountResult = { ok: false, status: -1, message: messages.pushUnavailable };

/** This device's subscription, when it has one (none where push is missing or the worker is not registered). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushPermission() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Subscribes this device and registers it for the session. Asks the browser's permission first when it was never
 * given: call it from the member's tap, as browsers allow the question only then.
 */
export async function turnOnPush(config: NotificationsConfig | null): Promise<AccountResult> {
  if (pushPermission() === 'unsupported' || !config || !pushOffered(config)) return cannot;
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return { ok: false, status: -1, message: messages.pushBlocked };
  try {
    const registration = await navigator.serviceWorker.ready;
    // A firebase deployment sends through FCM: the device registers firebase's token instead of its own subscription.
    if (config.firebase_config) return await getEngine().push.register({ registration_token: await fcmToken(config.firebase_config, registration) });
    if (!config.vapid_public_key) return cannot;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(config.vapid_public_key) }));
    return await getEngine().push.register({ web_push: subscription.toJSON() });
  } catch {
    // No push service reachable, or the browser refused: said in words, never the browser's own error.
    return cannot;
  }
}

/** Stops push on this device: the subscription ends and the server forgets it for the session. */
export async function turnOffPush(): Promise<AccountResult> {
  const result = await getEngine().push.unregister();
  if (!result.ok) return result;
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // The server no longer sends here, whatever the browser keeps.
  }
  return result;
}
