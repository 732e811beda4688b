// Journey: blocking a member from their profile hides their posts from the blocker's feed (and device); the
// blocked-members screen unblocks them and the posts come back.
import { expect, test, type Page } from '@playwright/test';
import { newAccount, settledMemberOfWelcome } from './account-steps';
import { signInThroughUi } from './helpers';

/** Whether the device's mirror holds a post with this text (read straight from IndexedDB). */
function onDevice(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (t) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('community');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('posts').objectStore('posts').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { body: string }[]).some((p) => p.body === t));
          };
        };
      }),
    text,
  );
}

test("block hides a member's posts, and unblock brings them back", async ({ browser, request }) => {
  const pest = { ...newAccount('pest'), displayName: 'Persistent Poster' };
  const pestHeaders = await settledMemberOfWelcome(request, pest);
  const text = `Please block me ${Date.now().toString(36)}`;
  expect((await request.post('/api/v2/walls/welcome/posts', { headers: pestHeaders, data: { body: text } })).status()).toBe(201);
  const blocker = newAccount('blocker');
  await settledMemberOfWelcome(request, blocker);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page, blocker);
  await page.goto('/groups/welcome');
  const feed = page.getByTestId('feed');
  await expect(feed.getByText(text)).toBeVisible();
  await feed.getByTestId('post').filter({ hasText: text }).getByRole('link', { name: pest.displayName }).click();

  await page.getByTestId('block-button').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(`Block ${pest.displayName}?`);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByTestId('blocked-notice')).toBeVisible();
  await expect(page.getByTestId('unblock-button')).toBeVisible();

  // The feed no longer shows their post, from the device too.
  await page.goto('/groups/welcome');
  await expect(feed.getByTestId('post').first()).toBeVisible();
  await expect(feed.getByText(text)).toHaveCount(0);
  await expect.poll(() => onDevice(page, text)).toBe(false);

  // Settings -> Blocked members lists them; Unblock brings the post back.
  await page.goto('/profile/settings');
  await page.getByRole('link', { name: 'Blocked members' }).click();
  const list = page.getByTestId('blocked-list');
  await expect(list.getByText(pest.displayName)).toBeVisible();
  await list.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
  await page.goto('/groups/welcome');
  await expect(feed.getByText(text)).toBeVisible();
  expect(await onDevice(page, text)).toBe(true);
  await context.close();
});
