// What a journey's page still has to deliver: the engine's outbox, the service worker's replay queue, and what its chrome shows.
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The member's unsent writes in the shared outbox (pending, sending or failed; a post's files go with the post). */
export function unsentCount(page: Page): Promise<number> {
  return page.evaluate(async () => (window.__engine ? (await window.__engine.outbox.unsent()).length : -1));
}

/** Requests the service worker still holds for replay (its Workbox queue in IndexedDB). */
export function queuedReplays(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) return resolve(0);
          const count = db.transaction('requests').objectStore('requests').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      }),
  );
}

/** What the member returning online causes: the page asks its service worker to replay now. */
export function askReplay(page: Page): Promise<void> {
  return page.evaluate(() => navigator.serviceWorker?.controller?.postMessage({ type: 'replay-queues' }));
}

/** The counts the top bar shows (waiting to send, not sent). */
export async function chromeCounts(page: Page): Promise<{ pending: number; failed: number }> {
  const indicator = page.getByTestId('connectivity');
  return {
    pending: Number(await indicator.getAttribute('data-pending')),
    failed: Number(await indicator.getAttribute('data-failed')),
  };
}

/**
 * The app closed while offline, then opened again online at `path`: resolves with the new page once nothing is left to
 * send, neither in the engine's outbox nor in the service worker's queue.
 */
export async function reopenOnlineSettled(context: BrowserContext, closing: Page, path: string): Promise<Page> {
  await closing.close();
  await context.setOffline(false);
  const page = await context.newPage();
  await page.goto(path);
  await expect.poll(() => unsentCount(page)).toBe(0);
  await expect.poll(() => queuedReplays(page)).toBe(0);
  return page;
}
