// Journey: a signed-out deep link to a group feed lands there after signing in.
import { expect, test } from '@playwright/test';
import { signInThroughUi } from './helpers';

test('a signed-out deep link survives the login', async ({ page }) => {
  await page.goto('/groups/announcements');
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page);
  await expect(page).toHaveURL(/\/groups\/announcements$/);
  await expect(page.locator('article').first()).toBeVisible();
});

test('a signed-in member opening the login screen goes to the home feed', async ({ page }) => {
  await page.goto('/login/password');
  await signInThroughUi(page);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('article').first()).toBeVisible();
});
