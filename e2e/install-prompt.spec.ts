// Journey: on a phone the app offers installing when the browser allows it (the event simulated, as headless Chromium never fires it), Install opens the browser's dialog, and Not now is for good.
import { devices, expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from './helpers';

test.use({ ...devices['Pixel 7'], defaultBrowserType: undefined });

/** What Chromium fires when the app may be installed; the journey answers the dialog with `outcome`. */
async function browserOffersInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        (window as unknown as { installDialogShown: boolean }).installDialogShown = true;
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

const offer = (page: Page) => page.getByRole('region', { name: 'Install the app' });

/** The screen has drawn what the event changed: React renders an external store's change before the next frame. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test('Not now on a phone: the offer goes and never comes back on this device', async ({ page }) => {
  await page.goto('/login/password');
  await signInThroughUi(page);
  await expect(page.locator('article').first()).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  await browserOffersInstall(page, 'dismissed');
  await expect(offer(page)).toBeVisible();
  await offer(page).getByRole('button', { name: 'Not now' }).click();
  await expect(offer(page)).toHaveCount(0);

  await page.reload();
  await expect(page.locator('article').first()).toBeVisible();
  await browserOffersInstall(page, 'dismissed');
  await nextFrames(page);
  await expect(offer(page)).toHaveCount(0);
});

test("Install opens the browser's dialog and the offer goes", async ({ page }) => {
  await page.goto('/login/password');
  await signInThroughUi(page);
  await browserOffersInstall(page, 'accepted');
  await offer(page).getByRole('button', { name: 'Install' }).click();
  await expect(offer(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { installDialogShown?: boolean }).installDialogShown)).toBe(true);
});

test('on a computer the app offers nothing', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login/password');
  await signInThroughUi(page);
  await expect(page.locator('article').first()).toBeVisible();
  await browserOffersInstall(page, 'dismissed');
  await nextFrames(page);
  await expect(offer(page)).toHaveCount(0);
  await context.close();
});
