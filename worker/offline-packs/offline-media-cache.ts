// The engine's handle on the offline media cache: opened per use, and dropped whole at sign-out.
import { OFFLINE_MEDIA_CACHE } from '../../schema/offline-media';
import type { PackCache } from './download-file';

/** Null outside a browser (Node tests hand the runner a cache of their own). */
function cacheStorage(): CacheStorage | null {
  return (globalThis as { caches?: CacheStorage }).caches ?? null;
}

export async function openOfflineMediaCache(): Promise<PackCache> {
  const storage = cacheStorage();
  if (!storage) throw new Error('Cache Storage is not available here');
  return storage.open(OFFLINE_MEDIA_CACHE);
}

/** Sign-out: every pack's files go with the member's rows. */
export async function dropOfflineMedia(): Promise<void> {
  await cacheStorage()?.delete(OFFLINE_MEDIA_CACHE);
}
