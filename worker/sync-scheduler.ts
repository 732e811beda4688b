// Leader-side timing: one send and one pull at a time, the periodic pull, and backoff after a send that could not get through.
import { ApiError } from './api-error';
import { SessionChangedError } from './mirror-writes';
import type { FlushResult } from './outbox';
import { serial } from './serial';

export interface SyncSchedulerOptions {
  sendOutbox(): Promise<FlushResult>;
  pullDeltas(): Promise<void>;
  onPulled(at: number): void;
  isOffline(): boolean;
  intervalMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export interface SyncScheduler {
  /** This worker became the leader: the periodic sync starts. */
  lead(): void;
  /** A new period for the periodic sync (longer while realtime is ACTIVE); it counts from now. */
  setInterval(ms: number): void;
  stop(): void;
  isLeading(): boolean;
  /** Sends the outbox; unless `force`, not while a backoff is waiting. Pulls after anything was delivered. */
  flush(force: boolean): Promise<void>;
  /** Pulls deltas; rejects on failure. */
  pull(): Promise<void>;
  /** Send then pull, failures reported, never rejecting: for timers and events. */
  syncAll(force: boolean): Promise<void>;
}

/** Expected failures (offline, session gone) are visible in the status; anything else is worth a console line. */
export function reportSyncError(error: unknown): void {
  if (error instanceof SessionChangedError) return;
  if (error instanceof Error && error.name === 'DatabaseClosedError') return; // the engine was closed mid-run
  if (error instanceof ApiError && error.kind !== 'invalid') return;
  console.warn('sync:', error);
}

export function createSyncScheduler(o: SyncSchedulerOptions): SyncScheduler {
  let leading = false;
  let interval: ReturnType<typeof setInterval> | null = null;
  let backoff: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let intervalMs = o.intervalMs;

  const sendJob = serial(async () => {
    const result = await o.sendOutbox();
    // A server that took writes is answering again: the next wait starts from the base, not from where a run of
    // failures left it (a flaky server that fails one write in thirty would otherwise be waited on for a minute).
    if (!result.stoppedBy || result.delivered > 0) failures = 0;
    if (result.stoppedBy && !result.stoppedBy.unauthorized) armBackoff();
    return result;
  });
  const pullJob = serial(async () => {
    await o.pullDeltas();
    o.onPulled(Date.now());
  });

  function armBackoff(): void {
    if (backoff || !leading) return;
    failures++;
    const delay = Math.min(o.backoffBaseMs * 2 ** (failures - 1), o.backoffMaxMs);
    backoff = setTimeout(() => {
      backoff = null;
      flush(false).catch(reportSyncError);
    }, delay);
  }

  function disarmBackoff(): void {
    if (backoff) clearTimeout(backoff);
    backoff = null;
  }

  async function flush(force: boolean): Promise<void> {
    // The browser says offline: a send would only fail; the 'online' event sends everything (forced).
    if (!leading || (!force && (backoff || o.isOffline()))) return;
    disarmBackoff();
    const result = await sendJob();
    if (result.delivered > 0) await pullJob().catch(reportSyncError);
  }

  async function syncAll(force: boolean): Promise<void> {
    if (!leading) return;
    await flush(force).catch(reportSyncError);
    await pullJob().catch(reportSyncError);
  }

  function armInterval(): void {
    if (interval) clearInterval(interval);
    interval = setInterval(() => {
      if (!o.isOffline()) void syncAll(false);
    }, intervalMs);
  }

  return {
    lead() {
      if (leading) return;
      leading = true;
      armInterval();
    },
    setInterval(ms) {
      if (ms === intervalMs) return;
      intervalMs = ms;
      if (leading) armInterval();
    },
    stop() {
      leading = false;
      if (interval) clearInterval(interval);
      interval = null;
      disarmBackoff();
    },
    isLeading: () => leading,
    flush,
    pull: () => (leading ? pullJob() : Promise.resolve()),
    syncAll,
  };
}
