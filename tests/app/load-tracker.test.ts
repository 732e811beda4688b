// A screen's loads from the engine: fetching and readable errors, answers of an earlier key dropped, retries on demand and on reconnect.
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { createLoadTracker, type LoadState } from '../../src/lib/load-tracker';

/** A load the test settles by hand, counting its runs. */
function scripted() {
  const settles: { resolve(): void; reject(e: unknown): void }[] = [];
  const load = () =>
    new Promise<void>((resolve, reject) => {
      settles.push({ resolve, reject });
    });
  return {
    load,
    get runs() {
      return settles.length;
    },
    resolve: (i = settles.length - 1) => settles[i]!.resolve(),
    reject: (e: unknown, i = settles.length - 1) => settles[i]!.reject(e),
  };
}

function tracked() {
  const states: LoadState[] = [];
  const tracker = createLoadTracker((s) => states.push(s));
  return { tracker, now: () => states.at(-1), states };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('load tracker', () => {
  it('reports fetching until the load lands, then no error', async () => {
    const { tracker, now } = tracked();
    const first = scripted();
    tracker.begin(first.load);
    await settled();
    expect(now()).toEqual({ fetching: true, error: null });
    first.resolve();
    await settled();
    expect(now()).toEqual({ fetching: false, error: null });
  });

  it("shows a failure's message in words, and the engine's own wording when it has one", async () => {
    const { tracker, now } = tracked();
    const first = scripted();
    tracker.begin(first.load);
    await settled();
    first.reject(new Error(messages.postNotFound));
    await settled();
    expect(now()).toEqual({ fetching: false, error: messages.postNotFound });
    tracker.retry();
    await settled();
    first.reject('not an Error');
    await settled();
    expect(now()?.error).toBe(messages.somethingWrong);
  });

  it('drops what an earlier key answers: a slow old load neither clears nor sets the new error', async () => {
    const { tracker, now } = tracked();
    const a = scripted();
    const b = scripted();
    tracker.begin(a.load);
    await settled();
    tracker.begin(b.load);
    await settled();
    a.reject(new Error('from the old wall'));
    await settled();
    expect(now()).toEqual({ fetching: true, error: null });
    b.resolve();
    await settled();
    expect(now()).toEqual({ fetching: false, error: null });
  });

  it('retries the load that failed (an older page), not the first page', async () => {
    const { tracker, now } = tracked();
    const firstPage = scripted();
    const olderPage = scripted();
    tracker.begin(firstPage.load);
    await settled();
    firstPage.resolve();
    tracker.run(olderPage.load);
    await settled();
    olderPage.reject(Object.assign(new Error('[GET] "/api/v2/walls/w/recent_posts": <no response> Failed to fetch'), { name: 'ApiError', kind: 'network', code: -1, data: '' }));
    await settled();
    expect(now()).toEqual({ fetching: false, error: messages.offlineNotOnDevice });

    tracker.retry();
    await settled();
    expect(now()).toEqual({ fetching: true, error: null });
    expect([firstPage.runs, olderPage.runs]).toEqual([1, 2]);
    olderPage.resolve();
    await settled();
    expect(now()).toEqual({ fetching: false, error: null });
  });

  it('with nothing failed, a retry runs the key load again', async () => {
    const { tracker } = tracked();
    const first = scripted();
    tracker.begin(first.load);
    await settled();
    first.resolve();
    await settled();
    tracker.retry();
    await settled();
    expect(first.runs).toBe(2);
  });

  it('runs a failed load again when the network returns, and nothing when none failed', async () => {
    const { tracker, now } = tracked();
    const first = scripted();
    tracker.begin(first.load);
    await settled();
    first.reject(new Error('offline'));
    await settled();
    tracker.reconnected();
    await settled();
    expect(first.runs).toBe(2);
    first.resolve();
    await settled();
    expect(now()).toEqual({ fetching: false, error: null });
    tracker.reconnected();
    await settled();
    expect(first.runs).toBe(2);
  });

  it('has nothing to load without a key, and changes nothing after the screen left', async () => {
    const { tracker, now, states } = tracked();
    tracker.begin(null);
    expect(now()).toEqual({ fetching: false, error: null });
    const first = scripted();
    tracker.begin(first.load);
    await settled();
    tracker.end();
    const seen = states.length;
    first.reject(new Error('late'));
    await settled();
    expect(states).toHaveLength(seen);
  });
});
