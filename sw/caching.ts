// Runtime caching: member files from offline packs first, images cache-first with expiry; the never-cached paths go to the network only.
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { IMAGE_CACHE, isImageRequest, runtimeStrategyFor } from './cache-rules';
import { answerFromPack, offlineMediaCache } from './offline-media';

export function registerRuntimeCaching(origin: string): void {
  const networkOnly = new NetworkOnly();
  const images = new CacheFirst({
    cacheName: IMAGE_CACHE.name,
    plugins: [
      new CacheableResponsePlugin({ statuses: [...IMAGE_CACHE.statuses] }),
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE.maxEntries,
        maxAgeSeconds: IMAGE_CACHE.maxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  });
  registerRoute(
    ({ request }) => runtimeStrategyFor(request, origin) === 'network-only' && request.method === 'GET',
    networkOnly,
  );
  // A file an offline pack holds comes from the device (ranges included); any other goes on as it would have.
  registerRoute(
    ({ request }) => runtimeStrategyFor(request, origin) === 'offline-media-first',
    async ({ request, event }) =>
      (await answerFromPack(await offlineMediaCache(), request)) ??
      (isImageRequest(request) ? images.handle({ request, event }) : fetch(request)),
  );
  registerRoute(({ request }) => runtimeStrategyFor(request, origin) === 'image-cache-first', images);
}
