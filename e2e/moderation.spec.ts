// Journeys: a banned member is signed out on every device; a shadowbanned member's post leaves everyone's
// screens and devices but their own.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createSettledMember, newAccount, type NewAccount } from './account-steps';
import { apiSignIn, MEMBER, signInThroughUi } from './helpers';

const ADMIN = { email: 'admin@example.com', password: MEMBER.password };
const GRACE = { email: 'grace@example.com', password: MEMBER.password };

async function signedInPage(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInThroughUi(page, who);
  return page;
}

const userIdOf = async (request: Parameters<typeof apiSignIn>[0], who: NewAccount | typeof GRACE) => {
  const res = await request.post('/api/v1/sessions', { data: { email: who.email, password: who.password } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { user_id: number }).user_id;
};

test('a banned member is signed out on every device and cannot sign in again', async ({ browser, request }) => {
  const who = newAccount('banned');
  await createSettledMember(request, who);
  const memberId = await userIdOf(request, who);
  const phone = await signedInPage(browser, who);
  const laptop = await signedInPage(browser, who);
  await phone.goto('/groups/welcome');
  await expect(phone.getByTestId('post').first()).toBeVisible();

  const host = await apiSignIn(request, ADMIN);
  const ban = await request.post('/api/v2/account/ban', { headers: host.headers, data: { member_id: memberId, unpublish_content: false } });
  expect(ban.status()).toBe(200);

  // Each device finds out on its next call to the server: opening the app again lands on the login screen.
  for (const page of [phone, laptop]) {
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
  }
  await phone.getByLabel(/email/i).fill(who.email);
  await phone.getByLabel(/password/i).fill(who.password);
  await phone.getByRole('button', { name: /sign in|log in/i }).click();
  await expect(phone.getByText('This account is disabled.')).toBeVisible();
  await phone.context().close();
  await laptop.context().close();
});

test("a shadowbanned member's post disappears for others, device included, and stays for them", async ({ browser, request }) => {
  const text = `Shadow test ${Date.now().toString(36)}: only I should see this`;
  const grace = await apiSignIn(request, GRACE);
  const made = await request.post('/api/v2/walls/welcome/posts', { headers: grace.headers, data: { body: text } });
  expect(made.status()).toBe(201);
  const graceId = await userIdOf(request, GRACE);

  // Mia has it on screen and on her device before the host acts.
  const mia = await signedInPage(browser, MEMBER);
  await mia.goto('/groups/welcome');
  await expect(mia.getByTestId('feed').getByText(text)).toBeVisible();
  const gracePage = await signedInPage(browser, GRACE);

  const host = await apiSignIn(request, ADMIN);
  const shadowban = (on: boolean) => request.post('/api/v2/account/shadowban', { headers: host.headers, data: { member_id: graceId, shadowbanned: on } });
  expect((await shadowban(true)).status()).toBe(200);
  try {
    // Mia's next catch-up drops it from her screen and her device; Grace still sees her own post.
    await mia.reload();
    await expect(mia.getByTestId('feed').getByTestId('post').first()).toBeVisible();
    await expect(mia.getByTestId('feed').getByText(text)).toHaveCount(0);
    await gracePage.goto('/groups/welcome');
    await expect(gracePage.getByTestId('feed').getByText(text)).toBeVisible();
  } finally {
    expect((await shadowban(false)).status()).toBe(200);
  }
  await mia.context().close();
  await gracePage.context().close();
});
