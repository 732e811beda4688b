// Bench (b): from a worker write (engine.createPost) to the post in the feed's DOM, over 200 writes, offline.
import type { AppSession } from './browser-session';
import { installSentWatch, outboxEmpty } from './outbox-watch';
import { percentile, round } from './stats';

export const WRITES = 200;

export interface WriteToDomResult {
  writes: number;
  p50Ms: number;
  p95Ms: number;
  frameMs: number;
  p95PerFrame: number;
}

export async function benchWriteToDom({ page, context }: AppSession): Promise<WriteToDomResult> {
  await page.goto('/groups/welcome');
  await page.locator('article').first().waitFor();
  // Offline: nothing is delivered, so only the local write and the live query are measured.
  await context.setOffline(true);
  const { samples, frameMs } = await page.evaluate(async (writes) => {
    const engine = (window as unknown as { __engine: { posts: { create(key: string, body: string): Promise<string> } } }).__engine;
    const feed = document.querySelector('[data-testid="feed"]') ?? document.body;
    const out: number[] = [];
    for (let i = 0; i < writes; i++) {
      const text = `DOM bench ${i} ${Math.random().toString(36).slice(2)}`;
      const seen = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (feed.textContent?.includes(text)) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(feed, { childList: true, subtree: true, characterData: true });
      });
      const t0 = performance.now();
      await engine.posts.create('welcome', text);
      out.push((await seen) - t0);
    }
    // Baseline in the same page: the interval between animation frames.
    const frames: number[] = [];
    let last = await new Promise<number>((r) => requestAnimationFrame(r));
    for (let i = 0; i < 60; i++) {
      const now = await new Promise<number>((r) => requestAnimationFrame(r));
      frames.push(now - last);
      last = now;
    }
    frames.sort((a, b) => a - b);
    return { samples: out, frameMs: frames[Math.floor(frames.length / 2)]! };
  }, WRITES);
  // The posts are delivered before anything else runs, so a run leaves no queue behind for the next one.
  await installSentWatch(page);
  await context.setOffline(false);
  await outboxEmpty(page);
  const p95 = percentile(samples, 95);
  return {
    writes: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p95Ms: round(p95),
    frameMs: round(frameMs),
    p95PerFrame: round(p95 / frameMs, 3),
  };
}
