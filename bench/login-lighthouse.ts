// Bench (g): the login page's JS as transferred and Lighthouse's performance score on it, in Debian's Chromium.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { percentile, round } from './stats';

export const SCORE_TARGET = 90;
const RUNS = 3;
/** The last run's whole report, to see where the time goes. */
export const REPORT_FILE = '.tmp/lighthouse-login.json';

export interface LighthouseResult {
  runs: number;
  /** Median over the runs: Lighthouse's score moves a few points from run to run on a busy machine. */
  performance: number;
  scores: string;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  /** Bytes on the wire (compressed body and headers) of the scripts the page itself loads: not the sync worker's. */
  scriptsTransferredKb: number;
  /** The same scripts decoded. */
  scriptsResourceKb: number;
  scriptCount: number;
}

interface NetworkItem {
  resourceType?: string;
  /** 'page' for the page's own requests, 'worker' for the sync engine's */
  sessionTargetType?: string;
  transferSize?: number;
  resourceSize?: number;
}

interface Lhr {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkItem[] } }>;
  runtimeError?: { message: string };
}

const run = promisify(execFile);

/** One Lighthouse run through its CLI (the node API would need chrome-launcher, which is only Lighthouse's own dependency). */
async function lighthouseOnce(url: string): Promise<Lhr> {
  const { stdout } = await run(
    'npx',
    [
      'lighthouse',
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      // Error reporting is the one part of Lighthouse that would phone out.
      '--no-enable-error-reporting',
      `--chrome-flags=--headless ${chromiumArgs.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as Lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return lhr;
}

const median = (values: number[]) => percentile(values, 50);

export async function benchLighthouse(baseURL: string): Promise<LighthouseResult> {
  const reports: Lhr[] = [];
  for (let i = 0; i < RUNS; i++) reports.push(await lighthouseOnce(`${baseURL}/login`));
  fs.writeFileSync(REPORT_FILE, JSON.stringify(reports.at(-1)));
  const scores = reports.map((r) => Math.round((r.categories.performance.score ?? 0) * 100));
  const metric = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? NaN));
  // Byte counts are the same in every run; the last one's network log is read.
  const scripts = (reports.at(-1)!.audits['network-requests']?.details?.items ?? []).filter(
    (i) => i.resourceType === 'Script' && i.sessionTargetType === 'page',
  );
  const sum = (key: 'transferSize' | 'resourceSize') => scripts.reduce((s, i) => s + (i[key] ?? 0), 0) / 1024;
  return {
    runs: RUNS,
    performance: median(scores),
    scores: scores.join(' '),
    firstContentfulPaintMs: Math.round(metric('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(metric('largest-contentful-paint')),
    scriptsTransferredKb: round(sum('transferSize'), 1),
    scriptsResourceKb: round(sum('resourceSize'), 1),
    scriptCount: scripts.length,
  };
}
