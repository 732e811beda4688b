// Downloads one file of an offline pack into Cache Storage segment by segment (Range requests, each body put as a Blob), so a cut download resumes at the last whole segment.
import { OFFLINE_DOWNLOAD_HEADER, OFFLINE_HEAD, OFFLINE_SEGMENT_BYTES, segmentBounds, segmentCount, segmentKey } from '../../schema/offline-media';
import type { OfflinePackFile } from '../../schema/mirror/offline-packs';

/** What the download needs of Cache Storage (one cache opened by name). */
export interface PackCache {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
  delete(key: string): Promise<boolean>;
  keys(): Promise<readonly Request[]>;
}

export interface FileDownload {
  cache: PackCache;
  fetch: typeof fetch;
  signal: AbortSignal;
  /** The cache's keys as the run began: what is stored of each file, so no file asks the cache what it does not hold. */
  stored: ReadonlySet<string>;
  /** A segment is stored: the file's new state (recorded off the download's path; the cache is what resumes it). */
  onStored(file: OfflinePackFile): void;
}

/** The server answered something other than the file (gone, refused): the pack cannot be completed as it stands. */
export class FileUnavailableError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`Offline file ${url} answered ${status}`);
    this.name = 'FileUnavailableError';
  }
}

function contentRangeOf(res: Response): { start: number; total: number } | null {
  const m = /^bytes (\d+)-\d+\/(\d+)$/.exec(res.headers.get('Content-Range') ?? '');
  return m ? { start: Number(m[1]), total: Number(m[2]) } : null;
}

/** The stored file's head: written last, so its presence means every segment is in; `body` is the file's last segment, kept in the head. */
export function headResponse(file: OfflinePackFile, size: number, body: Blob | null = null): Response {
  const headers = new Headers({
    'Content-Type': file.content_type ?? 'application/octet-stream',
    [OFFLINE_HEAD.size]: String(size),
    [OFFLINE_HEAD.segmentBytes]: String(file.segment_bytes),
  });
  if (body) headers.set(OFFLINE_HEAD.inline, '1');
  return new Response(body, { headers });
}

/** The state of a file another pack already stored (its head is in the cache), or null. */
export async function storedFile(cache: PackCache, file: OfflinePackFile, stored: ReadonlySet<string>): Promise<OfflinePackFile | null> {
  const head = stored.has(file.url) ? await cache.match(file.url) : undefined;
  if (!head) return null;
  const size = Number(head.headers.get(OFFLINE_HEAD.size));
  const segmentBytes = Number(head.headers.get(OFFLINE_HEAD.segmentBytes));
  return { ...file, size, segment_bytes: segmentBytes, segments_done: segmentCount(size, segmentBytes), complete: true, content_type: head.headers.get('Content-Type') };
}

/**
 * The answer's body as a Blob: the browser gathers the bytes itself, and a Response made of it hands them to Cache
 * Storage whole. A Response wrapped around the answer's stream instead had each chunk pumped through this worker's
 * stream machinery on its way to the cache (1.5x a plain fetch of the course in bench offline-course, against about
 * 1.0x this way; a 206 answer cannot be put as it came). A body cut on the way rejects, so nothing half is stored.
 */
const bodyOf = (res: Response): Promise<Blob> => res.blob();

/** Stores `body` at `key` with its type; a segment keeps its `Content-Range`, so a resumed download knows which file it was part of. */
function store(res: Response, body: Blob, key: string, d: FileDownload, type: string | null): Promise<void> {
  const headers = new Headers({ 'Content-Type': type ?? 'application/octet-stream' });
  const range = res.headers.get('Content-Range');
  if (range) headers.set('Content-Range', range);
  return d.cache.put(key, new Response(body, { headers }));
}

/**
 * `file` as far as the cache holds it whole: the row may lag the cache (progress is written every so often), so the
 * segments stored after the row's count are taken, if the first of them was part of a file of the size known.
 */
async function resumed(file: OfflinePackFile, d: FileDownload): Promise<OfflinePackFile> {
  let count = file.segments_done;
  while (d.stored.has(segmentKey(file.url, count))) count++;
  if (count === file.segments_done) return file;
  const first = await d.cache.match(segmentKey(file.url, file.segments_done));
  const range = first ? contentRangeOf(first) : null;
  if (!range || (file.size !== null && range.total !== file.size) || file.segment_bytes !== OFFLINE_SEGMENT_BYTES) return file;
  return { ...file, size: range.total, segments_done: Math.min(count, segmentCount(range.total, file.segment_bytes)), content_type: file.content_type ?? first!.headers.get('Content-Type') };
}

/**
 * Fetches what is missing of `file`, from its first unstored segment, and writes its head once all are in. A server
 * that ignores ranges (200) gives the whole file as one segment; one whose file changed size starts over.
 */
export async function downloadFile(start: OfflinePackFile, d: FileDownload): Promise<OfflinePackFile> {
  const already = await storedFile(d.cache, start, d.stored);
  if (already) return already;
  let file = await resumed(start, d);
  for (;;) {
    if (file.size !== null && file.segments_done >= segmentCount(file.size, file.segment_bytes)) {
      await d.cache.put(file.url, headResponse(file, file.size));
      return { ...file, complete: true };
    }
    const index = file.segments_done;
    const bounds = file.size === null ? { start: 0, end: OFFLINE_SEGMENT_BYTES - 1 } : segmentBounds(index, file.size, file.segment_bytes);
    const res = await d.fetch(file.url, {
      headers: { Range: `bytes=${bounds.start}-${bounds.end}`, [OFFLINE_DOWNLOAD_HEADER]: '1' },
      // The cache holds the file: a second copy in the browser's HTTP cache would only take space.
      cache: 'no-store',
      signal: d.signal,
    });
    const type = res.headers.get('Content-Type') ?? file.content_type;
    if (res.status === 206) {
      const range = contentRangeOf(res);
      if (!range) throw new FileUnavailableError(file.url, res.status);
      if (range.start !== bounds.start || (file.size !== null && range.total !== file.size)) {
        // The file is not the one we began: start it over.
        await res.body?.cancel();
        file = { ...file, size: range.total, segment_bytes: OFFLINE_SEGMENT_BYTES, segments_done: 0, content_type: type };
        continue;
      }
      file = { ...file, size: range.total, content_type: type };
      const wanted = segmentBounds(index, range.total, file.segment_bytes);
      const length = range.total === 0 ? 0 : wanted.end - wanted.start + 1;
      // Whole before it is stored: a body cut on the way rejects, and one of another length is not the segment asked for.
      const body = await bodyOf(res);
      if (body.size !== length) throw new FileUnavailableError(file.url, res.status);
      if (index === segmentCount(range.total, file.segment_bytes) - 1) {
        // The last segment goes in the head: one entry fewer, and still written last.
        await d.cache.put(file.url, headResponse(file, range.total, body));
        return { ...file, segments_done: index + 1, complete: true };
      }
      await store(res, body, segmentKey(file.url, index), d, type);
      file = { ...file, segments_done: index + 1 };
    } else if (res.status === 200) {
      // No ranges from this server: the whole file is one segment, fetched from its start.
      const body = await bodyOf(res);
      await store(res, body, segmentKey(file.url, 0), d, type);
      const size = body.size;
      file = { ...file, size, segment_bytes: Math.max(size, 1), segments_done: 1, content_type: type };
    } else if (res.status === 416 && (file.size ?? 0) === 0) {
      // An empty file: nothing to fetch.
      file = { ...file, size: 0, segments_done: 1, content_type: type };
      await d.cache.put(segmentKey(file.url, 0), new Response(new Blob([])));
    } else {
      await res.body?.cancel();
      throw new FileUnavailableError(file.url, res.status);
    }
    d.onStored(file);
  }
}

/** Forgets every entry of `file` in the cache: its head first (so nothing answers from a half-removed file), then its segments. */
export async function deleteFile(cache: PackCache, file: OfflinePackFile): Promise<void> {
  await cache.delete(file.url);
  const count = file.size === null ? file.segments_done + 1 : segmentCount(file.size, file.segment_bytes);
  for (let i = 0; i < Math.max(count, file.segments_done + 1); i++) await cache.delete(segmentKey(file.url, i));
}
