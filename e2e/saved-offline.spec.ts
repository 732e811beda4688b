// Journey: a post saved offline, the app closed and reopened online: saved once on the server, and listed on Saved on another device.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { reopenOnlineSettled } from './device-state';
import { apiSignIn, openWall, signInThroughUi } from './helpers';

type Session = Awaited<ReturnType<typeof apiSignIn>>;

async function savedPostIds(request: APIRequestContext, session: Session): Promise<number[]> {
  const ids: number[] = [];
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const res = await request.get(`/api/v2/account/saved_items${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: session.headers });
    expect(res.status()).toBe(200);
    const page = (await res.json()) as { saved_items: { saveable_type: string; saveable_id: number }[]; meta: { next: string | null } };
    ids.push(...page.saved_items.filter((s) => s.saveable_type === 'Post').map((s) => s.saveable_id));
    cursor = page.meta.next;
  }
  return ids;
}

test('a post saved offline is saved once after the app was closed, and listed on Saved in a second browser', async ({ browser, request }) => {
  const session = await apiSignIn(request);
  const opened = await openWall(browser);
  const context = opened.context;
  let page = opened.page;
  const feed = page.getByTestId('feed');
  // The wall's first page (15) has come; a post another journey pinned may stand above it.
  await expect(feed.getByTestId('post').nth(14)).toBeVisible();

  // A post the member has not saved, by the server's word.
  const already = new Set(await savedPostIds(request, session));
  const hrefs = await feed.getByRole('link', { name: 'View post' }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const postId = hrefs.map((h) => Number(/\/posts\/(\d+)/.exec(h ?? '')?.[1])).find((id) => !already.has(id))!;
  const card = feed.getByTestId('post').filter({ has: page.locator(`a[href="/posts/${postId}"]`) });

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Post options' }).click();
  await card.getByRole('menuitem', { name: 'Save' }).click();
  // Saved on the device at once: the menu offers to remove it, and Saved lists it, offline.
  await card.getByRole('button', { name: 'Post options' }).click();
  await expect(card.getByRole('menuitem', { name: 'Remove from saved' })).toBeVisible();
  await page.goto('/saved');
  const listed = page.locator(`[data-testid="saved-item"][data-type="Post"][data-id="${postId}"]`);
  await expect(listed).toBeVisible();
  await expect(listed.getByRole('status')).toHaveText('Sending…');

  page = await reopenOnlineSettled(context, page, '/saved');
  await expect(page.locator(`[data-testid="saved-item"][data-id="${postId}"]`)).toBeVisible();
  await expect(page.locator(`[data-testid="saved-item"][data-id="${postId}"]`).getByRole('status')).toHaveCount(0);
  expect((await savedPostIds(request, session)).filter((id) => id === postId)).toHaveLength(1);
  await context.close();

  // Another browser, the same member: Saved lists it from the server.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/');
  await signInThroughUi(second);
  await second.goto('/saved');
  await expect(second.locator(`[data-testid="saved-item"][data-type="Post"][data-id="${postId}"]`)).toBeVisible();
  await other.close();
});
