// Journey: a hashtag in a post opens the hashtag screen, which lists the posts tagged with it (online, then
// offline from the device).
import { expect, test } from '@playwright/test';
import { apiSignIn, openWall } from './helpers';

const NOAH = { email: 'noah@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' };

test('the hashtag screen lists the posts tagged with it', async ({ browser, request }, testInfo) => {
  const tag = `PierNight${Date.now().toString(36)}`;
  const noah = await apiSignIn(request, NOAH);
  const bodies = [`Lanterns up by nine #${tag}`, `Bring a coat, it gets cold on the water #${tag.toLowerCase()} #harbour`, `Same night, no tag: ${tag}`];
  for (const body of bodies) expect((await request.post('/api/v2/walls/welcome/posts', { headers: noah.headers, data: { body } })).status()).toBe(201);

  const { context, page } = await openWall(browser);
  const newest = page.getByTestId('feed').getByTestId('post').filter({ hasText: 'Bring a coat' });
  await newest.getByRole('link', { name: `#${tag.toLowerCase()}` }).click();
  await expect(page).toHaveURL(new RegExp(`/hashtag/${tag.toLowerCase()}$`));
  await expect(page.getByRole('heading', { name: `#${tag.toLowerCase()}` })).toBeVisible();
  const found = page.getByTestId('search-post');
  // Both tagged posts, newest first, in any case of the tag; the untagged one is not there.
  await expect(found).toHaveCount(2);
  await expect(found.nth(0)).toContainText('Bring a coat');
  await expect(found.nth(1)).toContainText('Lanterns up by nine');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`hashtag-${width}.png`), fullPage: true });
  }

  // Offline, the device's tagged posts, said plainly.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('search-offline')).toBeVisible();
  await expect(found).toHaveCount(2);
  await context.close();
});
