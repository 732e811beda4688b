// Journey: what a member reads when the device lacks something offline, and a signed-out visitor's post link.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../schema/messages';
import { apiSignIn, signInThroughUi, waitForServiceWorkerControl } from './helpers';

/** A post of a wall the member's device has not opened, asked of the server directly. */
async function postIdOf(request: APIRequestContext, wall: string): Promise<number> {
  const session = await apiSignIn(request);
  const res = await request.get(`/api/v2/walls/${wall}/recent_posts?limit=1`, { headers: session.headers });
  expect(res.status()).toBe(200);
  const { posts } = (await res.json()) as { posts: { id: number }[] };
  return posts[0]!.id;
}

test('offline, an unknown post and group say so plainly, then load by themselves online', async ({ browser, request }) => {
  const postId = await postIdOf(request, 'announcements');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await expect(page.locator('article').first()).toBeVisible();
  await waitForServiceWorkerControl(page);
  await expect(page.locator('article').first()).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/posts/${postId}`);
  // Said as soon as the app is up, not after a skeleton while a load fails.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(messages.offlineNotOnDevice, { timeout: 1_000 });
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/Failed to fetch|\[GET\]|api\/v2/);
  await context.setOffline(false);
  await expect(page.getByTestId('post-screen')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await context.setOffline(true);
  await page.goto('/groups/announcements');
  await expect(page.getByRole('alert')).toContainText(messages.offlineNotOnDevice);
  await expect(page.locator('main')).not.toContainText(/Failed to fetch|\[GET\]|api\/v2/);
  await context.setOffline(false);
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.close();
});

test('a signed-out visitor on a post link signs in and lands on the post', async ({ page, request }) => {
  const postId = await postIdOf(request, 'welcome');
  await page.goto(`/posts/${postId}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('main')).not.toContainText(messages.sessionRequired);
  await signInThroughUi(page);
  await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
  await expect(page.getByTestId('post-screen')).toBeVisible();
});

test('offline, a post on the device whose comments are not says they will load, and they do when the connection returns', async ({ browser, request }) => {
  const noah = await apiSignIn(request, { email: 'noah@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' });
  const run = Date.now().toString(36);
  const posted = await request.post('/api/v2/walls/welcome/posts', { headers: noah.headers, data: { body: `Sound check tonight ${run}` } });
  expect(posted.status()).toBe(201);
  const postId = ((await posted.json()) as { post: { id: number } }).post.id;
  const reply = `I will bring the cables ${run}`;
  expect((await request.post(`/api/v2/posts/${postId}/comments`, { headers: noah.headers, data: { body: reply } })).status()).toBe(201);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await expect(page.getByText(`Sound check tonight ${run}`)).toBeVisible();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.goto(`/posts/${postId}`);
  await expect(page.getByTestId('post-screen')).toContainText(`Sound check tonight ${run}`);
  await expect(page.getByTestId('comments-state')).toHaveText("You're offline: the comments will load when the connection returns.", { timeout: 1_000 });
  await context.setOffline(false);
  await expect(page.getByText(reply)).toBeVisible();
  await context.close();
});
