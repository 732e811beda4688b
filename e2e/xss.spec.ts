// Journey: 32 script-injection payloads in posts, comments, replies, link buttons, a poll, a hashtag and a member's
// name, bio and profile answers, and a host's folder and article render as text on every screen that shows them,
// and none of them runs in Chromium.
import { expect, test } from '@playwright/test';
import { createSettledMember, newAccount } from './account-steps';
import { apiSignIn, MEMBER, openWall } from './helpers';
import { nothingRan, payloads } from './xss-payloads';

test('32 injection payloads in posts, comments, link buttons, a poll and a member name show as text and run nothing', async ({ browser, request }) => {
  expect(payloads.length).toBeGreaterThanOrEqual(30);
  // A member whose very name is a payload writes them all.
  const who = { ...newAccount('xss'), displayName: '<img src=x onerror="window.__xss=1">' };
  const headers = await createSettledMember(request, who);
  const groups = (await (await request.get('/api/v2/groups', { headers })).json()) as { groups: { id: number; key: string }[] };
  const welcome = groups.groups.find((g) => g.key === 'welcome')!;
  expect((await request.post(`/api/v2/groups/${welcome.id}/membership`, { headers })).status()).toBe(200);
  const postIds: number[] = [];
  for (const [i, p] of payloads.entries()) {
    const res = await request.post('/api/v2/walls/welcome/posts', { headers, data: { body: `${p} #xss${i}` } });
    expect(res.status(), p).toBe(201);
    postIds.push(((await res.json()) as { post: { id: number } }).post.id);
  }
  const target = postIds.at(-1)!;
  for (const p of payloads.slice(0, 10)) {
    expect((await request.post(`/api/v2/posts/${target}/comments`, { headers, data: { body: p } })).status()).toBe(201);
  }
  const linked = await request.post('/api/v2/walls/welcome/posts', {
    headers,
    data: { body: 'A button', link_button: { text: payloads[1], url: 'https://example.org/?q=<script>window.__xss=1</script>' } },
  });
  expect(linked.status()).toBe(201);
  const endsAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const poll = await request.post('/api/v2/walls/welcome/posts', { headers, data: { body: 'A poll', poll: { options: [payloads[0], payloads[2]], ends_at: endsAt } } });
  expect(poll.status()).toBe(201);

  const { context, page } = await openWall(browser);
  page.on('dialog', (d) => {
    throw new Error(`a payload opened a dialog: ${d.message()}`);
  });
  // The wall: the newest posts, each payload shown as the text it is, the author's name too.
  const feed = page.getByTestId('feed');
  await expect(feed.getByText('A poll')).toBeVisible();
  await expect(feed.getByText(payloads[0]!).first()).toBeVisible();
  await expect(feed.getByText(who.displayName).first()).toBeVisible();
  await nothingRan(page);
  // Older ones, as the member scrolls: every payload post shows its text.
  for (const p of payloads) {
    await page.goto(`/posts/${postIds[payloads.indexOf(p)]}`);
    await expect(page.getByTestId('post-screen').getByText(p, { exact: false }).first()).toBeVisible();
    await nothingRan(page);
  }
  // The post with the comments, the search and a hashtag screen show them as text too.
  await page.goto(`/posts/${target}`);
  await expect(page.getByTestId('post-screen').getByText(payloads[3]!)).toBeVisible();
  await nothingRan(page);
  await page.goto(`/search?q=${encodeURIComponent('window xss')}`);
  await expect(page.getByTestId('search-post').first()).toBeVisible();
  await nothingRan(page);
  await page.goto('/hashtag/xss4');
  await expect(page.getByTestId('search-post').first()).toContainText(payloads[4]!);
  await nothingRan(page);

  // A host's folder and article: a payload for a name and a title, every payload in the rich body. The
  // server keeps only allow-listed markup and the app reads it through the allow-list again: text, and nothing runs.
  const host = await apiSignIn(request, { email: 'admin@example.com', password: MEMBER.password });
  const folder = await request.post('/api/v2/folders', { headers: host.headers, data: { name: payloads[16], description: payloads[0] } });
  expect(folder.status()).toBe(201);
  const folderId = ((await folder.json()) as { folder: { id: number } }).folder.id;
  const body = payloads.map((p) => `<p>${p}</p><div>${p}</div>`).join('');
  const article = await request.post('/api/v2/articles', { headers: host.headers, data: { folder_id: folderId, title: payloads[1], body_html: body } });
  expect(article.status()).toBe(201);
  const articleId = ((await article.json()) as { article: { id: number } }).article.id;
  await page.goto(`/folders/${folderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(payloads[16]!);
  await expect(page.getByTestId('library-article')).toContainText(payloads[1]!);
  await nothingRan(page);
  await page.getByTestId('library-article').click();
  await expect(page).toHaveURL(new RegExp(`/articles/${articleId}$`));
  await expect(page.getByTestId('article-title')).toHaveText(payloads[1]!);
  // What the allow-list keeps of them shows: a link's text, never its javascript: address.
  const kept = page.locator('.article__body a', { hasText: 'click' }).first();
  await expect(kept).toBeVisible();
  await expect(kept).not.toHaveAttribute('href');

  // Their profile: the name, the bio and a public custom field's answer, each a payload, shown as text.
  expect((await request.patch('/api/v2/account/profile', { headers, data: { bio: payloads[5] } })).status()).toBe(200);
  const fieldsRes = await request.get('/api/v2/custom_user_fields', { headers });
  const where = ((await fieldsRes.json()) as { custom_user_fields: { id: number; name: string }[] }).custom_user_fields.find((f) => f.name === 'Where are you from?')!;
  const values = [{ custom_user_field_id: where.id, value: payloads[6] }];
  expect((await request.patch('/api/v2/account/custom_user_values', { headers, data: { values } })).status()).toBe(200);
  const me = (await (await request.get('/api/v1/me', { headers })).json()) as { user: { id: number } };
  await page.goto(`/profile/${me.user.id}`);
  const head = page.getByTestId('profile-head');
  await expect(head.getByRole('heading', { name: who.displayName })).toBeVisible();
  await expect(head.getByText(payloads[5]!)).toBeVisible();
  await expect(head.getByText(payloads[6]!)).toBeVisible();
  await nothingRan(page);
  await context.close();
});
