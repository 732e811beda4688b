// Journey: under the server's content security policy the app still works: scripts, the engine's worker, the service worker, avatars.
import { expect, test } from '@playwright/test';
import { signInThroughUi, waitForServiceWorkerControl } from './helpers';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('signing in, reading, going offline-ready and picking an avatar break no rule of the policy', async ({ page }) => {
  // Chromium reports every refused load or script on the console; nothing of ours may be refused.
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) refused.push(m.text());
  });

  const shell = await page.goto('/login');
  expect(shell?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await expect(page.locator('article').first()).toBeVisible();
  // The service worker registers and takes over under the policy.
  await waitForServiceWorkerControl(page);
  await page.locator('article a[href^="/posts/"]').first().click();
  await expect(page).toHaveURL(/\/posts\/\d+/);

  await page.goto('/profile/edit');
  await page.locator('input[type="file"][name="avatar"]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG_1PX });
  // The preview is a blob: URL of the picked file, allowed by img-src.
  const avatar = page.getByRole('img', { name: 'Your avatar' });
  await expect(avatar).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  expect(refused).toEqual([]);
});
