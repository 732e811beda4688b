// A push message: shown as a notification (title, body, icon; the link and the pn id kept in its data) unless a visible window already shows that screen; the app badge follows the unread count.
import { appPathOf } from '../schema/deep-links';
import { FCM_PAYLOAD_FIELD } from '../schema/fcm-config';
import { pushPayload, type PushPayload } from '../schema/push';
import type { PushScope } from './push-scope';

/** What a notification keeps for its click. */
export interface NotificationData {
  link: string;
  pn: string;
}

/** Tells an open window of the app that a push came (it may refresh what it shows). */
export const PUSH_RECEIVED_MESSAGE = 'push-received';

/** An FCM data message's carrier: our payload's JSON in one data field (server/push/fcm-sender.ts). */
function fromFcm(json: unknown): unknown {
  const text = (json as { data?: Record<string, unknown> } | null)?.data?.[FCM_PAYLOAD_FIELD];
  if (typeof text !== 'string') return json;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The payload (a Web Push message's JSON, or an FCM message's data), or null for a message that is not ours (nothing is shown for it). */
export function readPush(json: unknown): PushPayload | null {
  const parsed = pushPayload.safeParse(fromFcm(json));
  return parsed.success ? parsed.data : null;
}

/** The app path a notification's link opens (docs/product.md 2.3), the app's root when the app has no screen for it. */
export const appPathOfLink = (link: string): string => appPathOf(link) ?? '/';

const samePath = (windowUrl: string, appPath: string, origin: string) => {
  const at = new URL(windowUrl);
  return at.origin === origin && at.pathname === new URL(appPath, origin).pathname;
};

export async function showPush(scope: PushScope, json: unknown): Promise<void> {
  const payload = readPush(json);
  if (!payload) return;
  await scope.setBadge?.(payload.badge_count).catch(() => undefined);
  const appPath = appPathOfLink(payload.link);
  const windows = await scope.windows();
  const showing = windows.find((w) => w.visibilityState === 'visible' && samePath(w.url, appPath, scope.origin));
  if (showing) {
    showing.postMessage({ type: PUSH_RECEIVED_MESSAGE, payload });
    return;
  }
  const data: NotificationData = { link: payload.link, pn: payload.pn };
  await scope.showNotification(payload.title, { body: payload.body, icon: payload.icon, tag: `pn-${payload.pn}`, data });
}
