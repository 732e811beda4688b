// Journey: another member comments on my post -> my activity list shows it, offline after a reload too; mark all seen made offline reaches the server; tapping one opens the post at the comment.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { queuedReplays, unsentCount } from './device-state';
import { apiSignIn, signInThroughUi, waitForServiceWorkerControl, type ApiSession } from './helpers';
import { NOAH } from './inbox-steps';

interface ServerActivity {
  id: number;
  seen: boolean;
  post_id: number | null;
  comment_id: number | null;
}

async function serverActivities(request: APIRequestContext, s: ApiSession): Promise<{ list: ServerActivity[]; total: number; fresh: number }> {
  const list = ((await (await request.get('/api/v2/activities?limit=100', { headers: s.headers })).json()) as { activities: ServerActivity[] }).activities;
  const me = (await (await request.get('/api/v1/me', { headers: s.headers })).json()) as { new_activities_total_count: number; new_activities_count: number };
  return { list, total: me.new_activities_total_count, fresh: me.new_activities_count };
}

test('an activity shows in the list, offline after a reload; mark all seen offline reaches the server; tapping it opens the comment', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page);
  await waitForServiceWorkerControl(page);

  // Noah comments on the member's post through the API.
  const mine = await apiSignIn(request);
  const noah = await apiSignIn(request, NOAH);
  const posted = await request.post('/api/v2/walls/welcome/posts', { headers: mine.headers, data: { body: 'Demo of the new chorus, feedback welcome' } });
  expect(posted.status()).toBe(201);
  const postId = ((await posted.json()) as { post: { id: number } }).post.id;
  const words = `That chorus gave me chills ${Date.now()}`;
  const commented = await request.post(`/api/v2/posts/${postId}/comments`, { headers: noah.headers, data: { body: words } });
  expect(commented.status()).toBe(201);
  const commentId = ((await commented.json()) as { comment: { id: number } }).comment.id;
  expect((await serverActivities(request, mine)).fresh).toBeGreaterThan(0);

  // The navigation leads to the list; opening it shows the activity and clears the badge.
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: /Notifications/ }).click();
  await expect(page).toHaveURL(/\/activities$/);
  const item = page.getByTestId('activity').filter({ hasText: words });
  await expect(item.getByTestId('activity-words')).toHaveText('Noah Fisher commented on your post');
  await expect(item.getByTestId('activity-excerpt')).toContainText(words);
  await expect(item).toHaveAttribute('data-seen', 'false');
  await expect(page.getByTestId('new-activities')).toHaveCount(0);
  await expect.poll(async () => (await serverActivities(request, mine)).fresh).toBe(0);
  await page.screenshot({ path: test.info().outputPath('activities-1280.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('activities-390.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Offline, after a reload: still there, from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('activity').filter({ hasText: words })).toBeVisible();

  // Mark all seen offline: shown at once, with an undo offered for a moment.
  await page.getByTestId('mark-all-seen').click();
  await expect(page.getByTestId('undo-bar')).toBeVisible();
  await expect(page.locator('[data-testid="activity"][data-seen="false"]')).toHaveCount(0);
  await expect(page.getByTestId('undo-bar')).toHaveCount(0, { timeout: 10_000 });

  // Back online: the server says every activity is seen.
  await context.setOffline(false);
  await expect.poll(() => unsentCount(page)).toBe(0);
  await expect.poll(() => queuedReplays(page)).toBe(0);
  const after = await serverActivities(request, mine);
  expect(after.list.filter((a) => !a.seen)).toEqual([]);
  expect(after.total).toBe(0);

  // Tapping the activity opens the post at the comment.
  await page.getByTestId('activity').filter({ hasText: words }).click();
  await expect(page).toHaveURL(new RegExp(`/posts/${postId}/comments/${commentId}$`));
  await expect(page.getByText(words)).toBeVisible();
  await context.close();
});

test('the notification-centre settings: a category turned off leaves the list at once and is saved on the server', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page);
  const mine = await apiSignIn(request);
  const posted = await request.post('/api/v2/walls/welcome/posts', { headers: mine.headers, data: { body: 'Lyrics draft, second verse' } });
  const postId = ((await posted.json()) as { post: { id: number } }).post.id;
  const words = `Love the second verse ${Date.now()}`;
  expect((await request.post(`/api/v2/posts/${postId}/comments`, { headers: (await apiSignIn(request, NOAH)).headers, data: { body: words } })).status()).toBe(201);
  await page.goto('/activities');
  await expect(page.getByTestId('activity').filter({ hasText: words })).toBeVisible();

  await page.goto('/profile/settings');
  await page.getByRole('link', { name: 'Notification centre' }).click();
  await expect(page).toHaveURL(/\/profile\/settings\/notifications-centre$/);
  const comments = page.getByTestId('category-comment');
  await expect(comments).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('notification-centre-390.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await comments.click();
  await expect(comments).not.toBeChecked();
  await expect
    .poll(async () => ((await (await request.get('/api/v2/activity_exclusions', { headers: mine.headers })).json()) as { activity_exclusions: string[] }).activity_exclusions)
    .toEqual(['comment']);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByTestId('activity').filter({ hasText: words })).toHaveCount(0);
  await page.goto('/profile/settings/notifications-centre');
  await page.getByTestId('category-comment').click();
  await expect(page.getByTestId('category-comment')).toBeChecked();
  await expect
    .poll(async () => ((await (await request.get('/api/v2/activity_exclusions', { headers: mine.headers })).json()) as { activity_exclusions: string[] }).activity_exclusions)
    .toEqual([]);
  await context.close();
});
