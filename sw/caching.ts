// Runtime caching: member files from offline packs first, images cache-first with expiry; the API and realtime are left alone.
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { IMAGE_CACHE, isImageRequest, runtimeStrategyFor } from './cache-rules';
import { answerFromPack, offlineMediaCache } from './offline-media';

export function registerRuntimeCaching(origin: string): void {
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
  // A file an offline pack holds comes from the device (ranges included); any other goes on as it would have.
  registerRoute(
    ({ request }) => runtimeStrategyFor(request, origin) === 'offline-media-first',
    async ({ request, event }) =>
      (await answerFromPack(await offlineMediaCache(), request)) ??
      (isImageRequest(request) ? images.handle({ request, event }) : fetch(request)),
  );
  registerRoute(({ request }) => runtimeStrategyFor(request, origin) === 'image-cache-first', images);
}
