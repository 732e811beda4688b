// Offline packs against the real server's /uploads/ (byte ranges), its files on disk or in a bucket (s3rver): download with progress, a cut download going on from its last segment, pause, shared files, removal.
import 'fake-indexeddb/auto';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { packProgress } from '../../schema/mirror/offline-packs';
import { OFFLINE_SEGMENT_BYTES, segmentKey } from '../../schema/offline-media';
import { answerFromPack } from '../../sw/offline-media';
import { startS3 } from '../server/support/s3-stand-in';
import { engineFor, type Harness } from './helpers/engine-harness';
import { startLiveServer, type LiveServer } from './helpers/live-server';
import { MemoryCache } from './helpers/memory-cache';
import { waitFor } from './helpers/wait';

let server: LiveServer;
const big = crypto.randomBytes(2 * OFFLINE_SEGMENT_BYTES + 12_345);
const small = crypto.randomBytes(5_000);
const other = crypto.randomBytes(70_000);
const files = { 'lesson.mp4': big, 'cover.png': small, 'track.mp3': other };
const open: Harness[] = [];

/** The server with the files in its uploads directory, or in a bucket as a scaled-out server keeps them; answers how to clean up. */
async function serveFiles(store: 'disk' | 'bucket'): Promise<() => Promise<unknown>> {
  if (store === 'disk') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'offline-packs-'));
    await Promise.all(Object.entries(files).map(([name, bytes]) => fs.writeFile(path.join(dir, name), bytes)));
    server = await startLiveServer(undefined, { uploadsDir: dir });
    return () => fs.rm(dir, { recursive: true, force: true });
  }
  const s3 = await startS3();
  const media = s3.stores();
  for (const [name, bytes] of Object.entries(files)) await media.files.put(name, { bytes });
  server = await startLiveServer(undefined, { media });
  return () => s3.close();
}

afterEach(async () => {
  server.setOffline(false);
  await Promise.all(open.splice(0).map((h) => h.close()));
});

/** An engine with its own cache; `onRange` sees each download request's Range as it is sent and may hold it (a promise). */
async function engineWithCache(onRange: (range: string, url: string) => unknown = () => {}, afterAnswer: () => void = () => {}) {
  const cache = new MemoryCache();
  const h = engineFor(server, {
    packs: {
      openCache: async () => cache,
      retryBaseMs: 50,
      retryMaxMs: 100,
      fetch: async (input, init) => {
        await onRange(new Headers(init?.headers).get('Range') ?? '', String(input));
        const res = await fetch(input, init);
        afterAnswer();
        return res;
      },
    },
  });
  open.push(h);
  await h.engine.start(h.events);
  return { h, cache };
}

const url = (name: string) => `${server.url}/uploads/${name}`;
const pack = (h: Harness, id: string) => h.mirror.offline_packs.get(id);

async function stored(cache: MemoryCache, name: string): Promise<Buffer> {
  const res = await answerFromPack(cache, new Request(url(name)));
  return Buffer.from(await res!.arrayBuffer());
}

describe.each(['disk', 'bucket'] as const)('offline packs, files on %s', (store) => {
  let cleanUp: () => Promise<unknown>;
  beforeAll(async () => {
    cleanUp = await serveFiles(store);
  });
  afterAll(async () => {
    await server.close();
    await cleanUp();
  });

  it('downloads every file into the cache with its progress, and the stored files answer whole and by range', async () => {
    const { h, cache } = await engineWithCache();
    await h.engine.offline.keepPack('course:1', [{ url: '/uploads/lesson.mp4', size: big.length }, { url: '/uploads/cover.png' }]);
    const first = (await pack(h, 'course:1'))!;
    expect(first.origin).toBe('member');
    expect(packProgress(first)).toMatchObject({ total: big.length, sized: false });

    const done = await waitFor(async () => ((await pack(h, 'course:1'))?.state === 'complete' ? pack(h, 'course:1') : null), 'the pack to complete');
    expect(packProgress(done!)).toEqual({ done: big.length + small.length, total: big.length + small.length, sized: true });
    expect(done!.files.map((f) => [f.content_type, f.complete])).toEqual([['video/mp4', true], ['image/png', true]]);
    expect((await stored(cache, 'lesson.mp4')).equals(big)).toBe(true);
    expect((await stored(cache, 'cover.png')).equals(small)).toBe(true);
    // Stored in segments (the last in the head), so a seek across a boundary is answered from two of them.
    expect(cache.entries.has(segmentKey(url('lesson.mp4'), 1))).toBe(true);
    expect(cache.entries.has(segmentKey(url('lesson.mp4'), 2))).toBe(false);
    const at = OFFLINE_SEGMENT_BYTES - 10;
    const ranged = (await answerFromPack(cache, new Request(url('lesson.mp4'), { headers: { Range: `bytes=${at}-${at + 19}` } })))!;
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(big.subarray(at, at + 20))).toBe(true);
  });

  it('goes on from the last stored segment after the network is cut, fetching nothing stored again', async () => {
    const ranges: string[] = [];
    // The ranges the server answered: a retry asked for while offline may reach the server only once it is back, so
    // what was asked is not what was fetched. One file downloads one segment at a time.
    const answered: string[] = [];
    let cut = false;
    const { h, cache } = await engineWithCache(
      (range) => ranges.push(range),
      () => {
        answered.push(ranges.at(-1)!);
        // The network goes once the second segment's answer started.
        if (ranges.length === 2 && !cut) {
          cut = true;
          server.setOffline(true);
        }
      },
    );
    await h.engine.offline.keepPack('course:2', [{ url: '/uploads/lesson.mp4' }]);
    const waiting = await waitFor(async () => ((await pack(h, 'course:2'))?.waiting === 'network' ? pack(h, 'course:2') : null), 'the download to wait for the network');
    expect(waiting!.state).toBe('downloading');
    const storedBefore = waiting!.files[0]!.segments_done;
    expect([1, 2]).toContain(storedBefore);
    expect(packProgress(waiting!).done).toBe(storedBefore * OFFLINE_SEGMENT_BYTES);

    // While offline nothing more can be stored, so the cache now holds what the download goes on from (the row is written
    // after the cache, so the cache is the one to read).
    let firstMissing = 0;
    while (cache.entries.has(segmentKey(url('lesson.mp4'), firstMissing))) firstMissing++;
    expect([storedBefore, storedBefore + 1]).toContain(firstMissing);
    answered.length = 0;
    server.setOffline(false);
    await waitFor(async () => (await pack(h, 'course:2'))?.state === 'complete', 'the pack to complete after the network returned');
    // The first request answered after the cut asks for the first segment not stored, and nothing stored is fetched again.
    expect(answered[0]).toBe(`bytes=${firstMissing * OFFLINE_SEGMENT_BYTES}-${Math.min(big.length, (firstMissing + 1) * OFFLINE_SEGMENT_BYTES) - 1}`);
    expect(answered).toHaveLength(3 - firstMissing);
    expect((await stored(cache, 'lesson.mp4')).equals(big)).toBe(true);
  });

  it('pauses where it is and resumes from there', async () => {
    const ranges: string[] = [];
    let paused: Promise<void> | null = null;
    const { h, cache } = await engineWithCache((range) => {
      ranges.push(range);
      if (paused || ranges.length !== 2) return;
      // The member pauses as the second segment is asked for; the request goes once the pause is recorded.
      paused = h.engine.offline.pausePack('course:3');
      return waitFor(async () => (await pack(h, 'course:3'))?.state === 'paused', 'the pause recorded');
    });
    await h.engine.offline.keepPack('course:3', [{ url: '/uploads/lesson.mp4' }]);
    await waitFor(() => paused !== null, 'the pause');
    await paused;
    const row = (await pack(h, 'course:3'))!;
    expect(row.state).toBe('paused');
    expect(row.files[0]!.segments_done).toBe(1);

    ranges.length = 0;
    await h.engine.offline.resumePack('course:3');
    await waitFor(async () => (await pack(h, 'course:3'))?.state === 'complete', 'the resumed pack');
    expect(ranges).toEqual([`bytes=${OFFLINE_SEGMENT_BYTES}-${2 * OFFLINE_SEGMENT_BYTES - 1}`, `bytes=${2 * OFFLINE_SEGMENT_BYTES}-${big.length - 1}`]);
    expect((await stored(cache, 'lesson.mp4')).equals(big)).toBe(true);
  });

  it('stores a file two packs list once, and removing one pack keeps what the other still uses', async () => {
    const fetched: string[] = [];
    const { h, cache } = await engineWithCache((_, u) => fetched.push(u));
    await h.engine.offline.keepPack('course:4', [{ url: '/uploads/cover.png' }, { url: '/uploads/track.mp3' }]);
    await waitFor(async () => (await pack(h, 'course:4'))?.state === 'complete', 'the first pack');
    await h.engine.offline.keepPack('course:5', [{ url: '/uploads/cover.png' }]);
    const second = await waitFor(async () => ((await pack(h, 'course:5'))?.state === 'complete' ? pack(h, 'course:5') : null), 'the second pack');
    expect(packProgress(second!).done).toBe(small.length);
    expect(fetched.filter((u) => u.endsWith('cover.png'))).toHaveLength(1);

    await h.engine.offline.removePack('course:4');
    expect(await answerFromPack(cache, new Request(url('track.mp3')))).toBeNull();
    expect((await stored(cache, 'cover.png')).equals(small)).toBe(true);
    expect((await pack(h, 'course:4'))!).toMatchObject({ state: 'removed', files: [] });

    await h.engine.offline.removePack('course:5');
    expect(cache.entries.size).toBe(0);
  });

  it('lets the member bring back a pack they removed, but not the engine on its own', async () => {
    const { h } = await engineWithCache();
    await h.engine.offline.removePack('course:6');
    const { savePack } = await import('../../worker/offline-packs/pack-rows');
    await savePack(h.mirror, 'course:6', [{ url: url('cover.png') }], 'auto');
    expect((await pack(h, 'course:6'))!.state).toBe('removed');
    await h.engine.offline.keepPack('course:6', [{ url: '/uploads/cover.png' }]);
    await waitFor(async () => (await pack(h, 'course:6'))?.state === 'complete', 'the pack kept again');
  });

  it('marks a file the server does not have as unavailable, and keeps the others', async () => {
    const { h, cache } = await engineWithCache();
    await h.engine.offline.keepPack('course:7', [{ url: '/uploads/missing.mp4' }, { url: '/uploads/cover.png' }]);
    const row = await waitFor(async () => ((await pack(h, 'course:7'))?.waiting === 'unavailable' ? pack(h, 'course:7') : null), 'the missing file noticed');
    expect(row!.files.map((f) => f.complete)).toEqual([false, true]);
    expect((await stored(cache, 'cover.png')).equals(small)).toBe(true);
  });
});
