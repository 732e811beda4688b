// Replaying the queued writes: in order, a server fault or throttling retried with backoff, a refusal dropped (the engine's outbox shows it), never a write lost to a bad moment.

/** What the replay needs of Workbox's Queue (kept apart from Workbox so tests can drive it). */
export interface ReplayEntry {
  request: Request;
  timestamp?: number;
  metadata?: object;
}
export interface ReplayQueue {
  shiftRequest(): Promise<ReplayEntry | undefined>;
  unshiftRequest(entry: ReplayEntry): Promise<void>;
}

/**
 * How one replayed answer settles its entry. 2xx/3xx: delivered (or the server's stored first answer). 408, 429 and
 * 5xx: the server could not take it now, so it goes back in the queue. Any other 4xx is the server's refusal (a
 * stale session, no access any more): dropped here; the engine's outbox still holds the write and shows or
 * resends it with the member's current session.
 */
export function replayVerdict(status: number): 'done' | 'refused' | 'retry' {
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  if (status >= 400) return 'refused';
  return 'done';
}

export interface ReplayResult {
  replayed: number;
  refused: number;
  /** Why the replay stopped with entries left (a network failure or the status that asks to come back later). */
  stoppedBy: 'network' | number | null;
}

/** Replays oldest first; the first entry that must wait goes back to the head and the replay stops, keeping the order. */
export async function replayQueue(queue: ReplayQueue, send: (request: Request) => Promise<Response>): Promise<ReplayResult> {
  const result: ReplayResult = { replayed: 0, refused: 0, stoppedBy: null };
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let status: number;
    try {
      status = (await send(entry.request.clone())).status;
    } catch {
      await queue.unshiftRequest(entry);
      result.stoppedBy = 'network';
      return result;
    }
    const verdict = replayVerdict(status);
    if (verdict === 'retry') {
      await queue.unshiftRequest(entry);
      result.stoppedBy = status;
      return result;
    }
    if (verdict === 'refused') result.refused++;
    else result.replayed++;
  }
  return result;
}

/** Backoff of the worker's own retries while it runs: 5 s, doubling, at most 5 minutes. */
export const REPLAY_BACKOFF_BASE_MS = 5_000;
export const REPLAY_BACKOFF_MAX_MS = 5 * 60_000;

export function replayBackoff(failures: number): number {
  return Math.min(REPLAY_BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1), REPLAY_BACKOFF_MAX_MS);
}

export class ReplayIncompleteError extends Error {
  constructor(stoppedBy: 'network' | number) {
    super(`Queued writes wait for a later replay (${stoppedBy})`);
    this.name = 'ReplayIncompleteError';
  }
}

export interface Replayer {
  /** Replays now; concurrent asks share one run. Rejects when writes are left (a sync event then retries later too). */
  replay(): Promise<ReplayResult>;
}

/**
 * One replayer per queue, for every trigger: the sync event, the worker's start, the page's 'online' message. A run
 * that leaves writes behind arms a timer with backoff while the worker lives; if it is stopped, its next start, the
 * next sync event (whose failure the browser retries with its own backoff) or the page's next 'online' replays.
 */
export function createReplayer(
  queue: ReplayQueue,
  send: (request: Request) => Promise<Response>,
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void } = {
    set: (fn, ms) => setTimeout(fn, ms),
    clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  },
): Replayer {
  let running: Promise<ReplayResult> | null = null;
  let failures = 0;
  let timer: unknown = null;

  function retryLater(): void {
    failures++;
    if (timer !== null) timers.clear(timer);
    timer = timers.set(() => {
      timer = null;
      replay().catch(() => undefined);
    }, replayBackoff(failures));
  }

  function replay(): Promise<ReplayResult> {
    running ??= (async () => {
      try {
        const result = await replayQueue(queue, send);
        if (result.stoppedBy === null) {
          failures = 0;
          return result;
        }
        retryLater();
        throw new ReplayIncompleteError(result.stoppedBy);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return { replay };
}
