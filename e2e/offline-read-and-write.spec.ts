// Journey: sign in, read a feed, go offline, read and write from the device, come back, delivered once.
import { expect, test } from '@playwright/test';
import { apiSignIn, commentBodies, signInThroughUi, waitForServiceWorkerControl, wallBodies } from './helpers';

test('a member reads and writes offline and the server gets each write exactly once', async ({ browser, request }) => {
  // A post with comments of its own at the top of the wall (other journeys fill the wall's first page with theirs).
  const author = await apiSignIn(request);
  const made = await request.post('/api/v2/walls/welcome/posts', { headers: author.headers, data: { body: `Read me offline ${Date.now()}` } });
  expect(made.status()).toBe(201);
  const readMe = ((await made.json()) as { post: { id: number } }).post.id;
  for (const body of ['First thoughts', 'Second thoughts']) {
    expect((await request.post(`/api/v2/posts/${readMe}/comments`, { headers: author.headers, data: { body } })).status()).toBe(201);
  }

  const context = await browser.newContext();
  let page = await context.newPage();

  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page);

  await page.goto('/groups/welcome');
  const articles = page.locator('article');
  await expect(articles.first()).toBeVisible();
  await expect(articles).toHaveCount(15);
  await waitForServiceWorkerControl(page);

  // Open a post online so that its comments are on the device.
  const postWithComments = articles.filter({ hasNot: page.locator('[data-testid="comments-count"][data-count="0"]') }).first();
  await postWithComments.getByRole('link', { name: 'View post' }).click();
  await expect(page).toHaveURL(/\/posts\/\d+/);
  const postId = Number(/\/posts\/(\d+)/.exec(page.url())?.[1]);
  const comments = page.getByTestId('comment');
  await expect(comments.first()).toBeVisible();
  const seenComment = (await comments.first().locator('.comment__body').innerText()).trim();

  // Offline: a reload is answered by the service worker and the mirror.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('comment').first().locator('.comment__body')).toHaveText(seenComment);
  await page.goto('/groups/welcome');
  await expect(articles).toHaveCount(15);
  await page.goto(`/posts/${postId}`);
  await expect(page.getByTestId('comment').first().locator('.comment__body')).toHaveText(seenComment);

  // Write a comment and a post with no network: accepted at once, marked pending.
  const stamp = Date.now();
  const commentText = `Offline comment ${stamp}`;
  await page.getByLabel('Write a comment').fill(commentText);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.locator('[data-status="pending"]', { hasText: commentText })).toBeVisible();

  await page.goto('/groups/welcome');
  const postText = `Offline post ${stamp}`;
  await page.getByLabel('Write a post').fill(postText);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.locator('article[data-status="pending"]', { hasText: postText })).toBeVisible();

  // Close every tab, come back online, open the app again.
  await page.close();
  await context.setOffline(false);
  page = await context.newPage();
  await page.goto('/groups/welcome');
  await expect(page.locator('article', { hasText: postText })).toBeVisible();
  await expect(page.locator('article[data-status]', { hasText: postText })).toHaveCount(0, { timeout: 30_000 });

  const session = await apiSignIn(request);
  await expect.poll(async () => (await wallBodies(request, session, 'welcome')).filter((b) => b === postText).length).toBe(1);
  await expect.poll(async () => (await commentBodies(request, session, postId)).filter((b) => b === commentText).length).toBe(1);
  // Give any late replay (service worker queue, second tab) time to show a duplicate if there were one.
  await page.waitForTimeout(3_000);
  expect((await wallBodies(request, session, 'welcome')).filter((b) => b === postText)).toHaveLength(1);
  expect((await commentBodies(request, session, postId)).filter((b) => b === commentText)).toHaveLength(1);
  await context.close();
});
