// Files answered from an offline pack: whole or by range (206 with Content-Range) across stored segments or from a head holding the file, 416 past the end, the network when a piece is missing.
import { describe, expect, it } from 'vitest';
import { OFFLINE_HEAD, segmentKey } from '../../schema/offline-media';
import { answerFromPack, type MediaCache } from '../../sw/offline-media';

const url = 'https://community.test/uploads/clip.mp4';
const file = Uint8Array.from({ length: 25 }, (_, i) => i);

/** A cache holding `file` as the engine stores it: segments of 10 bytes and, last, the head entry. */
function storedCache(skip: number[] = []): MediaCache {
  const entries = new Map<string, Blob>();
  for (let i = 0; i * 10 < file.length; i++) if (!skip.includes(i)) entries.set(segmentKey(url, i), new Blob([file.slice(i * 10, i * 10 + 10)]));
  return {
    async match(key) {
      if (key === url) return new Response(null, { headers: { 'Content-Type': 'video/mp4', [OFFLINE_HEAD.size]: '25', [OFFLINE_HEAD.segmentBytes]: '10' } });
      const blob = entries.get(key);
      return blob ? new Response(blob) : undefined;
    },
  };
}

const ask = (headers: Record<string, string> = {}, at = url) => new Request(at, { headers });
const bytes = async (res: Response) => [...new Uint8Array(await res.arrayBuffer())];

describe('answerFromPack', () => {
  it('answers the whole file from its segments, with its type and length, ranges offered', async () => {
    const res = (await answerFromPack(storedCache(), ask()))!;
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('video/mp4');
    expect(res.headers.get('Content-Length')).toBe('25');
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Content-Range')).toBeNull();
    expect(await bytes(res)).toEqual([...file]);
  });

  it('answers a range across segments with 206 and its Content-Range, as a seeking video asks', async () => {
    const res = (await answerFromPack(storedCache(), ask({ Range: 'bytes=8-21' })))!;
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe('bytes 8-21/25');
    expect(res.headers.get('Content-Length')).toBe('14');
    expect(await bytes(res)).toEqual([...file.slice(8, 22)]);
  });

  it('answers an open range to the end and a suffix', async () => {
    const open = (await answerFromPack(storedCache(), ask({ Range: 'bytes=20-' })))!;
    expect(open.headers.get('Content-Range')).toBe('bytes 20-24/25');
    expect(await bytes(open)).toEqual([20, 21, 22, 23, 24]);
    const suffix = (await answerFromPack(storedCache(), ask({ Range: 'bytes=-3' })))!;
    expect(await bytes(suffix)).toEqual([22, 23, 24]);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = (await answerFromPack(storedCache(), ask({ Range: 'bytes=25-' })))!;
    expect(res.status).toBe(416);
    expect(res.headers.get('Content-Range')).toBe('bytes */25');
  });

  it('lets the network answer a file the device does not hold, or holds only in part', async () => {
    expect(await answerFromPack(storedCache(), ask({}, 'https://community.test/uploads/other.mp4'))).toBeNull();
    expect(await answerFromPack(storedCache([1]), ask({ Range: 'bytes=8-21' }))).toBeNull();
    // A range the remaining segments hold is still answered.
    expect((await answerFromPack(storedCache([1]), ask({ Range: 'bytes=20-24' })))!.status).toBe(206);
  });

  it('answers a file whose head holds its last segment, whole and by range', async () => {
    const segments = storedCache([2]);
    const inline: MediaCache = {
      async match(key) {
        if (key !== url) return segments.match(key);
        return new Response(new Blob([file.slice(20)]), { headers: { 'Content-Type': 'video/mp4', [OFFLINE_HEAD.size]: '25', [OFFLINE_HEAD.segmentBytes]: '10', [OFFLINE_HEAD.inline]: '1' } });
      },
    };
    expect(await bytes((await answerFromPack(inline, ask()))!)).toEqual([...file]);
    const ranged = (await answerFromPack(inline, ask({ Range: 'bytes=8-21' })))!;
    expect(ranged.headers.get('Content-Range')).toBe('bytes 8-21/25');
    expect(await bytes(ranged)).toEqual([...file.slice(8, 22)]);
  });

  it('answers a one-segment file from its head alone', async () => {
    const picture: MediaCache = {
      async match(key) {
        if (key !== url) return undefined;
        return new Response(new Blob([file]), { headers: { 'Content-Type': 'image/png', [OFFLINE_HEAD.size]: '25', [OFFLINE_HEAD.segmentBytes]: '4194304', [OFFLINE_HEAD.inline]: '1' } });
      },
    };
    const whole = (await answerFromPack(picture, ask()))!;
    expect(whole.headers.get('Content-Type')).toBe('image/png');
    expect(await bytes(whole)).toEqual([...file]);
    expect(await bytes((await answerFromPack(picture, ask({ Range: 'bytes=3-6' })))!)).toEqual([3, 4, 5, 6]);
  });

  it('ignores the fragment of the asked URL', async () => {
    expect((await answerFromPack(storedCache(), ask({}, `${url}#t=3`)))!.status).toBe(200);
  });
});
