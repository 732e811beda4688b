// Journey: the activity feed, first in the groups list, shows posts of two groups naming each, and opens offline after a reload.
import { expect, test } from '@playwright/test';
import { apiSignIn, openWall } from './helpers';

const ADA = { email: 'admin@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' };

test('the activity feed shows the posts of every joined group and works offline after a reload', async ({ browser, request }, testInfo) => {
  const run = Date.now().toString(36);
  const ada = await apiSignIn(request, ADA);
  const posts = [
    ['welcome', `Harbour lights tonight ${run}`],
    ['inner-circle', `Quiet word for the circle ${run}`],
    ['backstage', `Crew only ${run}`],
  ] as const;
  for (const [wall, body] of posts) expect((await request.post(`/api/v2/walls/${wall}/posts`, { headers: ada.headers, data: { body } })).status()).toBe(201);

  const { context, page } = await openWall(browser);
  await page.goto('/groups');
  // The pseudo group comes first, before the member's groups.
  const first = page.getByTestId('group-item').first();
  await expect(first).toContainText('All posts');
  await first.click();
  await expect(page).toHaveURL(/\/groups\/onefeed$/);
  const feed = page.getByTestId('activity-feed');
  await expect(feed.getByRole('heading', { name: 'All posts' })).toBeVisible();
  const cards = feed.getByTestId('post');
  // Newest first, each card naming its group; a group the member is not in (backstage) stays out.
  await expect(cards.nth(0)).toContainText(posts[1][1]);
  await expect(cards.nth(0).getByTestId('post-group')).toHaveText('Inner Circle');
  await expect(cards.nth(1)).toContainText(posts[0][1]);
  await expect(cards.nth(1).getByTestId('post-group')).toHaveText('Welcome Harbour');
  await expect(feed.getByText(posts[2][1])).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`activity-feed-${width}.png`), fullPage: true });
  }

  // Offline after a reload: the device's copy, in the same order.
  await context.setOffline(true);
  await page.reload();
  await expect(cards.nth(0)).toContainText(posts[1][1]);
  await expect(cards.nth(1)).toContainText(posts[0][1]);
  await expect(feed.getByRole('alert')).toHaveCount(0);

  // The group name opens that group's wall.
  await cards.nth(1).getByTestId('post-group').click();
  await expect(page).toHaveURL(/\/groups\/welcome$/);
  await context.close();
});
