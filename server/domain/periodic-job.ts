// A server job run at start and then every interval (sweeps, publishing), one run at a time, stopped when the server closes.

/**
 * Runs `job` now and every `intervalMs` (runs never overlap; a failure is logged under `name` and tried next time).
 * The answer stops it and waits for a run in progress, so the database can close after it.
 */
export function periodicJob(name: string, job: () => Promise<unknown>, intervalMs: number): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(() =>
      job().then(
        () => undefined,
        (err: unknown) => console.error(`${name} failed:`, err),
      ),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}
