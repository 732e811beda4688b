// Journey: the built app hands its engine to page scripts only when its server marked the page (E2E_HOOKS=1).
import { expect, test, type Page } from '@playwright/test';
import { E2E_HOOKS_META } from '../schema/e2e-hooks';

const exposed = (page: Page) => page.evaluate(() => '__engine' in window);
/** The title carries the community's name once the engine fetched the configuration: the engine is running. */
const engineRunning = (page: Page) => page.waitForFunction(() => document.title.includes('Harbour Lights'));

// Every navigation reaches the server (or the route below), never the service worker's copy of the shell.
test.use({ serviceWorkers: 'block' });

test('the marked page exposes window.__engine; the same build served unmarked does not', async ({ page }) => {
  await page.goto('/login');
  // The title comes from the configuration the engine fetched: the engine is running by now.
  await engineRunning(page);
  expect(await exposed(page)).toBe(true);

  // What a host sends: the same build, its shell without the mark.
  const mark = new RegExp(`<meta name="${E2E_HOOKS_META}"[^>]*>`);
  await page.route('**/login', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toMatch(mark);
    const headers = { ...response.headers() };
    delete headers['content-length'];
    await route.fulfill({ response, headers, body: html.replace(mark, '') });
  });
  await page.goto('/login');
  await engineRunning(page);
  expect(await exposed(page)).toBe(false);
});
