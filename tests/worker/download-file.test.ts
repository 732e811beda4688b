// One file of an offline pack into the cache: a download whose row lags the cache goes on from what the cache holds, the last segment goes in the head, and a one-segment file is a single entry.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OfflinePackFile } from '../../schema/mirror/offline-packs';
import { OFFLINE_SEGMENT_BYTES, segmentKey } from '../../schema/offline-media';
import { answerFromPack } from '../../sw/offline-media';
import { downloadFile, FileUnavailableError } from '../../worker/offline-packs/download-file';
import { MemoryCache } from './helpers/memory-cache';

const url = 'https://community.test/uploads/lesson.webm';
const big = crypto.randomBytes(2 * OFFLINE_SEGMENT_BYTES + 100);

/** A server answering byte ranges of `bytes`; it records each Range asked and refuses from `cutAt` on (a cut network). */
function server(bytes: Buffer, asked: string[], cutAt = Infinity): typeof fetch {
  return async (_input, init) => {
    const range = new Headers(init?.headers).get('Range')!;
    asked.push(range);
    if (asked.length > cutAt) throw new TypeError('Failed to fetch');
    const [start, end] = range.slice('bytes='.length).split('-').map(Number) as [number, number];
    const last = Math.min(end, bytes.length - 1);
    return new Response(new Uint8Array(bytes.subarray(start, last + 1)), {
      status: 206,
      headers: { 'Content-Type': 'video/webm', 'Content-Range': `bytes ${start}-${last}/${bytes.length}`, 'Content-Length': String(last - start + 1) },
    });
  };
}

const fresh = (at: string): OfflinePackFile => ({ url: at, size: null, segment_bytes: OFFLINE_SEGMENT_BYTES, segments_done: 0, complete: false, content_type: null });

async function download(cache: MemoryCache, file: OfflinePackFile, answer: typeof fetch) {
  const stored = new Set((await cache.keys()).map((r) => r.url));
  return downloadFile(file, { cache, fetch: answer, signal: new AbortController().signal, stored, onStored: () => {} });
}

describe('downloadFile', () => {
  it('goes on from the segments the cache holds when the row never heard of them', async () => {
    const cache = new MemoryCache();
    const asked: string[] = [];
    await expect(download(cache, fresh(url), server(big, asked, 2))).rejects.toThrow('Failed to fetch');
    expect(cache.entries.has(segmentKey(url, 1))).toBe(true);

    // The row still says nothing is stored (its progress was not written before the cut).
    asked.length = 0;
    const done = await download(cache, fresh(url), server(big, asked));
    expect(asked).toEqual([`bytes=${2 * OFFLINE_SEGMENT_BYTES}-${big.length - 1}`]);
    expect(done).toMatchObject({ size: big.length, segments_done: 3, complete: true, content_type: 'video/webm' });
    expect([...cache.entries.keys()].sort()).toEqual([url, segmentKey(url, 0), segmentKey(url, 1)].sort());
    expect(Buffer.from(await (await answerFromPack(cache, new Request(url)))!.arrayBuffer()).equals(big)).toBe(true);
  });

  it('starts over when the segments the cache holds were of a file of another size', async () => {
    const cache = new MemoryCache();
    await expect(download(cache, fresh(url), server(big, [], 1))).rejects.toThrow('Failed to fetch');
    const asked: string[] = [];
    const changed = crypto.randomBytes(OFFLINE_SEGMENT_BYTES + 10);
    const done = await download(cache, { ...fresh(url), size: changed.length }, server(changed, asked));
    expect(asked[0]).toBe(`bytes=0-${OFFLINE_SEGMENT_BYTES - 1}`);
    expect(done.complete).toBe(true);
    expect(Buffer.from(await (await answerFromPack(cache, new Request(url)))!.arrayBuffer()).equals(changed)).toBe(true);
  });

  it('keeps a file of one segment in its head alone', async () => {
    const cache = new MemoryCache();
    const picture = crypto.randomBytes(5_000);
    const done = await download(cache, fresh(`${url}.png`), server(picture, []));
    expect(done).toMatchObject({ size: picture.length, segments_done: 1, complete: true });
    expect([...cache.entries.keys()]).toEqual([`${url}.png`]);
    expect(Buffer.from(await (await answerFromPack(cache, new Request(`${url}.png`)))!.arrayBuffer()).equals(picture)).toBe(true);
  });

  it('stores nothing of a segment whose body is cut on the way, and goes on from it next time', async () => {
    const cache = new MemoryCache();
    const whole = server(big, []);
    let cut = false;
    // The second segment's body stops after its first bytes (the network went away mid-answer).
    const cutting: typeof fetch = async (input, init) => {
      const res = await whole(input, init);
      if (cut || !new Headers(init?.headers).get('Range')!.startsWith(`bytes=${OFFLINE_SEGMENT_BYTES}-`)) return res;
      cut = true;
      const reader = res.body!.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { value } = await reader.read();
          controller.enqueue(value!);
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 206, headers: res.headers });
    };
    await expect(download(cache, fresh(url), cutting)).rejects.toThrow('network error');
    expect([...cache.entries.keys()]).toEqual([segmentKey(url, 0)]);
    const asked: string[] = [];
    const done = await download(cache, fresh(url), server(big, asked));
    expect(asked[0]).toBe(`bytes=${OFFLINE_SEGMENT_BYTES}-${2 * OFFLINE_SEGMENT_BYTES - 1}`);
    expect(done.complete).toBe(true);
    expect(Buffer.from(await (await answerFromPack(cache, new Request(url)))!.arrayBuffer()).equals(big)).toBe(true);
  });

  it('stores nothing of a segment answered shorter than its range, even without a declared length', async () => {
    const cache = new MemoryCache();
    const whole = server(big, []);
    const short: typeof fetch = async (input, init) => {
      const res = await whole(input, init);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const headers = new Headers(res.headers);
      headers.delete('Content-Length');
      return new Response(bytes.subarray(0, bytes.length - 1), { status: 206, headers });
    };
    await expect(download(cache, fresh(url), short)).rejects.toThrow(FileUnavailableError);
    expect([...cache.entries.keys()]).toEqual([]);
  });
});
