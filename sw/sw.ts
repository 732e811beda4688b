// The service worker's entry: wires Workbox's modules to the worker's events; each concern lives in its own file.
import { clientsClaim } from 'workbox-core';
import { registerPrecache } from './precache';
import { registerRuntimeCaching } from './caching';
import { clearQueue, registerWriteQueue, replayNow } from './background-sync';
import { openNotification } from './notification-click';
import { showPush } from './push-messages';
import { scopeOf } from './push-scope';
import { queueMessage } from './replayable-writes';

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;

// A first install claims the open pages at once. A new build waits until the member chooses Refresh (the page asks
// with 'SKIP_WAITING'), so open tabs keep the build they started with, and the files it still asks for, meanwhile.
clientsClaim();

// Order matters: the first matching route answers.
const writeQueue = registerWriteQueue(origin);
registerPrecache();
registerRuntimeCaching(origin);

// Every start replays what is queued: where the Background Sync API is missing this is the replay with the app
// closed (with the page's 'online' message below), and where it exists it catches a sync the browser gave up on.
replayNow(writeQueue).catch(() => undefined);

self.addEventListener('message', (event) => {
  const message = queueMessage(event.data);
  if (message === 'replay-queues') event.waitUntil(replayNow(writeQueue).catch(() => undefined));
  if (message === 'clear-queues') event.waitUntil(clearQueue(writeQueue));
});

// The member chose Refresh (or moved on after the notice): the waiting build takes over. The reply tells the page the
// word arrived; it asks again without one (src/app/service-worker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== 'SKIP_WAITING') return;
  event.ports[0]?.postMessage('skipping');
  event.waitUntil(self.skipWaiting());
});

// Push: a message becomes a notification (or a word to the window already showing it); a click opens its screen.
const pushScope = scopeOf(self);
self.addEventListener('push', (event) => {
  let json: unknown = null;
  try {
    json = event.data?.json() ?? null;
  } catch {
    // Not JSON: not ours, nothing to show.
  }
  event.waitUntil(showPush(pushScope, json));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotification(pushScope, event.notification.data));
});

