// Answers requests for files an offline pack holds from Cache Storage: the whole file, or the byte range asked (206), so a video seeks offline.
import { OFFLINE_HEAD, OFFLINE_MEDIA_CACHE, segmentCount, segmentKey } from '../schema/offline-media';
import { contentRange, parseRange, piecesOf } from './byte-ranges';

/** What the answer needs of Cache Storage (a cache opened by name), kept narrow so tests can hand a real-shaped one. */
export interface MediaCache {
  match(key: string): Promise<Response | undefined>;
}

/**
 * The stored answer for `request`, or null when the device does not hold the whole file (the caller goes to the
 * network then). The body is built from the stored segments' blobs, sliced to the range: nothing is read into memory.
 */
export async function answerFromPack(cache: MediaCache, request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  url.hash = '';
  const head = await cache.match(url.href);
  if (!head) return null;
  const size = Number(head.headers.get(OFFLINE_HEAD.size));
  const segmentBytes = Number(head.headers.get(OFFLINE_HEAD.segmentBytes));
  if (!Number.isFinite(size) || !(segmentBytes > 0)) return null;
  const type = head.headers.get('Content-Type') ?? 'application/octet-stream';

  const range = parseRange(request.headers.get('Range'), size);
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  }
  const wanted = range ?? { start: 0, end: size - 1 };
  const parts: Blob[] = [];
  // The head may hold the last segment itself.
  const last = head.headers.get(OFFLINE_HEAD.inline) === '1' ? segmentCount(size, segmentBytes) - 1 : -1;
  if (size > 0) {
    for (const piece of piecesOf(wanted, segmentBytes)) {
      const stored = piece.index === last ? head : await cache.match(segmentKey(url.href, piece.index));
      if (!stored) return null; // evicted under us: let the network answer
      parts.push((await stored.blob()).slice(piece.from, piece.to));
    }
  }
  const body = new Blob(parts, { type });
  const headers = new Headers({ 'Content-Type': type, 'Content-Length': String(body.size), 'Accept-Ranges': 'bytes' });
  if (range) headers.set('Content-Range', contentRange(range, size));
  return new Response(body, { status: range ? 206 : 200, headers });
}

/** Opened per request: a sign-out deletes the cache, and a handle kept from before would read the deleted one. */
export function offlineMediaCache(): Promise<Cache> {
  return caches.open(OFFLINE_MEDIA_CACHE);
}
