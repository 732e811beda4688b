// Journey: a member reports another's post from its menu with a reason (an empty one is refused in words), and the host
// finds it among the open reports; reporting it again is taken as the same report.
import { expect, test } from '@playwright/test';
import { apiSignIn, MEMBER, signInThroughUi } from './helpers';

const HOST = { email: 'admin@example.com', password: MEMBER.password };
const NOAH = { email: 'noah@example.com', password: MEMBER.password };

test('a member reports a post from its menu and the host sees the report', async ({ page, request }) => {
  const noah = await apiSignIn(request, NOAH);
  const stamp = Date.now().toString(36);
  const created = await request.post('/api/v2/walls/welcome/posts', { headers: noah.headers, data: { body: `Cheap followers ${stamp}` } });
  const postId = ((await created.json()) as { post: { id: number } }).post.id;

  await page.goto('/');
  await signInThroughUi(page);
  await page.goto(`/posts/${postId}`);
  const post = page.getByTestId('post');
  await expect(post).toContainText(`Cheap followers ${stamp}`);
  await post.getByRole('button', { name: 'Post options' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Report post' }).click();
  const dialog = page.getByTestId('report-dialog');
  await expect(dialog.getByRole('heading', { name: 'Report this post' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please tell us why you are reporting this.');
  await dialog.getByLabel('Why are you reporting this post?').fill(`Spam ${stamp}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/report-post-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: '.tmp/report-post-1280.png' });
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. The hosts will look into it.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  const host = await apiSignIn(request, HOST);
  const listed = async () => {
    const res = await request.get('/api/v2/reports', { headers: host.headers });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { reports: { item_id: number; item_type: string; reason: string }[] }).reports.filter((r) => r.item_type === 'Post' && r.item_id === postId);
  };
  expect((await listed()).map((r) => r.reason)).toEqual([`Spam ${stamp}`]);

  // Again: the same report, nothing new for the host.
  await post.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Report post' }).click();
  await dialog.getByLabel('Why are you reporting this post?').fill('Still spam');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  expect(await listed()).toHaveLength(1);
});
