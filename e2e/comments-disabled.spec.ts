// Journey: a member's comment waits offline while the host turns the post's comments off; back online it fails with the
// server's words and stays (copy or discard), the reply box gives way to the notice, and turning comments on brings it back.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, MEMBER, signInThroughUi } from './helpers';

const HOST = { email: 'admin@example.com', password: MEMBER.password };
const OFF = 'Comments are turned off for this post.';

async function serverPost(request: APIRequestContext, session: Awaited<ReturnType<typeof apiSignIn>>, id: number) {
  const res = await request.get(`/api/v2/posts/${id}`, { headers: session.headers });
  return (await res.json()) as { post: { comments_disabled: boolean }; comments: { body: string }[] };
}

test('comments turned off by the host: a waiting comment fails visibly and is kept; on again, the box returns', async ({ page, context, browser, request }) => {
  test.setTimeout(120_000);
  const member = await apiSignIn(request);
  const stamp = Date.now().toString(36);
  const created = await request.post('/api/v2/walls/welcome/posts', { headers: member.headers, data: { body: `Open thread ${stamp}` } });
  const postId = ((await created.json()) as { post: { id: number } }).post.id;

  // The member opens the post and writes a comment with no network: it waits.
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto(`/posts/${postId}`);
  await expect(page.getByTestId('post')).toContainText(`Open thread ${stamp}`);
  await context.setOffline(true);
  const box = page.getByTestId('comment-composer');
  await box.getByLabel('Write a comment').fill(`Late thought ${stamp}`);
  await box.getByRole('button', { name: 'Comment' }).click();
  const waiting = page.getByTestId('comment').filter({ hasText: `Late thought ${stamp}` });
  await expect(waiting).toContainText('Sending…');

  // Meanwhile the host turns the post's comments off from its menu.
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await host.goto('/');
  await signInThroughUi(host, HOST);
  await host.goto(`/posts/${postId}`);
  await host.getByTestId('post').getByRole('button', { name: 'Post options' }).click();
  await host.getByRole('menuitem', { name: 'Turn off comments' }).click();
  await expect(host.getByText(OFF)).toBeVisible();
  await expect(host.getByTestId('comment-composer')).toHaveCount(0);
  await expect.poll(async () => (await serverPost(request, member, postId)).post.comments_disabled).toBe(true);

  // Back online: the comment is refused with the server's words, kept with Copy and Discard; the box gives way.
  await context.setOffline(false);
  await expect(waiting).toContainText(`Not sent: ${OFF}`);
  await expect(waiting.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(waiting).toContainText(`Late thought ${stamp}`);
  await expect(page.getByTestId('comment-composer')).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByText(OFF).last()).toBeVisible();
  await page.screenshot({ path: '.tmp/comments-off-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/comments-off-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  expect((await serverPost(request, member, postId)).comments.map((c) => c.body)).toEqual([]);
  await waiting.getByRole('button', { name: 'Discard' }).click();
  await expect(waiting).toHaveCount(0);

  // The host turns them on again: the member's box comes back.
  await host.getByTestId('post').getByRole('button', { name: 'Post options' }).click();
  await host.getByRole('menuitem', { name: 'Turn on comments' }).click();
  await expect(host.getByTestId('comment-composer')).toBeVisible();
  await expect(page.getByTestId('comment-composer')).toBeVisible({ timeout: 45_000 });
  await hostContext.close();
});
