// Journey: a host pins a post from its menu (it leads the wall with "Pinned" at once), a member sees it first and may not pin,
// the host unpins offline (it drops back at once, the server follows online), and a pin that ends drops back by itself.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { unsentCount } from './device-state';
import { apiSignIn, MEMBER, signInThroughUi } from './helpers';

const HOST = { email: 'admin@example.com', password: MEMBER.password };
type Session = Awaited<ReturnType<typeof apiSignIn>>;

async function post(request: APIRequestContext, session: Session, body: string): Promise<number> {
  const res = await request.post('/api/v2/walls/welcome/posts', { headers: session.headers, data: { body } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { post: { id: number } }).post.id;
}

async function serverPin(request: APIRequestContext, session: Session, id: number): Promise<string | null> {
  const res = await request.get(`/api/v2/posts/${id}`, { headers: session.headers });
  return ((await res.json()) as { post: { pinned_until: string | null } }).post.pinned_until;
}

const feedCards = (page: Page) => page.getByTestId('feed').getByTestId('post');

test('a host pins and unpins (offline too); members see the pin first and cannot pin; a pin ends by itself', async ({ page, request, context, browser }) => {
  const member = await apiSignIn(request);
  const stamp = Date.now().toString(36);
  const target = await post(request, member, `Harbour rules ${stamp}`);
  for (let i = 0; i < 3; i++) await post(request, member, `Chatter ${i} ${stamp}`);

  // The page's clock is ours to move (the engine's worker keeps real time).
  await page.clock.install();
  await page.goto('/');
  await signInThroughUi(page, HOST);
  await page.goto('/groups/welcome');
  const rules = feedCards(page).filter({ hasText: `Harbour rules ${stamp}` });
  await expect(rules).toBeVisible();
  await expect(feedCards(page).first()).toContainText(`Chatter 2 ${stamp}`);

  await rules.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Pin…' }).click();
  await expect(page.getByTestId('pin-dialog')).toBeVisible();
  await page.screenshot({ path: '.tmp/pin-dialog-1280.png' });
  await page.getByTestId('pin-dialog').getByRole('button', { name: '1 day' }).click();
  await expect(feedCards(page).first()).toContainText(`Harbour rules ${stamp}`);
  await expect(feedCards(page).first().getByTestId('pinned-label')).toHaveText(/Pinned/);
  await expect(rules).toHaveCount(1);
  await expect.poll(() => serverPin(request, member, target)).not.toBeNull();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '.tmp/pinned-feed-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/pinned-feed-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A member sees it first with the label, and their own post's menu offers no pin.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/');
  await signInThroughUi(memberPage);
  await memberPage.goto('/groups/welcome');
  await expect(feedCards(memberPage).first()).toContainText(`Harbour rules ${stamp}`);
  await expect(feedCards(memberPage).first().getByTestId('pinned-label')).toBeVisible();
  await feedCards(memberPage).first().getByRole('button', { name: 'Post options' }).click();
  await expect(memberPage.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(memberPage.getByRole('menuitem', { name: /Pin/ })).toHaveCount(0);
  await memberContext.close();

  // Offline, the host unpins: it drops back at once, and the server hears of it once online.
  await context.setOffline(true);
  await rules.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Unpin' }).click();
  await expect(feedCards(page).first()).toContainText(`Chatter 2 ${stamp}`);
  await expect(rules.getByTestId('pinned-label')).toHaveCount(0);
  await context.setOffline(false);
  await expect.poll(() => unsentCount(page)).toBe(0);
  await expect.poll(() => serverPin(request, member, target)).toBeNull();

  // Pinned for a day again, then a day passes on this device: the pin ends by itself and the post drops back.
  await rules.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Pin…' }).click();
  await page.getByTestId('pin-dialog').getByRole('button', { name: '1 day' }).click();
  await expect(feedCards(page).first().getByTestId('pinned-label')).toBeVisible();
  await expect.poll(() => unsentCount(page)).toBe(0);
  await page.clock.fastForward('24:01:00');
  await expect(feedCards(page).first()).toContainText(`Chatter 2 ${stamp}`);
  await expect(page.getByTestId('pinned-label')).toHaveCount(0);
});
