// Journey: Recent | Hottest on a group's feed: the route's {sort} follows the switch, a much-liked post rises in Hottest, offline too.
import { expect, test } from '@playwright/test';
import { apiSignIn, openWall } from './helpers';

const password = process.env.DEMO_PASSWORD ?? 'e2e-demo-password';
const likers = ['admin', 'artist', 'noah', 'leila', 'tomas', 'grace'].map((name) => ({ email: `${name}@example.com`, password }));

test('the sort switch changes the order: a post with many likes rises in Hottest, also from the device offline', async ({ browser, request }, testInfo) => {
  const run = Date.now().toString(36);
  const rising = `Rising tide, everyone likes this ${run}`;
  const fresh = `Fresh catch, nobody has seen it yet ${run}`;
  const sessions = await Promise.all(likers.map((who) => apiSignIn(request, who)));
  const write = async (body: string) => {
    const res = await request.post('/api/v2/walls/welcome/posts', { headers: sessions[0]!.headers, data: { body } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { post: { id: number } }).post.id;
  };
  const liked = await write(rising);
  await write(fresh);
  // Other journeys leave busy posts on the same wall: this one is made the hottest by far (6 likes, 18 comments), and
  // the checks compare it with its fresh neighbour rather than expect it first.
  for (const s of sessions) {
    expect((await request.post('/api/v2/likes', { headers: s.headers, data: { likeable_type: 'Post', likeable_id: liked } })).status()).toBe(201);
    for (let i = 0; i < 3; i++) {
      expect((await request.post(`/api/v2/posts/${liked}/comments`, { headers: s.headers, data: { body: `Agreed ${i}` } })).status()).toBe(201);
    }
  }

  const { context, page } = await openWall(browser);
  const cards = page.getByTestId('feed').getByTestId('post');
  /** Whether the liked post is on screen above the fresh one (or the fresh one is not among the hottest shown). */
  const risingAboveFresh = async () => {
    const texts = await cards.allTextContents();
    const r = texts.findIndex((t) => t.includes(rising));
    const f = texts.findIndex((t) => t.includes(fresh));
    return r >= 0 && (f === -1 || r < f);
  };
  await expect(cards.first()).toContainText(fresh);
  const sortSwitch = page.getByTestId('sort-switch');
  await expect(sortSwitch.getByRole('link', { name: 'Recent' })).toHaveAttribute('aria-current', 'page');

  await sortSwitch.getByRole('link', { name: 'Hottest' }).click();
  await expect(page).toHaveURL(/\/groups\/welcome\/hottest$/);
  await expect(sortSwitch.getByRole('link', { name: 'Hottest' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(risingAboveFresh).toBe(true);
  await expect(cards.filter({ hasText: rising }).getByTestId('like-button')).toContainText('6');
  await expect(page.getByTestId('hottest-from-device')).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`feed-hottest-${width}.png`), fullPage: true });
  }

  // Offline after a reload: the device ranks what it holds with the same formula, and says so.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('hottest-from-device')).toContainText("You're offline");
  await expect.poll(risingAboveFresh).toBe(true);
  await sortSwitch.getByRole('link', { name: 'Recent' }).click();
  await expect(page).toHaveURL(/\/groups\/welcome$/);
  await expect(cards.first()).toContainText(fresh);
  await context.close();
});
