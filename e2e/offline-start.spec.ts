// Journey: the app started with no network is a normal start: the device's feed shows at once, and it catches up by itself when the network returns.
import { expect, test } from '@playwright/test';
import { apiSignIn, MEMBER, signInThroughUi, waitForServiceWorkerControl } from './helpers';

const ARTIST = { email: 'artist@example.com', password: MEMBER.password };
const ADMIN = { email: 'admin@example.com', password: MEMBER.password };

test('an app started offline shows the device feed and catches up when the network returns, without a reload', async ({ browser, request }) => {
  const context = await browser.newContext();
  let page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page, ARTIST);
  await page.goto('/groups/welcome');
  await expect(page.getByTestId('post').first()).toBeVisible();
  await waitForServiceWorkerControl(page);

  // Every tab closed; the app is opened again with no network.
  await page.close();
  await context.setOffline(true);
  page = await context.newPage();
  await page.goto('/groups/welcome');
  await expect(page.getByTestId('post').first()).toBeVisible();

  // Meanwhile someone posts on the wall.
  const text = `Written while you were offline ${Date.now()}`;
  const admin = await apiSignIn(request, ADMIN);
  const created = await request.post('/api/v2/walls/welcome/posts', { headers: admin.headers, data: { body: text } });
  expect(created.status()).toBe(201);
  await expect(page.getByTestId('post').filter({ hasText: text })).toHaveCount(0);

  // The network returns: the post arrives on the open page by itself, and no error was ever shown.
  await context.setOffline(false);
  await expect(page.getByTestId('post').filter({ hasText: text })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.close();
});
