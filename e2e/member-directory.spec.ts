// Journey: the member directory lists new members and finds one by name, leading to their profile; offline it
// lists the members the device knows and says so.
import { expect, test } from '@playwright/test';
import { MEMBER, signInThroughUi } from './helpers';

test('directory search finds a member by name and opens their profile; offline it answers from the device', async ({ page, context }) => {
  await page.goto('/');
  await signInThroughUi(page, MEMBER);
  // The side column's navigation has it (the phone's More sheet: e2e/layout-widths.spec.ts).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
  const directory = page.getByTestId('member-directory');
  await expect(directory.getByRole('heading', { name: 'New members' })).toBeVisible();
  await expect(directory.getByTestId('member-results').getByTestId('member-link').first()).toBeVisible();

  await directory.getByTestId('member-search').fill('kenji');
  const results = directory.getByTestId('member-results');
  await expect(results.getByTestId('member-link')).toHaveCount(1);
  await expect(results.getByText('Kenji Watanabe')).toBeVisible();
  await results.getByText('Kenji Watanabe').click();
  await expect(page.getByTestId('profile-head').getByRole('heading', { name: 'Kenji Watanabe' })).toBeVisible();

  // Offline: the cards this device holds, said plainly.
  await page.goBack();
  await expect(page.getByTestId('member-directory')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('members-offline')).toBeVisible();
  await expect(page.getByTestId('member-results').getByText('Kenji Watanabe')).toBeVisible();
  await context.setOffline(false);
});
