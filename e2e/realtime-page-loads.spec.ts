// Journey: a page's realtime long-poll ends with the page, so after many page loads the server still answers (search).
import { expect, test } from '@playwright/test';
import { signInThroughUi, waitForServiceWorkerControl } from './helpers';
import { watchLongPolls } from './realtime-steps';

// Chromium opens at most six connections to an origin: one long-poll left behind per page load would take them all.
const PAGE_LOADS = 8;

test('after eight page loads, each with its realtime long-poll, a search still answers', async ({ page }) => {
  const longPolls = watchLongPolls(page);
  await page.goto('/login');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await waitForServiceWorkerControl(page);
  for (let i = 0; i < PAGE_LOADS; i++) {
    const since = Date.now();
    await page.goto(i % 2 ? '/groups' : '/groups/welcome');
    // This page's engine waits on the gateway (280 s) when the next load leaves it; it could not start at all if the
    // pages before had left theirs holding the connections.
    await longPolls.since(since, `page load ${i + 1}: the engine subscribed (earlier pages left no long-poll behind)`);
  }
  await page.goto('/search?q=harbour');
  await expect(page.getByTestId('search-results')).toBeVisible();
  await expect(page.getByText('Searching…')).toHaveCount(0);
});
