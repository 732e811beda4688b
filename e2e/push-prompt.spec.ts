// Journey: the offer to turn on notifications never greets a first visit, comes on a later one once the member moves around, and "Not now" is remembered; the push settings screen says where this device stands.
import { expect, test } from '@playwright/test';
import { signInThroughUi } from './helpers';

test('the push offer waits for a later visit, "Not now" is remembered, and the settings screen tells the device\'s state', async ({ browser }, testInfo) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/');
    await signInThroughUi(page);
    const offer = page.getByTestId('push-prompt');
    // First visit: moving around never brings the offer.
    await page.getByRole('link', { name: 'Library' }).first().click();
    await expect(page).toHaveURL(/\/folders/);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(offer).toHaveCount(0);

    // A later visit: not on arrival, but once the member goes somewhere.
    await page.goto('/groups/welcome');
    await expect(page.getByTestId('post').first()).toBeVisible();
    await expect(offer).toHaveCount(0);
    await page.getByRole('link', { name: 'Courses' }).first().click();
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('Turn on notifications?');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`push-offer-${width}.png`) });
    }
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);

    // "Not now" holds on the next visit too.
    await page.goto('/groups/welcome');
    await expect(page.getByTestId('post').first()).toBeVisible();
    await page.getByRole('link', { name: 'Courses' }).first().click();
    await expect(page).toHaveURL(/\/courses/);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(offer).toHaveCount(0);

    // The settings screen: off on this device, with the way to turn it on and to the notification centre.
    await page.goto('/profile/settings');
    await page.getByRole('link', { name: 'Push notifications' }).click();
    await expect(page.getByTestId('push-state')).toHaveText('Notifications are off for this device.');
    await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'notification centre settings' })).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`push-settings-${width}.png`) });
    }
  } finally {
    await context.close();
  }
});
