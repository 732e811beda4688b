// Journey: a host's scheduled posts screen, from the account menu: soonest first with time and group, edited and deleted
// offline, a post published at its time leaves the list and shows on its wall, and the empty state.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { unsentCount } from './device-state';
import { apiSignIn, MEMBER, signInThroughUi, wallBodies } from './helpers';

const HOST = { email: 'admin@example.com', password: MEMBER.password };
type Session = Awaited<ReturnType<typeof apiSignIn>>;

async function schedule(request: APIRequestContext, session: Session, body: string, inMs: number): Promise<void> {
  const res = await request.post('/api/v2/walls/welcome/posts', { headers: session.headers, data: { body, scheduled_at: new Date(Date.now() + inMs).toISOString() } });
  expect(res.status()).toBe(201);
}

async function serverList(request: APIRequestContext, session: Session): Promise<string[]> {
  const res = await request.get('/api/v2/account/scheduled_posts', { headers: session.headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { posts: { body: string }[] }).posts.map((p) => p.body);
}

async function openFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Scheduled posts' }).click();
  await expect(page.getByRole('heading', { name: 'Scheduled posts' })).toBeVisible();
}

test('a host sees, edits and deletes scheduled posts (offline too) and a published one moves to its wall', async ({ page, request, context }) => {
  // The server publishes due posts every 30 seconds: this journey waits for one.
  test.setTimeout(150_000);
  const session = await apiSignIn(request, HOST);
  const stamp = Date.now().toString(36);
  await schedule(request, session, `Later news ${stamp}`, 2 * 3_600_000);
  await schedule(request, session, `Sooner news ${stamp}`, 3_600_000);

  await page.goto('/');
  await signInThroughUi(page, HOST);
  await openFromMenu(page);
  const cards = page.getByTestId('scheduled-post').filter({ hasText: stamp });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(`Sooner news ${stamp}`);
  await expect(cards.nth(1)).toContainText(`Later news ${stamp}`);
  await expect(cards.nth(0)).toContainText('In Welcome Harbour');
  await expect(cards.nth(0).getByTestId('scheduled-badge')).toContainText('Scheduled for');
  await page.screenshot({ path: '.tmp/scheduled-posts-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/scheduled-posts-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Offline: the list stays (from the device), an edit and a delete show at once and go out once back online.
  await context.setOffline(true);
  const later = cards.filter({ hasText: `Later news ${stamp}` });
  await later.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByLabel('Edit your post').fill(`Later news, edited ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(cards.filter({ hasText: `Later news, edited ${stamp}` })).toHaveCount(1);
  const sooner = cards.filter({ hasText: `Sooner news ${stamp}` });
  await sooner.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(1);
  await context.setOffline(false);
  await expect.poll(() => unsentCount(page)).toBe(0);
  await expect.poll(async () => (await serverList(request, session)).filter((b) => b.includes(stamp))).toEqual([`Later news, edited ${stamp}`]);

  // A post due in a few seconds: listed first once the screen opens again, then published by the server.
  await schedule(request, session, `Doors open ${stamp}`, 5_000);
  await page.goto('/groups/welcome');
  await openFromMenu(page);
  await expect(cards.nth(0)).toContainText(`Doors open ${stamp}`);
  await expect
    .poll(async () => (await wallBodies(request, await apiSignIn(request), 'welcome')).includes(`Doors open ${stamp}`), { timeout: 60_000, intervals: [2_000] })
    .toBe(true);
  await cards.nth(0).getByRole('link', { name: 'Welcome Harbour' }).click();
  await expect(page.getByTestId('feed').getByTestId('post').filter({ hasText: `Doors open ${stamp}` })).toBeVisible();
  await expect(page.getByTestId('feed').getByTestId('post').filter({ hasText: `Doors open ${stamp}` }).getByTestId('scheduled-badge')).toHaveCount(0);
  await openFromMenu(page);
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toContainText(`Later news, edited ${stamp}`);

  // The last one deleted: the screen says nothing waits.
  await cards.nth(0).getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(0);
  await expect.poll(async () => (await serverList(request, session)).filter((b) => b.includes(stamp))).toEqual([]);
});
