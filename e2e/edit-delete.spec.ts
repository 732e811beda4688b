// Journey: the author edits and deletes (some of it offline), replies to a comment, and the server ends where the member left it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { unsentCount } from './device-state';
import { apiSignIn, signInThroughUi } from './helpers';

type Session = Awaited<ReturnType<typeof apiSignIn>>;

async function serverPost(request: APIRequestContext, session: Session, id: number) {
  const res = await request.get(`/api/v2/posts/${id}`, { headers: session.headers });
  if (res.status() === 404) return null;
  return (await res.json()) as { post: { body: string; edited_at: string | null; comments_count: number }; comments: { body: string; replies_count?: number }[] };
}

test('the author edits a post, edits and deletes comments offline, replies, then deletes the post', async ({ page, request, context }) => {
  const session = await apiSignIn(request);
  const stamp = Date.now().toString(36);
  const created = await request.post('/api/v2/walls/welcome/posts', { headers: session.headers, data: { body: `Draft thoughts ${stamp}` } });
  const postId = ((await created.json()) as { post: { id: number } }).post.id;
  for (const body of [`Frist comment ${stamp}`, `Second comment ${stamp}`]) {
    expect((await request.post(`/api/v2/posts/${postId}/comments`, { headers: session.headers, data: { body } })).status()).toBe(201);
  }

  await page.goto('/');
  await signInThroughUi(page);
  await page.goto(`/posts/${postId}`);
  const post = page.getByTestId('post');
  await expect(post).toContainText(`Draft thoughts ${stamp}`);
  const comments = page.getByTestId('comment');
  await expect(comments).toHaveCount(2);

  // Edit the post online: the text and the "edited" mark show at once.
  await post.getByRole('button', { name: 'Post options' }).click();
  await page.screenshot({ path: '.tmp/owner-menu-1280.png' });
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByLabel('Edit your post').fill(`Final thoughts ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(post).toContainText(`Final thoughts ${stamp}`);
  await expect(post).toContainText('edited');
  await expect.poll(async () => (await serverPost(request, session, postId))?.post.body).toBe(`Final thoughts ${stamp}`);

  // Offline: fix the first comment's typo and delete the second; the count follows at once.
  await context.setOffline(true);
  const first = comments.filter({ hasText: `Frist comment ${stamp}` });
  await first.getByRole('button', { name: 'Comment options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByLabel('Edit your comment').fill(`First comment ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(comments.filter({ hasText: `First comment ${stamp}` })).toHaveCount(1);
  const second = comments.filter({ hasText: `Second comment ${stamp}` });
  await second.getByRole('button', { name: 'Comment options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(comments).toHaveCount(1);
  await expect(page.getByTestId('comments-count')).toHaveAttribute('data-count', '1');
  await page.screenshot({ path: '.tmp/edit-delete-offline-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/edit-delete-offline-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await context.setOffline(false);
  await expect.poll(() => unsentCount(page)).toBe(0);
  const afterOffline = await serverPost(request, session, postId);
  expect(afterOffline?.comments.map((c) => c.body)).toEqual([`First comment ${stamp}`]);
  expect(afterOffline?.post.comments_count).toBe(1);

  // Reply to the comment: it shows indented under it.
  await comments.first().locator('..').getByRole('button', { name: 'Reply' }).click();
  await page.getByLabel(/Reply to/).fill(`A reply ${stamp}`);
  await page.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await expect(page.getByTestId('replies').getByTestId('comment')).toContainText(`A reply ${stamp}`);
  await expect.poll(() => unsentCount(page)).toBe(0);
  await expect.poll(async () => (await serverPost(request, session, postId))?.comments[0]?.replies_count).toBe(1);

  // Delete the post: after the confirm it is gone here and on the server.
  await post.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/groups\/welcome/);
  await expect(page.getByText(`Final thoughts ${stamp}`)).toHaveCount(0);
  await expect.poll(() => serverPost(request, session, postId)).toBeNull();
});

test('comments load 15 at a time, oldest first, and replies open under their comment', async ({ page, request }) => {
  const session = await apiSignIn(request);
  const stamp = Date.now().toString(36);
  const created = await request.post('/api/v2/walls/welcome/posts', { headers: session.headers, data: { body: `Long thread ${stamp}` } });
  const postId = ((await created.json()) as { post: { id: number } }).post.id;
  let firstId = 0;
  for (let i = 0; i < 17; i++) {
    const res = await request.post(`/api/v2/posts/${postId}/comments`, { headers: session.headers, data: { body: `Comment ${i} ${stamp}` } });
    if (i === 0) firstId = ((await res.json()) as { comment: { id: number } }).comment.id;
  }
  await request.post(`/api/v2/posts/${postId}/comments`, { headers: session.headers, data: { body: `Hidden reply ${stamp}`, parent_id: firstId } });

  await page.goto('/');
  await signInThroughUi(page);
  await page.goto(`/posts/${postId}`);
  const topLevel = page.getByTestId('comments').locator(':scope > li > [data-testid="comment"]');
  await expect(topLevel).toHaveCount(15);
  await expect(topLevel.first()).toContainText(`Comment 0 ${stamp}`);
  await page.getByTestId('load-more-comments').click();
  await expect(topLevel).toHaveCount(17);
  await expect(topLevel.last()).toContainText(`Comment 16 ${stamp}`);
  await expect(page.getByTestId('load-more-comments')).toHaveCount(0);
  await page.getByTestId('view-replies').first().click();
  await expect(page.getByTestId('replies').getByTestId('comment')).toContainText(`Hidden reply ${stamp}`);
});
