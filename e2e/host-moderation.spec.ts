// Journey: a host moderates a member from one of their posts: shadowbans them (their post leaves the others'
// walls and stays on theirs), lifts it, then bans them unpublishing their content (signed out, the post gone).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createSettledMember, newAccount } from './account-steps';
import { apiSignIn, MEMBER, signInThroughUi, wallBodies } from './helpers';

const ADMIN = { email: 'admin@example.com', password: MEMBER.password };

test('a host shadowbans, lifts and bans a member from their post, and the others see the outcome', async ({ browser, request }, testInfo) => {
  const who = newAccount('moderated');
  const headers = await createSettledMember(request, who);
  const groups = (await (await request.get('/api/v2/groups', { headers })).json()) as { groups: { id: number; key: string }[] };
  expect((await request.post(`/api/v2/groups/${groups.groups.find((g) => g.key === 'welcome')!.id}/membership`, { headers })).status()).toBe(200);
  const text = `Buy followers now ${Date.now().toString(36)}`;
  const made = await request.post('/api/v2/walls/welcome/posts', { headers, data: { body: text } });
  expect(made.status()).toBe(201);
  const postId = ((await made.json()) as { post: { id: number } }).post.id;
  const mia = await apiSignIn(request, MEMBER);
  const seenBy = (r: APIRequestContext, h: { headers: Record<string, string> }) => wallBodies(r, h, 'welcome');

  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInThroughUi(page, ADMIN);
  await page.goto(`/posts/${postId}`);
  await expect(page.getByTestId('post-screen').getByText(text)).toBeVisible();
  // Moderation is a choice of the post's menu, not a button between the post and its comments.
  await page.getByTestId('post-screen').getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: `Moderate ${who.displayName}`, exact: true }).click();
  const dialog = page.getByTestId('moderation-dialog');
  await expect(dialog.getByRole('heading', { name: `Moderate ${who.displayName}` })).toBeVisible();

  await dialog.getByRole('button', { name: 'Shadowban', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(`${who.displayName} is shadowbanned: their posts and comments show to them alone.`);
  expect(await seenBy(request, mia)).not.toContain(text);
  expect(await seenBy(request, { headers })).toContain(text);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`moderation-dialog-${width}.png`) });
  }

  await dialog.getByRole('button', { name: 'Lift shadowban' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`${who.displayName} is no longer shadowbanned.`);
  expect(await seenBy(request, mia)).toContain(text);

  await dialog.getByLabel('Also unpublish their posts and comments').check();
  await dialog.getByRole('button', { name: `Ban ${who.displayName}` }).click();
  await expect(dialog.getByRole('status')).toHaveText(`${who.displayName} is banned and signed out everywhere.`);
  expect(await seenBy(request, mia)).not.toContain(text);
  // Their session has ended.
  expect((await request.get('/api/v1/me', { headers })).status()).toBe(403);
  await page.context().close();
});
