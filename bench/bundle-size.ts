// Bench (c): gzip size of the JS the login and feed routes load, and no vendor SDK in the entry chunk.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { round } from './stats';

export const BUDGET_KB = 150;
/**
 * Each vendor SDK by a text only its own code has (firebase by its packages' names: the app's config names `firebase_config`;
 * Stripe.js by the address it loads from: the payments contract's paths name `stripe_checkout_sessions`).
 */
const VENDOR_SDKS: Record<string, string> = { pubnub: 'pubnub', firebase: '@firebase/', stripe: 'js.stripe.com', agora: 'agora' };

export interface BundleResult {
  loginPageKb: number;
  feedPageKb: number;
  workerKb: number;
  feedWithWorkerKb: number;
  budgetKb: number;
  feedPerBudget: number;
  vendorInEntry: string[];
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

function distFile(url: string): string {
  return path.join('dist', new URL(url).pathname);
}

export async function benchBundle(browser: Browser, baseURL: string, password: string): Promise<BundleResult> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const pageJs = new Set<string>();
  const workerJs = new Set<string>();
  let scriptsInFlight = 0;
  let lastScriptAt = Date.now();
  page.on('request', (r) => {
    if (r.resourceType() !== 'script') return;
    scriptsInFlight++;
    lastScriptAt = Date.now();
  });
  const settled = (r: { resourceType(): string }) => {
    if (r.resourceType() !== 'script') return;
    scriptsInFlight--;
    lastScriptAt = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) pageJs.add(r.url());
  });
  page.on('worker', (w) => workerJs.add(w.url()));
  /**
   * The route's scripts are in once none is in flight and none started for half a second (not 'networkidle': the
   * engine's realtime long-poll keeps a request open while signed in).
   */
  const scriptsLoaded = async () => {
    while (scriptsInFlight > 0 || Date.now() - lastScriptAt < 500) await new Promise((r) => setTimeout(r, 50));
  };
  /** The worker's own chunks (the SDK it imports when it subscribes), named in its script: not the page's main thread. */
  const ofWorker = (url: string) =>
    workerJs.has(url) || [...workerJs].some((w) => fs.readFileSync(distFile(w), 'utf8').includes(path.basename(new URL(url).pathname)));

  await page.goto('/login/password');
  await page.getByLabel(/password/i).waitFor();
  await scriptsLoaded();
  const loginFiles = [...pageJs].filter((u) => !ofWorker(u));
  const loginPageKb = loginFiles.reduce((s, u) => s + gzipKb(distFile(u)), 0);

  await page.getByLabel(/email/i).fill('member@example.com');
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/groups/welcome');
  await page.locator('article').first().waitFor();
  await scriptsLoaded();
  const feedFiles = [...pageJs].filter((u) => !ofWorker(u));
  const feedPageKb = feedFiles.reduce((s, u) => s + gzipKb(distFile(u)), 0);
  const workerKb = [...new Set([...pageJs, ...workerJs])].filter(ofWorker).reduce((s, u) => s + gzipKb(distFile(u)), 0);
  await context.close();

  const manifest = JSON.parse(fs.readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const entryText = entry ? fs.readFileSync(path.join('dist', entry.file), 'utf8').toLowerCase() : '';
  return {
    loginPageKb: round(loginPageKb, 1),
    feedPageKb: round(feedPageKb, 1),
    workerKb: round(workerKb, 1),
    feedWithWorkerKb: round(feedPageKb + workerKb, 1),
    budgetKb: BUDGET_KB,
    feedPerBudget: round(feedPageKb / BUDGET_KB, 3),
    vendorInEntry: Object.entries(VENDOR_SDKS).filter(([, marker]) => entryText.includes(marker)).map(([name]) => name),
  };
}
