// Journey: a member opens another's profile from a post in the feed and follows them; the button and the count
// change at once, offline too (the unfollow waits as an unsent write and lands when the network returns).
import { expect, test } from '@playwright/test';
import { newAccount, settledMemberOfWelcome } from './account-steps';
import { apiSignIn, signInThroughUi } from './helpers';
import { unsentCount } from './device-state';

const NOAH = { email: 'noah@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' };

test('follow from a profile reached from the feed, and unfollow offline', async ({ browser, request }) => {
  const text = `Follow me maybe ${Date.now().toString(36)}`;
  const noah = await apiSignIn(request, NOAH);
  expect((await request.post('/api/v2/walls/welcome/posts', { headers: noah.headers, data: { body: text } })).status()).toBe(201);
  const fan = newAccount('fan');
  const fanHeaders = await settledMemberOfWelcome(request, fan);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page, fan);
  await page.goto('/groups/welcome');
  const post = page.getByTestId('feed').getByTestId('post').filter({ hasText: text });
  await post.getByRole('link', { name: 'Noah Fisher' }).click();

  const head = page.getByTestId('profile-head');
  await expect(head.getByRole('heading', { name: 'Noah Fisher' })).toBeVisible();
  const follow = page.getByTestId('follow-button');
  await expect(follow).toHaveText('Follow');
  const before = Number(await head.getByTestId('followers-count').innerText());
  await follow.click();
  await expect(follow).toHaveText('Following');
  await expect(head.getByTestId('followers-count')).toHaveText(String(before + 1));
  await expect.poll(() => unsentCount(page)).toBe(0);
  // The server holds it: a fresh read of the profile says so.
  await page.reload();
  await expect(page.getByTestId('follow-button')).toHaveText('Following');

  // Offline the unfollow shows at once and waits; back online it lands.
  await context.setOffline(true);
  await page.getByTestId('follow-button').click();
  await expect(page.getByTestId('follow-button')).toHaveText('Follow');
  await expect(head.getByTestId('followers-count')).toHaveText(String(before));
  await expect.poll(() => unsentCount(page)).toBe(1);
  await context.setOffline(false);
  await expect.poll(() => unsentCount(page), { timeout: 30_000 }).toBe(0);
  const me = (await (await request.get('/api/v1/me', { headers: noah.headers })).json()) as { user: { id: number } };
  const seen = await request.get(`/api/v1/accounts/${me.user.id}`, { headers: fanHeaders });
  expect(((await seen.json()) as { account: { following: boolean } }).account.following).toBe(false);
  await context.close();
});
