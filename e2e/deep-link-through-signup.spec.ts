// Journey: a signed-out deep link survives sign-up, onboarding and the walkthrough, and opens at the end.
import { expect, test } from '@playwright/test';
import { agreeToLegal, completeOnboarding, fillSignUp, finishWalkthrough, newAccount } from './account-steps';

test('a deep link opened signed out lands after sign-up and every detour', async ({ page }) => {
  await page.goto('/groups/announcements');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await fillSignUp(page, newAccount('deeplink'));
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await agreeToLegal(page);
  await completeOnboarding(page);
  await finishWalkthrough(page);

  await expect(page).toHaveURL(/\/groups\/announcements$/);
  await expect(page.getByTestId('group-feed')).toHaveAttribute('data-group-key', 'announcements');
  await expect(page.locator('article').first()).toBeVisible();
});
