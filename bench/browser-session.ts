// Opens the built app in Debian's Chromium and signs the demo member in through the real engine.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';

export interface AppSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

export async function openSignedIn(baseURL: string, password: string): Promise<AppSession> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ baseURL });
  // The engine's realtime subscription is refused the gateway: these benches time the engine's own pulls and writes,
  // which events would otherwise start early (realtime has its own bench, realtime-latency).
  await context.route('**/pn/**', (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/login/password');
  await page.waitForFunction(() => 'window' in globalThis && '__engine' in window);
  const result = await page.evaluate(
    (pw) => (window as unknown as { __engine: { session: { signIn(e: string, p: string): Promise<{ ok: boolean }> } } }).__engine.session.signIn('member@example.com', pw),
    password,
  );
  if (!result.ok) throw new Error('bench sign-in failed');
  await syncNow(page);
  return { browser, context, page };
}

export function syncNow(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as { __engine: { syncNow(): Promise<void> } }).__engine.syncNow());
}
