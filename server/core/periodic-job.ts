// A server job run at start and then every interval (sweeps, publishing, link previews), one run at a time, stopped when the server closes.

export interface WakeableJob {
  /** Runs the job again soon (after a run in progress; several calls before it starts make one run). */
  wake: () => void;
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop: () => Promise<void>;
}

/** Runs `job` now, every `intervalMs` and whenever woken (runs never overlap; a failure is logged under `name` and tried next time). */
export function wakeableJob(name: string, job: () => Promise<unknown>, intervalMs: number): WakeableJob {
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let stopped = false;
  const run = () => {
    if (queued || stopped) return;
    queued = true;
    running = running.then(() => {
      queued = false;
      if (stopped) return undefined;
      return job().then(
        () => undefined,
        (err: unknown) => console.error(`${name} failed:`, err),
      );
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    wake: run,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      return running;
    },
  };
}

/**
 * Runs `job` now and every `intervalMs` (runs never overlap; a failure is logged under `name` and tried next time).
 * The answer stops it and waits for a run in progress, so the database can close after it.
 */
export function periodicJob(name: string, job: () => Promise<unknown>, intervalMs: number): () => Promise<void> {
  return wakeableJob(name, job, intervalMs).stop;
}
