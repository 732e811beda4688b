// Bench (d): 1,000 comments queued offline and flushed after reconnect, against the same 1,000 created online one by one.
import type { Page } from 'playwright-core';
import type { AppSession } from './browser-session';
import type { BenchServer } from './server';
import { installSentWatch, outboxEmpty } from './outbox-watch';
import { round } from './stats';

export const COMMENTS = 1_000;

export interface OfflineFlushResult {
  comments: number;
  /** Online: each comment created and waited for until it left the outbox (delivered), then the next. */
  onlineMs: number;
  /** Offline: the 1,000 creates themselves (not part of the comparison). */
  queueMs: number;
  /** From reconnecting until the outbox is empty (all 1,000 delivered). */
  flushMs: number;
  /** flushMs / onlineMs: at most 1 is the target. */
  ratio: number;
}

type BenchWindow = { __engine: { comments: { create(postId: number, body: string): Promise<string> } } };

/**
 * The page shows the wall the post is on (its own screen would redraw up to 1,000 comments on every change, which
 * measures rendering, not delivery). Done is the engine's outbox without the entry (`installSentWatch`).
 */
async function openWall(page: Page): Promise<void> {
  await page.goto('/groups/welcome');
  await page.locator('article').first().waitFor();
}

/** Every comment reached the server once, in the order written. */
async function checkServer(server: BenchServer, postId: number, prefix: string): Promise<void> {
  const { bodies, clientIds } = await server.commentsOf(postId);
  const expected = Array.from({ length: COMMENTS }, (_, i) => `${prefix} ${i}`);
  if (bodies.length !== COMMENTS || clientIds !== COMMENTS || bodies.some((b, i) => b !== expected[i])) {
    throw new Error(`${prefix}: the server holds ${bodies.length} comments (${clientIds} client ids), not the ${COMMENTS} written, in order`);
  }
}

async function onlineOneByOne(server: BenchServer, { page }: AppSession): Promise<number> {
  const postId = await server.addPost('welcome', 'Bench: comments written online');
  await openWall(page);
  await installSentWatch(page);
  const ms = await page.evaluate(
    async ({ id, n }) => {
      const w = window as unknown as BenchWindow & { __benchSent(clientId: string): Promise<number> };
      const t0 = Date.now();
      for (let i = 0; i < n; i++) await w.__benchSent(await w.__engine.comments.create(id, `online ${i}`));
      return Date.now() - t0;
    },
    { id: postId, n: COMMENTS },
  );
  await checkServer(server, postId, 'online');
  return ms;
}

async function queuedThenFlushed(server: BenchServer, { page, context }: AppSession): Promise<{ queueMs: number; flushMs: number }> {
  const postId = await server.addPost('welcome', 'Bench: comments written offline');
  await openWall(page);
  await installSentWatch(page);
  await context.setOffline(true);
  const queueMs = await page.evaluate(
    async ({ id, n }) => {
      const engine = (window as unknown as BenchWindow).__engine;
      const t0 = performance.now();
      for (let i = 0; i < n; i++) await engine.comments.create(id, `offline ${i}`);
      return performance.now() - t0;
    },
    { id: postId, n: COMMENTS },
  );
  await page.locator(`[data-testid="connectivity"][data-pending="${COMMENTS}"]`).waitFor({ state: 'attached' });
  const t0 = Date.now();
  await context.setOffline(false);
  const flushMs = (await outboxEmpty(page)) - t0;
  await checkServer(server, postId, 'offline');
  return { queueMs, flushMs };
}

export async function benchOfflineFlush(server: BenchServer, session: AppSession): Promise<OfflineFlushResult> {
  const onlineMs = await onlineOneByOne(server, session);
  const { queueMs, flushMs } = await queuedThenFlushed(server, session);
  return {
    comments: COMMENTS,
    onlineMs: round(onlineMs, 0),
    queueMs: round(queueMs, 0),
    flushMs: round(flushMs, 0),
    ratio: round(flushMs / onlineMs, 3),
  };
}
