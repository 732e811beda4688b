// Journey: a newer build opens the mirror at its next version elsewhere: this page's reader and engine let the mirror go at once, and the member is told to refresh.
import { expect, test } from '@playwright/test';
import { signInThroughUi } from './helpers';

test('a newer version of the mirror takes over at once, and the open page shows the update notice', async ({ page }) => {
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await expect(page.getByTestId('feed').getByTestId('post')).toHaveCount(15);
  await expect(page.getByTestId('update-notice')).toHaveCount(0);

  // What a newer build's engine does in another tab: open the mirror at the next version. Its upgrade waits while any
  // connection holds on, so it completes only once the page's reader and the worker's Dexie both closed theirs.
  const upgradedTo = await page.evaluate(async () => {
    const at = (await indexedDB.databases()).find((d) => d.name === 'community')?.version ?? 0;
    return new Promise<[number, number]>((resolve, reject) => {
      const req = indexedDB.open('community', at + 10);
      req.onsuccess = () => {
        req.result.close();
        resolve([at, req.result.version]);
      };
      req.onerror = () => reject(req.error);
    });
  });
  expect(upgradedTo[1]).toBe(upgradedTo[0] + 10);
  await expect(page.getByTestId('update-notice')).toBeVisible();
  // The feed the member was reading stays on screen: live queries fall silent, they do not fail.
  await expect(page.getByTestId('feed').getByTestId('post')).toHaveCount(15);
});
