// Opens the built app in Debian's Chromium and signs the demo member in through the real engine.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { isActiveLongPoll } from '../e2e/realtime-urls';

export interface AppSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export async function openSignedIn(browser: Browser, baseURL: string, password: string): Promise<AppSession> {
  const context = await browser.newContext({ baseURL });
  // The engine's realtime subscription is refused the gateway: these benches time the engine's own pulls and writes,
  // which events would otherwise start early (realtime has its own bench, realtime-latency).
  await context.route('**/pn/**', (route) => route.abort());
  const page = await context.newPage();
  await signIn(page, password);
  return { browser, context, page };
}

/**
 * The demo member signed in, in a context of its own in `browser`, as a member's browser is: no request routing (with
 * any route set, Playwright holds every request of the context, API calls too, until this process lets it go, and
 * this process also runs the server) and realtime on, so the engine polls every few minutes only, never by itself
 * in the middle of a timed pull (with realtime refused it polls every 20 s).
 */
export async function openSignedInLive(browser: Browser, baseURL: string, password: string): Promise<AppSession> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const subscribed = page.waitForRequest((r) => isActiveLongPoll(r.url()), { timeout: 60_000 });
  await signIn(page, password);
  await subscribed;
  return { browser, context, page };
}

export interface ProfileSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * The demo member signed in, in a browser profile on disk of its own (fresh each time) as a member's browser has one: its
 * HTTP cache and Cache Storage on disk, and no request routing (Playwright's routing turns Chromium's HTTP cache off).
 * Realtime stays on: benches that open it time nothing an event could start.
 */
export async function openSignedInProfile(baseURL: string, password: string): Promise<ProfileSession> {
  const dir = path.resolve('.tmp/bench-profile');
  fs.rmSync(dir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath, args: chromiumArgs, baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, password);
  return {
    context,
    page,
    async close() {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function signIn(page: Page, password: string): Promise<void> {
  await page.goto('/login/password');
  await page.waitForFunction(() => 'window' in globalThis && '__engine' in window);
  const result = await page.evaluate(
    (pw) => (window as unknown as { __engine: { session: { signIn(e: string, p: string): Promise<{ ok: boolean }> } } }).__engine.session.signIn('member@example.com', pw),
    password,
  );
  if (!result.ok) throw new Error('bench sign-in failed');
  await syncNow(page);
}

export function syncNow(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as { __engine: { syncNow(): Promise<void> } }).__engine.syncNow());
}
