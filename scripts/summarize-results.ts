// Sums every suite's results (checks, Vitest, Playwright) into the one closing line CI reads.
import { existsSync, readFileSync } from 'node:fs';

interface Totals { passed: number; failed: number; skipped: number }
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const missing: string[] = [];

function readJson<T>(path: string): T | null {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

if (existsSync('.tmp/checks.txt')) {
  for (const line of readFileSync('.tmp/checks.txt', 'utf8').split('\n').filter(Boolean)) {
    if (line.startsWith('pass ')) totals.passed++;
    else totals.failed++;
  }
}

const vitest = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numFailedTestSuites: number }>(
  '.tmp/vitest-results.json',
);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  // A file that fails to load has no failed test of its own but must still fail the run.
  totals.failed += vitest.numFailedTests + (vitest.numFailedTests === 0 ? vitest.numFailedTestSuites : 0);
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else missing.push('vitest');

const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number }; errors?: unknown[] }>(
  '.tmp/e2e-results.json',
);
if (e2e) {
  totals.passed += e2e.stats.expected + e2e.stats.flaky;
  totals.failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
  totals.skipped += e2e.stats.skipped;
} else missing.push('playwright');

totals.failed += missing.length;
if (missing.length) console.log(`suites that produced no results: ${missing.join(', ')}`);
console.log(`ci: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
