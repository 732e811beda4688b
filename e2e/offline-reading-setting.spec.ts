// Journey: the member chooses how many posts this device keeps for offline reading; the choice stays on the device.
import { expect, test } from '@playwright/test';
import { openWall } from './helpers';

test('the offline reading budget is a setting of the device that survives a reload, offline too', async ({ browser }) => {
  const { context, page } = await openWall(browser);
  await page.goto('/profile/settings');
  const section = page.getByTestId('offline-reading');
  await expect(section.getByRole('radio', { name: '3,000 posts (default)' })).toBeChecked();
  // The device says what it holds: the demo wall's posts are on it already.
  await expect(section.getByTestId('offline-held')).toContainText(/[1-9][\d,]* posts on this device now/);

  await section.getByRole('radio', { name: '1,000 posts' }).check();
  await expect(section.getByRole('radio', { name: '1,000 posts' })).toBeChecked();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-reading').getByRole('radio', { name: '1,000 posts' })).toBeChecked();
  await expect(page.getByTestId('offline-reading').getByRole('radio', { name: '3,000 posts (default)' })).not.toBeChecked();
  await context.close();
});
