// A notification's click: its link mapped to the app's screen (docs/product.md 2.3) with the pn id for guard 3, in a window of the app (focused and navigated) or a new one.
import { PUSH_ID_QUERY } from '../schema/constants';
import { appPathOfLink, type NotificationData } from './push-messages';
import type { PushScope } from './push-scope';

const readData = (data: unknown): NotificationData | null => {
  const d = data as Partial<NotificationData> | null;
  return d && typeof d.link === 'string' && typeof d.pn === 'string' ? { link: d.link, pn: d.pn } : null;
};

/** The address a click opens: the screen's path with `pn` added, on the app's origin. */
export function clickTarget(origin: string, data: NotificationData): string {
  const url = new URL(appPathOfLink(data.link), origin);
  url.searchParams.set(PUSH_ID_QUERY, data.pn);
  return url.href;
}

/** Prefers a window already on that screen, then a focused one, then any; opens one when the app has none. */
export async function openNotification(scope: PushScope, data: unknown): Promise<void> {
  const d = readData(data);
  const target = d ? clickTarget(scope.origin, d) : new URL('/', scope.origin).href;
  const path = new URL(target).pathname;
  const windows = (await scope.windows()).filter((w) => new URL(w.url).origin === scope.origin);
  const chosen = windows.find((w) => new URL(w.url).pathname === path) ?? windows.find((w) => w.focused) ?? windows[0];
  if (!chosen) {
    await scope.openWindow(target);
    return;
  }
  await chosen.focus();
  await chosen.navigate(target);
}
