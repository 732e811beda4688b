// Journey: another member's new post appears on an open group wall, and their comment on an open post screen, without a reload, through the pubnub SDK and the gateway.
import { expect, test } from '@playwright/test';
import { apiSignIn, signInThroughUi, waitForServiceWorkerControl } from './helpers';
import { eventHeard, watchLongPolls } from './realtime-steps';

const NOAH = { email: 'noah@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' };

test("another member's post appears on an open wall, and their comment on an open post, without a reload", async ({ browser, request }, testInfo) => {
  const run = Date.now().toString(36);
  const noah = await apiSignIn(request, NOAH);
  const context = await browser.newContext();
  const page = await context.newPage();
  const subscriptions = watchLongPolls(page);
  // The SDK runs in the engine's module worker under the app's content security policy (no eval, same origin).
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await waitForServiceWorkerControl(page);
  await expect(page.getByTestId('post').first()).toBeVisible();
  await subscriptions.since(0);
  let reloads = 0;
  page.on('load', () => reloads++);

  const body = `Live from the harbour ${run}`;
  const heard = eventHeard(page);
  const res = await request.post('/api/v2/walls/welcome/posts', { headers: noah.headers, data: { body } });
  expect(res.status()).toBe(201);
  const post = ((await res.json()) as { post: { id: number } }).post;
  await heard;
  await expect(page.getByTestId('post').filter({ hasText: body })).toBeVisible();
  expect(reloads).toBe(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`realtime-wall-${width}.png`) });
  }

  // The post screen, freshly opened: its engine subscribes again before the comment is written.
  const opened = Date.now();
  await page.goto(`/posts/${post.id}`);
  await expect(page.getByTestId('post-screen')).toContainText(body);
  await subscriptions.since(opened);
  reloads = 0;
  const comment = `Heard it on the radio ${run}`;
  const commentHeard = eventHeard(page);
  const c = await request.post(`/api/v2/posts/${post.id}/comments`, { headers: noah.headers, data: { body: comment } });
  expect(c.status()).toBe(201);
  await commentHeard;
  await expect(page.getByTestId('comment').filter({ hasText: comment })).toBeVisible();
  expect(reloads).toBe(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`realtime-post-${width}.png`) });
  }
  expect(violations).toEqual([]);
  await context.close();
});
