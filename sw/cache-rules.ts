// Which request the service worker answers how: pure rules, kept apart from Workbox so tests can call them.
import { OFFLINE_DOWNLOAD_HEADER } from '../schema/offline-media';

/**
 * Same-origin paths the service worker leaves alone entirely: no caching route answers them, so the browser goes to the
 * server as if there were no service worker. The API belongs to the engine's mirror: passing its reads on would only add
 * a hop, and a delta-feed page of a thousand posts would cross the service worker's thread on its way (bench (a)); its
 * writes have the write queue's own routes (background-sync.ts), registered first. Realtime is live by nature, and a
 * long-poll of the embedded gateway (`/pn/`) the service worker forwarded would be its own, held open up to the
 * gateway's 280 s after the page or engine that asked for it is gone: a few reloads would fill the browser's six
 * connections to this host, leaving the app's own calls waiting.
 * The local payment provider's checkout page (`/pay/`) is made by the server for each checkout.
 */
export const NEVER_CACHED_PREFIXES = ['/api/', '/pn/', '/pay/'] as const;

export const IMAGE_CACHE = {
  name: 'images',
  maxEntries: 200,
  maxAgeSeconds: 30 * 24 * 60 * 60,
  /** opaque (0) answers of cross-origin images included: avatars and media often live on another host */
  statuses: [0, 200],
} as const;

const IMAGE_EXTENSIONS = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?)$/i;

export interface RequestFacts {
  url: string | URL;
  method: string;
  /** `Request.destination`: 'image', 'document', '' for fetch() … */
  destination?: string;
  mode?: string;
  headers?: Pick<Headers, 'has'>;
}

/** Where the server keeps member files; offline packs hold files from here. */
export const MEDIA_PREFIX = '/uploads/';

export type RuntimeStrategy = 'image-cache-first' | 'offline-media-first';

export function isNeverCached(url: URL, origin: string): boolean {
  return url.origin === origin && NEVER_CACHED_PREFIXES.some((p) => url.pathname.startsWith(p) || `${url.pathname}/` === p);
}

export function isImageRequest({ url, destination }: RequestFacts): boolean {
  return destination === 'image' || IMAGE_EXTENSIONS.test(new URL(url).pathname);
}

/**
 * The runtime rule for a request, or null to let it through untouched (precached files and
 * navigations have their own routes). Untouched paths win over every other rule.
 */
export function runtimeStrategyFor(req: RequestFacts, origin: string): RuntimeStrategy | null {
  const url = new URL(req.url);
  if (isNeverCached(url, origin)) return null;
  if (req.method !== 'GET' || !/^https?:$/.test(url.protocol)) return null;
  // The engine filling an offline pack: straight to the network, never into the image cache as well.
  if (req.headers?.has(OFFLINE_DOWNLOAD_HEADER)) return null;
  // A member file: from an offline pack when the device holds it (byte ranges included), else as before.
  if (url.origin === origin && url.pathname.startsWith(MEDIA_PREFIX) && req.mode !== 'navigate') return 'offline-media-first';
  if (isImageRequest(req)) return 'image-cache-first';
  return null;
}

/** Paths whose navigations must reach the server, not the offline app shell (NavigationRoute's denylist). */
export function navigationDenylist(): RegExp[] {
  return NEVER_CACHED_PREFIXES.map((p) => new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
}
