// The service worker's replay of queued writes: in order, a 5xx/429 or no network put back and retried with backoff, a refusal dropped, nothing lost.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReplayer, replayBackoff, replayQueue, replayVerdict, type ReplayEntry, type ReplayQueue } from '../../sw/replay';

function fakeQueue(keys: string[]): ReplayQueue & { keys(): string[] } {
  const entries: ReplayEntry[] = keys.map((k) => ({ request: new Request(`https://community.test/api/v2/likes`, { method: 'POST', headers: { 'Idempotency-Key': k } }) }));
  return {
    shiftRequest: async () => entries.shift(),
    unshiftRequest: async (e) => {
      entries.unshift(e);
    },
    keys: () => entries.map((e) => e.request.headers.get('Idempotency-Key')!),
  };
}

/** A server answering each key with the next status scripted for it (201 once the script is used up); 0 = no network. */
function scriptedServer(script: Record<string, number[]>) {
  const seen: string[] = [];
  const send = async (request: Request) => {
    const key = request.headers.get('Idempotency-Key')!;
    seen.push(key);
    const status = script[key]?.shift() ?? 201;
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response(null, { status });
  };
  return { send, seen };
}

afterEach(() => vi.useRealTimers());

describe('replayVerdict', () => {
  it('retries what the server could not take now, drops its refusals, settles the rest', () => {
    for (const s of [500, 502, 503, 504, 429, 408]) expect(replayVerdict(s)).toBe('retry');
    for (const s of [400, 401, 403, 404, 409, 422]) expect(replayVerdict(s)).toBe('refused');
    for (const s of [200, 201, 204, 302]) expect(replayVerdict(s)).toBe('done');
  });
});

describe('replayQueue', () => {
  it('a 5xx or 429 puts the entry back at the head and stops, keeping the order (Workbox alone would drop it)', async () => {
    const queue = fakeQueue(['a', 'b', 'c']);
    const server = scriptedServer({ b: [503, 429] });
    expect(await replayQueue(queue, server.send)).toEqual({ replayed: 1, refused: 0, stoppedBy: 503 });
    expect(queue.keys()).toEqual(['b', 'c']);
    expect(await replayQueue(queue, server.send)).toEqual({ replayed: 0, refused: 0, stoppedBy: 429 });
    expect(await replayQueue(queue, server.send)).toEqual({ replayed: 2, refused: 0, stoppedBy: null });
    expect(server.seen).toEqual(['a', 'b', 'b', 'b', 'c']);
    expect(queue.keys()).toEqual([]);
  });

  it('no network puts the entry back; a refusal (4xx) is dropped and the rest go on', async () => {
    const queue = fakeQueue(['a', 'b', 'c']);
    const server = scriptedServer({ a: [0], b: [403] });
    expect((await replayQueue(queue, server.send)).stoppedBy).toBe('network');
    expect(queue.keys()).toEqual(['a', 'b', 'c']);
    expect(await replayQueue(queue, server.send)).toEqual({ replayed: 2, refused: 1, stoppedBy: null });
  });
});

describe('createReplayer', () => {
  it('retries a failed replay by itself with backoff (5 s doubling, at most 5 minutes) until the queue is empty', async () => {
    vi.useFakeTimers();
    const queue = fakeQueue(['a']);
    const server = scriptedServer({ a: [500, 0, 500] });
    const replayer = createReplayer(queue, server.send);
    await expect(replayer.replay()).rejects.toThrow('wait for a later replay');
    expect(queue.keys()).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(server.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.seen).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.seen).toHaveLength(4);
    expect(queue.keys()).toEqual([]);
    expect([1, 2, 3, 7, 20].map(replayBackoff)).toEqual([5_000, 10_000, 20_000, 300_000, 300_000]);
  });

  it('concurrent triggers (start, sync event, the page online) share one run: nothing is sent twice at once', async () => {
    const queue = fakeQueue(['a', 'b']);
    const server = scriptedServer({});
    const replayer = createReplayer(queue, server.send);
    const [x, y] = await Promise.all([replayer.replay(), replayer.replay()]);
    expect(x).toBe(y);
    expect(server.seen).toEqual(['a', 'b']);
  });
});
