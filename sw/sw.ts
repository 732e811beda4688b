// The service worker's entry: wires Workbox's modules to the worker's events; each concern lives in its own file.
import { clientsClaim } from 'workbox-core';
import { registerPrecache } from './precache';
import { registerRuntimeCaching } from './caching';
import { registerWriteQueue, replayNow } from './background-sync';
import { isReplayMessage } from './replayable-writes';

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;

// A new build takes over at once; the page shows the update notice when its controller changes.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();

// Order matters: the first matching route answers.
const writeQueue = registerWriteQueue(origin);
registerPrecache();
registerRuntimeCaching(origin);

self.addEventListener('message', (event) => {
  if (isReplayMessage(event.data)) event.waitUntil(replayNow(writeQueue));
});
