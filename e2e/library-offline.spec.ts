// Journey: a member browses the library (folder, breadcrumb, files, folder search), reads an article, meets a
// plan's paywall and comes back; offline, the opened article and the folders walked to it open at once, others say they need a connection.
import { expect, test } from '@playwright/test';
import { signInThroughUi, waitForServiceWorkerControl } from './helpers';

test('the library opens from the main navigation, reads online, and the opened article reads offline after a reload', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page);
  await waitForServiceWorkerControl(page);

  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/folders$/);
  const rows = page.getByTestId('folder-contents');
  await expect(rows.getByTestId('library-folder')).toHaveText([/Songbook/, /Tour archive/, /Gold lounge/]);

  // A folder: its breadcrumb, child folder, articles and a file with its type and size.
  await rows.getByTestId('library-folder').filter({ hasText: 'Songbook' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Songbook');
  await expect(page.getByTestId('breadcrumb')).toHaveText(/Library.*Songbook/);
  await expect(page.getByTestId('library-folder')).toHaveText([/Demos/]);
  await expect(page.getByTestId('library-asset')).toContainText(/Harbour Lights chord chart\s*Document · \d+ bytes/);
  const songbookUrl = page.url();

  // Folder search (the demo turns it on): finds across the library, as the member types.
  await page.getByTestId('folder-search').fill('lisbon');
  await expect(page.getByTestId('library-hit').filter({ hasText: 'Lisbon setlist' })).toBeVisible();
  await page.getByTestId('folder-search').fill('');
  await expect(page.getByTestId('folder-contents')).toBeVisible();

  // An article: title, body with its formatting, and back to its folder.
  await page.getByTestId('library-article').filter({ hasText: 'How "Harbour Lights" was written' }).click();
  await expect(page.getByTestId('article-title')).toHaveText('How "Harbour Lights" was written');
  await expect(page.locator('.article__body strong')).toHaveText('four-chord loop');
  await expect(page.locator('.article__byline')).toContainText('Ada Admin');
  const articleUrl = page.url();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(songbookUrl);

  // A folder behind a plan: the paywall names it, and leaving returns to the folder, which says what it needs.
  await page.getByTestId('breadcrumb').getByRole('link', { name: 'Library' }).click();
  await page.getByTestId('library-folder').filter({ hasText: 'Gold lounge' }).click();
  await expect(page).toHaveURL(/\/paywall\/Gold$/);
  await expect(page.getByTestId('paywall')).toContainText('the Gold plan');
  await page.getByTestId('paywall-leave').click();
  await expect(page).toHaveURL(/\/folders\/\d+$/);
  await expect(page.getByTestId('plan-needed')).toContainText('The Gold plan is needed to open this.');

  // Offline: the article opened online reads at once after a reload, and so do the folders walked to it.
  await context.setOffline(true);
  await page.goto(articleUrl);
  await expect(page.getByTestId('article-title')).toHaveText('How "Harbour Lights" was written');
  await expect(page.locator('.article__body')).toContainText('four-chord loop');
  await page.getByTestId('breadcrumb').getByRole('link', { name: 'Songbook' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Songbook');
  // One not opened yet needs the connection, and says so.
  await page.getByTestId('library-article').filter({ hasText: 'Tuning guide' }).click();
  await expect(page.getByRole('alert')).toContainText("You're offline and this isn't on this device yet.");
  // Back online, it loads by itself.
  await context.setOffline(false);
  await expect(page.getByTestId('article-title')).toHaveText('Tuning guide for the new songs');
  await context.close();
});
