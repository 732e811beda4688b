// Journey: the app's own router in a real browser: back and forward with the feed's scroll kept (docs/product.md 2.1),
// links a modifier key sends to a new tab, the not-found screen, and the webview base (docs/product.md 2.1 and 4).
import { expect, test, type Page } from '@playwright/test';
import { HEADER_SECRET, HEADER_SECRET_ID } from '../schema/constants';
import { apiSignIn, signInThroughUi } from './helpers';

const feedCards = (page: Page) => page.getByTestId('feed').getByTestId('post');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('back returns to the feed where the member left it; forward and the Back button walk the same history', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await expect(feedCards(page).nth(3)).toBeVisible();

  // Down the feed, then into a post whose link is on screen: the post opens at the top.
  await page.evaluate(() => window.scrollTo(0, Math.min(900, document.documentElement.scrollHeight - window.innerHeight)));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  const left = await scrollY(page);
  const links = page.getByTestId('feed').locator('a.post__link');
  const count = await links.count();
  let link = links.first();
  for (let i = 0; i < count; i++) {
    const box = await links.nth(i).boundingBox();
    if (box && box.y > 60 && box.y + box.height < 640) {
      link = links.nth(i);
      break;
    }
  }
  const postPath = new URL((await link.getAttribute('href'))!, page.url()).pathname;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${postPath}$`));
  await expect.poll(() => scrollY(page)).toBe(0);

  // The browser's back: the feed again, at the place it was left.
  await page.goBack();
  await expect(page).toHaveURL(/\/groups\/welcome$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 5);
  expect(await scrollY(page)).toBeLessThan(left + 5);

  // Forward to the post, then the app's own Back button steps back through the same history.
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${postPath}$`));
  await page.getByRole('button', { name: /Back/ }).click();
  await expect(page).toHaveURL(/\/groups\/welcome$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 5);
});

test('a link clicked with a modifier opens in a new tab and leaves this one where it is', async ({ page, context }) => {
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  const link = page.getByTestId('feed').locator('a.post__link').first();
  await expect(link).toBeVisible();
  const target = (await link.getAttribute('href'))!;
  const opened = context.waitForEvent('page');
  await link.click({ modifiers: [process.platform === 'darwin' ? 'Meta' : 'Control'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(target);
  await expect(page).toHaveURL(/\/groups\/welcome$/);
  await tab.close();
});

test('a path no route answers shows the not-found screen, whose link leads home', async ({ page }) => {
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto('/nowhere/at/all');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).not.toHaveURL(/nowhere/);
  await expect(feedCards(page).first()).toBeVisible();
});

test('in webview mode the app runs under /webview: routes match beneath it, links carry it, and it stays on its landing screen', async ({ page, request }) => {
  // Signed in on the device first, so what this checks is the router under the base, not the adoption of the
  // native app's session (src/app/SessionProvider.tsx).
  await page.goto('/');
  await signInThroughUi(page);
  const session = await apiSignIn(request);
  await page.evaluate(
    ([idName, secretName, id, secret]) => {
      localStorage.setItem(idName!, id!);
      localStorage.setItem(secretName!, secret!);
    },
    [HEADER_SECRET_ID, HEADER_SECRET, session.headers['X-Secret-Id'], session.headers['X-Secret']],
  );
  await page.goto('/groups/welcome');
  await expect(page).toHaveURL(/\/webview\/groups\/welcome$/);
  await expect(feedCards(page).first()).toBeVisible();
  const postLink = page.getByTestId('feed').locator('a.post__link').first();
  expect(await postLink.getAttribute('href')).toMatch(/^\/webview\/posts\/\d+$/);

  // Guard 1: a later navigation is refused, and the webview stays on its landing screen.
  await postLink.click();
  await expect(page).toHaveURL(/\/webview\/groups\/welcome$/);
  await expect(feedCards(page).first()).toBeVisible();
});
