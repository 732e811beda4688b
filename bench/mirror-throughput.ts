// Bench (a): 10,000 posts mirrored from the server through the engine vs a raw Dexie bulkPut of the same rows.
import type { BenchServer } from './server';
import type { AppSession } from './browser-session';
import { round } from './stats';

export const MIRROR_ROWS = 10_000;

export interface MirrorResult {
  rows: number;
  engineMs: number;
  engineRowsPerSec: number;
  rawRows: number;
  rawMs: number;
  rawRowsPerSec: number;
  ratio: number;
}

export async function benchMirror(server: BenchServer, session: AppSession): Promise<MirrorResult> {
  const { page } = session;
  // The device keeps up to 10,000 posts only when the member says so (Settings -> Offline reading); the default
  // budget's sweep after the catch-up would take rows the baseline then copies.
  await page.evaluate(async (rows) => {
    const engine = (window as unknown as { __engine: { offline: { setPostBudget(n: number): Promise<number> } } }).__engine;
    await engine.offline.setPostBudget(rows);
  }, MIRROR_ROWS);
  // Timed from the server's commit of the posts until the mirror holds them: realtime tells the engine at once (it
  // may start its pull before syncNow is asked, and syncNow then ends after that pull), as a member's device hears.
  await server.addPosts('welcome', MIRROR_ROWS);
  const t0 = performance.now();
  await page.evaluate(async () => {
    const engine = (window as unknown as { __engine: { syncNow(): Promise<void> } }).__engine;
    await engine.syncNow();
  });
  const engineMs = performance.now() - t0;

  // The baseline runs in a worker of the same page, reading the rows the engine just mirrored.
  const raw = await page.evaluate(
    (rows) =>
      new Promise<{ rows: number; ms: number }>((resolve, reject) => {
        const worker = new Worker('/bench/raw-put-worker.js', { type: 'module' });
        worker.onmessage = (e: MessageEvent<{ rows: number; ms: number } | { error: string }>) => {
          worker.terminate();
          if ('error' in e.data) reject(new Error(e.data.error));
          else resolve(e.data);
        };
        worker.postMessage({ sourceDb: 'community', rows });
      }),
    MIRROR_ROWS,
  );
  if (raw.rows < MIRROR_ROWS) throw new Error(`the engine mirrored ${raw.rows} rows, expected at least ${MIRROR_ROWS}`);

  const engineRowsPerSec = (MIRROR_ROWS / engineMs) * 1000;
  const rawRowsPerSec = (raw.rows / raw.ms) * 1000;
  return {
    rows: MIRROR_ROWS,
    engineMs: round(engineMs),
    engineRowsPerSec: round(engineRowsPerSec, 0),
    rawRows: raw.rows,
    rawMs: round(raw.ms),
    rawRowsPerSec: round(rawRowsPerSec, 0),
    ratio: round(engineRowsPerSec / rawRowsPerSec, 3),
  };
}
