// Registers the service worker in production builds (workbox-window) and talks to it: queue replays, and a new build waiting to take over.
import { showUpdateNotice, updateReady } from './update-notice';

/**
 * A new build installs beside the running one and waits (sw/sw.ts): the notice offers Refresh for 30 s, and the
 * next navigation after it applies the update too (docs/architecture.md, "Updates"). workbox-window comes in a file of
 * its own: registering can wait for it, the first screen does not.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('workbox-window')
    .then(({ Workbox, messageSW }) => {
      const wb = new Workbox('/sw.js', { scope: '/' });
      // workbox-window's own isUpdate says whether a worker controlled the page when it registered, not whether a
      // new build took over since: a build seen waiting is what makes a takeover an update.
      let waited = false;
      let asked = false;
      wb.addEventListener('waiting', () => {
        waited = true;
        updateReady(() => {
          asked = true;
          void askWaitingToTakeOver(messageSW);
        });
        showUpdateNotice();
      });
      // The waiting build took over: this page asked for it (reload once into it), or another tab did (this page
      // still runs the old code; the notice stays until a Refresh or the next navigation reloads it).
      wb.addEventListener('controlling', () => {
        if (!waited) return;
        if (asked) window.location.reload();
        else {
          updateReady(() => window.location.reload());
          showUpdateNotice();
        }
      });
      // A tab left open for days still learns of a new build when the member comes back to it.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
      });
      return wb.register();
    })
    .catch((err: unknown) => {
      // docs/product.md 7: a registration rejected with "Rejected" is ignored.
      if (!(err instanceof Error && err.message === 'Rejected')) console.warn('Service worker registration failed', err);
    });
}

const SKIP_WAITING = { type: 'SKIP_WAITING' };
const ANSWER_WAIT_MS = 1000;

/**
 * Tells the waiting build to take over, again until it answers: in Chromium a word sent to a worker just installed can
 * be lost while the browser stops it (seen in e2e/update-notice.spec.ts when the word left during a navigation).
 */
async function askWaitingToTakeOver(messageSW: (sw: ServiceWorker, data: object) => Promise<unknown>): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  for (let tries = 0; waiting && waiting.state === 'installed' && tries < 10; tries++) {
    const answered = await Promise.race([messageSW(waiting, SKIP_WAITING).then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ANSWER_WAIT_MS))]);
    if (answered) return;
  }
}

/** Asks the service worker to send the writes it queued while offline, without waiting for a sync event. */
export function replayServiceWorkerQueues(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'replay-queues' });
}

/** Sign-out and account deletion: the writes the service worker still holds for this member are dropped. */
export function clearServiceWorkerQueues(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'clear-queues' });
}
