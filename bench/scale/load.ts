// HTTP load for bench (e): a closed loop of concurrent keep-alive requests for a fixed time, and one timed request.
import { percentile, round } from '../stats';

export interface LoadResult {
  requests: number;
  perSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** One GET, timed to the end of its body; throws on a status other than 200. */
export async function timedGet(url: string, headers: Record<string, string> = {}): Promise<{ ms: number; body: unknown }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) };
}

/** One closed loop's latencies over its measured seconds. */
export interface LoopRun {
  latencies: number[];
  seconds: number;
  errors: number;
}

/** Several closed loops as one result: every request of every run, over their summed time. */
export function summarise(runs: LoopRun[]): LoadResult {
  const latencies = runs.flatMap((r) => r.latencies);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    requests: latencies.length,
    perSec: round(latencies.length / seconds, 0),
    p50Ms: round(percentile(latencies, 50), 1),
    p99Ms: round(percentile(latencies, 99), 1),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * `concurrency` loops each sending its next request when the last one's body has arrived, for `seconds` after a
 * warm-up second; `next(i)` gives request i's URL and headers.
 */
export async function closedLoop(
  next: (i: number) => { url: string; headers?: Record<string, string> },
  { concurrency = 16, seconds = 5 } = {},
): Promise<LoopRun> {
  let i = 0;
  let errors = 0;
  const latencies: number[] = [];
  const run = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const { url, headers } = next(i++);
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      if (record) latencies.push(performance.now() - t0);
    }
  };
  const warm = performance.now() + 1_000;
  await Promise.all(Array.from({ length: concurrency }, () => run(warm, false)));
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => run(t0 + seconds * 1_000, true)));
  return { latencies, seconds: (performance.now() - t0) / 1_000, errors };
}

/** p50 and p95 of requests sent one after another. */
export async function sequential(urls: { url: string; headers?: Record<string, string> }[]): Promise<{ p50Ms: number; p95Ms: number }> {
  const ms: number[] = [];
  for (const { url, headers } of urls) ms.push((await timedGet(url, headers)).ms);
  return { p50Ms: round(percentile(ms, 50), 1), p95Ms: round(percentile(ms, 95), 1) };
}
