// Shared steps of the realtime journeys: when the page's engine is subscribed, and the event it hears on the wire.
import { expect, type Page } from '@playwright/test';
import { isActiveLongPoll, SUBSCRIBE } from './realtime-urls';

/**
 * Long-polls with a timetoken (the handshake asks with tt=0): from the first, realtime is ACTIVE and the periodic poll
 * waits 5 minutes (ACTIVE_SYNC_INTERVAL_MS), beyond a journey's time limit, so what appears after it came through
 * realtime. Watch from before the page loads.
 */
export function watchLongPolls(page: Page): { since(t: number, message?: string): Promise<void> } {
  const at: number[] = [];
  page.on('request', (r) => {
    if (isActiveLongPoll(r.url())) at.push(Date.now());
  });
  return {
    async since(t, message = 'the engine subscribed') {
      await expect.poll(() => at.some((x) => x >= t), { message }).toBe(true);
    },
  };
}

/** Resolves once a subscribe answer carries a server event (ask before the write that makes it). */
export function eventHeard(page: Page) {
  return page.waitForResponse(async (r) => SUBSCRIBE.test(r.url()) && (await r.text()).includes('"changes"'));
}
