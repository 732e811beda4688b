// Journey: vote in a poll, change the vote offline, see the counts move at once and land once; then see who liked the post.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { unsentCount } from './device-state';
import { apiSignIn, signInThroughUi } from './helpers';

type Session = Awaited<ReturnType<typeof apiSignIn>>;

async function serverCounts(request: APIRequestContext, session: Session, postId: number): Promise<(number | null)[]> {
  const res = await request.get(`/api/v2/posts/${postId}`, { headers: session.headers });
  return ((await res.json()) as { post: { poll: { options: { votes_count: number | null }[] } } }).post.poll.options.map((o) => o.votes_count);
}

test('a vote shows at once, changes offline, and the server counts it once; "Liked by" lists who liked', async ({ page, request, context }) => {
  const session = await apiSignIn(request);
  const noah = await apiSignIn(request, { email: 'noah@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' });
  const ends_at = new Date(Date.now() + 24 * 3_600_000).toISOString();
  const created = await request.post('/api/v2/walls/welcome/posts', {
    headers: noah.headers,
    data: { body: `Where do we meet? ${Date.now()}`, poll: { options: ['Harbour', 'Old mill'], ends_at, hide_results: false } },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { post: { id: number } }).post.id;
  expect((await request.post('/api/v2/likes', { headers: noah.headers, data: { likeable_type: 'Post', likeable_id: postId } })).status()).toBe(201);

  await page.goto('/');
  await signInThroughUi(page);
  await page.goto(`/posts/${postId}`);
  const options = page.getByTestId('poll-option');
  await expect(options).toHaveCount(2);

  await options.nth(0).getByRole('button', { name: /Vote/ }).click();
  await expect(options.nth(0)).toHaveAttribute('data-chosen', 'true');
  await expect(options.nth(0).getByTestId('poll-count')).toHaveText('1 · 100%');
  await expect.poll(() => serverCounts(request, session, postId)).toEqual([1, 0]);

  // Offline: change the vote; the counts move at once.
  await context.setOffline(true);
  await options.nth(1).getByRole('button', { name: /Vote/ }).click();
  await expect(options.nth(1)).toHaveAttribute('data-chosen', 'true');
  await expect(options.nth(0).getByTestId('poll-count')).toHaveText('0 · 0%');
  await expect(options.nth(1).getByTestId('poll-count')).toHaveText('1 · 100%');
  await page.screenshot({ path: '.tmp/poll-vote-offline-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/poll-vote-offline-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await context.setOffline(false);
  await expect.poll(() => unsentCount(page)).toBe(0);
  expect(await serverCounts(request, session, postId)).toEqual([0, 1]);

  // Who liked: online, the list names Noah.
  await page.getByRole('button', { name: 'Liked by…' }).click();
  const dialog = page.getByTestId('likers-dialog');
  await expect(dialog).toContainText('Noah Fisher');
  await page.screenshot({ path: '.tmp/likers-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Offline, the list cannot be read: said plainly.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Liked by…' }).click();
  await expect(page.getByTestId('likers-dialog').getByRole('alert')).toHaveText("You're offline. Try again when the connection returns.");
  await context.setOffline(false);
});
