// What the push journeys share: the app's service worker as Playwright sees it, the DevTools id of its registration, and the notifications it shows.
import { expect, type BrowserContext, type CDPSession, type Page, type Worker } from '@playwright/test';
import type { PushReceiver } from '../tests/server/support/push-receiver';

export interface ShownNotification {
  title: string;
  body: string;
  icon: string;
  data: { link: string; pn: string };
}

/** What a journey reads of the service worker's global scope. */
type WorkerSelf = { registration: { getNotifications(): Promise<Notification[]> } };

/** The app's service worker (it may have stopped and started again since the tabs closed). */
export async function appWorker(context: BrowserContext, origin: string): Promise<Worker> {
  const running = context.serviceWorkers().find((w) => w.url().startsWith(origin));
  return running ?? context.waitForEvent('serviceworker', { predicate: (w) => w.url().startsWith(origin) });
}

/** The id DevTools knows the app's service worker registration by (ServiceWorker.deliverPushMessage needs it). */
export async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Waits for the service worker to show exactly one notification, and answers it. */
export async function theNotification(context: BrowserContext, origin: string): Promise<ShownNotification> {
  const worker = await appWorker(context, origin);
  const shown = () =>
    worker.evaluate(async () =>
      (await (self as unknown as WorkerSelf).registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, icon: n.icon, data: n.data as unknown })),
    );
  await expect.poll(async () => (await shown()).length, { message: 'the notification' }).toBe(1);
  return (await shown())[0] as ShownNotification;
}

/**
 * Headless Chromium has no push service: the device registers, through the app's engine, a subscription whose endpoint
 * is the journey's own HTTPS receiver, holding the keys a browser would (the receiver decrypts with them).
 */
export async function subscribeToReceiver(page: Page, receiver: PushReceiver): Promise<ReturnType<PushReceiver['subscribe']>> {
  const subscription = receiver.subscribe();
  const registered = await page.evaluate(async (web_push) => (await window.__engine!.push.register({ web_push })).ok, {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
  });
  expect(registered).toBe(true);
  return subscription;
}
