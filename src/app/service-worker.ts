// Registers the service worker in production builds and talks to it: queue replays, update takeovers.
import { showUpdateNotice } from './update-notice';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A first install also claims the page; only a replacement of a running worker is an update.
  let hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) showUpdateNotice();
    hadController = true;
  });
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
    // docs/product.md 7: a registration rejected with "Rejected" is ignored.
    if (!(err instanceof Error && err.message === 'Rejected')) console.warn('Service worker registration failed', err);
  });
}

/** Asks the service worker to send the writes it queued while offline, without waiting for a sync event. */
export function replayServiceWorkerQueues(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'replay-queues' });
}

/** Sign-out and account deletion: the writes the service worker still holds for this member are dropped. */
export function clearServiceWorkerQueues(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'clear-queues' });
}
