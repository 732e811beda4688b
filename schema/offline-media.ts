// Offline packs' files in Cache Storage: the cache, how a file is kept in segments, and the keys the engine writes and the service worker reads.

/** The one cache every pack's files live in; a file two packs share is stored once. */
export const OFFLINE_MEDIA_CACHE = 'offline-media';

/** A file is fetched and stored in segments of this size (Range requests), so a cut download resumes at the last whole segment. */
export const OFFLINE_SEGMENT_BYTES = 4 * 1024 * 1024;

/** Sent on the engine's own download requests: the service worker lets them through to the network untouched. */
export const OFFLINE_DOWNLOAD_HEADER = 'X-Offline-Download';

/**
 * Headers of a file's head entry (stored at the file's own URL once every other segment is in). With `inline`, the
 * head's body is the file's last segment (a one-segment picture is then a single entry): one write fewer per file.
 */
export const OFFLINE_HEAD = {
  size: 'X-Offline-Size',
  segmentBytes: 'X-Offline-Segment-Bytes',
  inline: 'X-Offline-Inline',
} as const;

const SEGMENT_PARAM = 'offline-segment';

/** The absolute URL a file is known by (the page may name it relative to the app). */
export function offlineFileUrl(url: string, base: string): string {
  const u = new URL(url, base);
  u.hash = '';
  return u.href;
}

/** The cache key of a file's segment `index` (never a real address: the server is never asked for it). */
export function segmentKey(fileUrl: string, index: number): string {
  const u = new URL(fileUrl);
  u.searchParams.set(SEGMENT_PARAM, String(index));
  return u.href;
}

/** How many segments a file of `size` bytes takes (an empty file still has one). */
export function segmentCount(size: number, segmentBytes: number): number {
  return Math.max(1, Math.ceil(size / segmentBytes));
}

/** Segment `index`'s first and last byte (inclusive) in a file of `size` bytes. */
export function segmentBounds(index: number, size: number, segmentBytes: number): { start: number; end: number } {
  const start = index * segmentBytes;
  return { start, end: Math.max(start, Math.min(size, start + segmentBytes) - 1) };
}
