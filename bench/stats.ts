// Small statistics for benchmark samples.
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** p50, p95 and max of millisecond samples, to a tenth. */
export const summary = (ms: number[]) => ({ p50_ms: round(percentile(ms, 50), 1), p95_ms: round(percentile(ms, 95), 1), max_ms: round(Math.max(...ms), 1) });

/** A delivery's p50 against its floor: the write's own answer plus a bare long-poll's wake-up, p50 each (1 = the path adds nothing). */
export const perFloorP50 = (delivered: number[], answer: number[], bare: number[]): number =>
  round(percentile(delivered, 50) / (percentile(answer, 50) + percentile(bare, 50)), 2);
