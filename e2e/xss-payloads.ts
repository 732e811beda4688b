// The script-injection payloads of the XSS journeys, and the check that none of them ran on a page.
import { expect, type Page } from '@playwright/test';

export { payloads } from './xss-payload-list';

export async function nothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // Nothing a payload names became an element: the feed holds no image, frame or script of ours beyond the app's own.
  expect(await page.locator('main iframe, main object, main embed, main script, main img[src="x"], main svg[onload]').count()).toBe(0);
}
