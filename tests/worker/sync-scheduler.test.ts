// The leader's send timing: backoff doubles while nothing gets through and starts again from the base once writes do.
import { afterEach, expect, it, vi } from 'vitest';
import { ApiError } from '../../worker/api-error';
import type { FlushResult } from '../../worker/outbox';
import { createSyncScheduler } from '../../worker/sync-scheduler';

afterEach(() => vi.useRealTimers());

it('a send that delivered some writes before a failure waits the base time again, not the doubled one', async () => {
  vi.useFakeTimers();
  const results: FlushResult[] = [];
  const sends: number[] = [];
  const stopped = (delivered: number): FlushResult => ({ delivered, failed: 0, stoppedBy: new ApiError('http', 500, '') });
  const scheduler = createSyncScheduler({
    sendOutbox: async () => {
      sends.push(Date.now());
      return results.shift() ?? { delivered: 0, failed: 0, stoppedBy: null };
    },
    pullDeltas: async () => {},
    onPulled: () => {},
    isOffline: () => false,
    intervalMs: 1_000_000,
    backoffBaseMs: 100,
    backoffMaxMs: 10_000,
  });
  scheduler.lead();
  const start = Date.now();
  results.push(stopped(0), stopped(0), stopped(0), stopped(5), stopped(0));
  await scheduler.flush(true);
  // Nothing got through: 100, then 200, then 400 ms.
  await vi.advanceTimersByTimeAsync(100);
  await vi.advanceTimersByTimeAsync(200);
  await vi.advanceTimersByTimeAsync(400);
  expect(sends.map((t) => t - start)).toEqual([0, 100, 300, 700]);
  // That fourth send delivered five before failing: the next wait is the base again.
  await vi.advanceTimersByTimeAsync(100);
  expect(sends.map((t) => t - start)).toEqual([0, 100, 300, 700, 800]);
  scheduler.stop();
});
