// Journey: a feed opened from the groups list names every author from its very first frame (the device knows them),
// never a placeholder "Member" that a moment later turns into the name.
import { expect, test } from '@playwright/test';
import { signInThroughUi } from './helpers';

test('a feed opened again names its authors in its first frame', async ({ page }) => {
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await expect(page.getByTestId('feed').getByTestId('post')).toHaveCount(15);
  const groupsLink = page.getByRole('navigation').first().getByRole('link', { name: 'Groups' });
  await groupsLink.click();
  await expect(page.getByTestId('my-groups')).toBeVisible();

  // Every author name the feed shows while it mounts, frame by frame.
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { __authorsShown: string[] }).__authorsShown = shown;
    new MutationObserver(() => document.querySelectorAll('[data-testid="feed"] .post__author').forEach((e) => shown.push(e.textContent ?? ''))).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await page.getByTestId('my-groups').getByRole('link', { name: /Welcome Harbour/ }).click();
  await expect(page.getByTestId('feed').getByTestId('post')).toHaveCount(15);
  await expect(page.getByTestId('feed').locator('.post__author').filter({ hasText: /^Member$/ })).toHaveCount(0);
  const shown = await page.evaluate(() => (window as unknown as { __authorsShown: string[] }).__authorsShown);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((name) => name === 'Member')).toEqual([]);
});
