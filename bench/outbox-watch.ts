// In the page: waits until an outbox entry (or every entry) has left the engine's outbox, read straight from IndexedDB.
import type { Page } from 'playwright-core';

/**
 * Installs `window.__benchSent(clientId | null)` in the page: resolves with Date.now() once that entry (null: every
 * entry) left the outbox. Plain JavaScript, so the bench's compiler adds no helpers the page lacks.
 */
const SENT_WATCH = `(async () => {
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('community');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  window.__benchSent = (clientId) => new Promise((resolve) => {
    let settled = false;
    function check() {
      const store = db.transaction('outbox', 'readonly').objectStore('outbox');
      const count = clientId === null ? store.count() : store.index('client_id').count(clientId);
      count.onsuccess = () => {
        if (count.result > 0 || settled) return;
        settled = true;
        changes.close();
        clearInterval(timer);
        resolve(Date.now());
      };
    }
    // Dexie's channel: every committed write of the worker, the same signal the screens' live queries wake on.
    const changes = new BroadcastChannel('x-storagemutated-1');
    changes.onmessage = check;
    const timer = setInterval(check, 50);
    check();
  });
})()`;

export async function installSentWatch(page: Page): Promise<void> {
  await page.evaluate(SENT_WATCH);
}

/** Resolves once the outbox is empty (after `installSentWatch`); answers the page's Date.now() then. */
export function outboxEmpty(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __benchSent(clientId: null): Promise<number> }).__benchSent(null));
}
