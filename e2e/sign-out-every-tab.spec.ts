// Journey: sign-out lists what would be lost, works offline, and signs out every open tab, which shows login without a reload.
import { expect, test } from '@playwright/test';
import { signInThroughUi, waitForServiceWorkerControl } from './helpers';

test('sign-out warns about unsent writes, then reaches the other tab even offline', async ({ browser }) => {
  // A context of its own: the unsent post must never reach the network, so this context never goes online again.
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto('/login');
  await signInThroughUi(first);
  // Home is the welcome wall, where members may post.
  await expect(first).toHaveURL(/\/groups\/welcome$/);
  await expect(first.locator('article').first()).toBeVisible();

  // The second tab shares the device's session.
  const second = await context.newPage();
  await second.goto('/groups/announcements');
  await expect(second.getByTestId('group-feed')).toBeVisible();
  // Offline, the second tab's login screen comes from the service worker's precache.
  await waitForServiceWorkerControl(second);
  await expect(second.getByTestId('group-feed')).toBeVisible();

  await context.setOffline(true);
  const text = `Never sent ${Date.now()}`;
  await first.getByLabel('Write a post').fill(text);
  await first.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(first.locator('article[data-status="pending"]', { hasText: text })).toBeVisible();

  // Sign-out lives in the account menu of the top bar.
  await first.getByRole('button', { name: 'Account' }).click();
  await first.getByRole('button', { name: 'Sign out' }).click();
  const dialog = first.getByTestId('sign-out-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('unsent-list')).toContainText(`Post in welcome: “${text}”`);
  await dialog.getByRole('button', { name: 'Sign out anyway' }).click();

  // Offline, the server was not told; the device forgot the member in every tab all the same.
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByTestId('login-form')).toBeVisible();
  await expect(second.locator('article')).toHaveCount(0);
  await context.close();
});
