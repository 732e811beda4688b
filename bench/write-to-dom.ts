// Bench (b): from the member's Send (and, for comparison, from a bare engine call) to the post in the feed's DOM, 200 writes each, offline.
import type { Page } from 'playwright-core';
import type { AppSession } from './browser-session';
import { installSentWatch, outboxEmpty } from './outbox-watch';
import { percentile, round } from './stats';

export const WRITES = 200;

export interface WriteToDomResult {
  writes: number;
  /** Send in the composer -> the post in the feed (the member's path: the page shows its echo) */
  p50Ms: number;
  p95Ms: number;
  /** engine.posts.create() -> the post in the feed (the worker's write, then the mirror's live query) */
  engineP50Ms: number;
  engineP95Ms: number;
  frameMs: number;
  p95PerFrame: number;
}

const COMPOSER = '[data-testid="post-composer"]';

/** Resolves with the time the newest card of the feed first shows `text`; the observer is set up before the caller acts. */
function watchFeedScript() {
  const w = window as unknown as { __seen?: (text: string) => Promise<number> };
  w.__seen = (text: string) => {
    const feed = document.querySelector('[data-testid="feed"]') ?? document.body;
    return new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (feed.querySelector('article')?.textContent?.includes(text)) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(feed, { childList: true, subtree: true, characterData: true });
    });
  };
}

async function throughComposer(page: Page): Promise<number[]> {
  const samples: number[] = [];
  const box = page.getByRole('textbox', { name: 'Write a post' });
  for (let i = 0; i < WRITES; i++) {
    const text = `Send bench ${i} ${Math.random().toString(36).slice(2)}`;
    await box.fill(text);
    await page.waitForFunction((sel) => !(document.querySelector(`${sel} button[type="submit"]`) as HTMLButtonElement).disabled, COMPOSER);
    samples.push(
      await page.evaluate(
        async ({ text, sel }) => {
          const seen = (window as unknown as { __seen: (t: string) => Promise<number> }).__seen(text);
          const button = document.querySelector(`${sel} button[type="submit"]`) as HTMLButtonElement;
          const t0 = performance.now();
          button.click();
          return (await seen) - t0;
        },
        { text, sel: COMPOSER },
      ),
    );
    // The composer empties once the engine has the post: the next write starts from there.
    await page.waitForFunction((sel) => (document.querySelector(`${sel} textarea`) as HTMLTextAreaElement | null)?.value === '', COMPOSER);
  }
  return samples;
}

async function throughEngine(page: Page): Promise<number[]> {
  return page.evaluate(async (writes) => {
    const w = window as unknown as { __seen: (t: string) => Promise<number>; __engine: { posts: { create(key: string, body: string): Promise<string> } } };
    const out: number[] = [];
    for (let i = 0; i < writes; i++) {
      const text = `DOM bench ${i} ${Math.random().toString(36).slice(2)}`;
      const seen = w.__seen(text);
      const t0 = performance.now();
      await w.__engine.posts.create('welcome', text);
      out.push((await seen) - t0);
    }
    return out;
  }, WRITES);
}

/** The page's animation-frame interval: the baseline of both legs. */
function frameInterval(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const frames: number[] = [];
    let last = await new Promise<number>((r) => requestAnimationFrame(r));
    for (let i = 0; i < 60; i++) {
      const now = await new Promise<number>((r) => requestAnimationFrame(r));
      frames.push(now - last);
      last = now;
    }
    frames.sort((a, b) => a - b);
    return frames[Math.floor(frames.length / 2)]!;
  });
}

export async function benchWriteToDom({ page, context }: AppSession): Promise<WriteToDomResult> {
  await page.goto('/groups/welcome');
  await page.locator('article').first().waitFor();
  await page.evaluate(watchFeedScript);
  // Offline: nothing is delivered, so only the local write and the screen are measured.
  await context.setOffline(true);
  // The engine leg first, on the same feed as before this bench had a second leg, so its figures compare with history.
  const engine = await throughEngine(page);
  const send = await throughComposer(page);
  const frameMs = await frameInterval(page);
  // The posts are delivered before anything else runs, so a run leaves no queue behind for the next one.
  await installSentWatch(page);
  await context.setOffline(false);
  await outboxEmpty(page);
  const p95 = percentile(send, 95);
  return {
    writes: send.length,
    p50Ms: round(percentile(send, 50)),
    p95Ms: round(p95),
    engineP50Ms: round(percentile(engine, 50)),
    engineP95Ms: round(percentile(engine, 95)),
    frameMs: round(frameMs),
    p95PerFrame: round(p95 / frameMs, 3),
  };
}
