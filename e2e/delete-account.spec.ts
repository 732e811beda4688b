// Journey: a member deletes their account after typing the required wording; they cannot log in again.
import { expect, test } from '@playwright/test';
import { createSettledMember, newAccount } from './account-steps';
import { apiSignIn, signInThroughUi, wallBodies } from './helpers';

test('a member deletes their account and its content', async ({ page, request }) => {
  const who = newAccount('delete');
  const headers = await createSettledMember(request, who);
  // A new member belongs to the mandatory groups only; posting to the public feed takes joining it.
  const { groups } = (await (await request.get('/api/v2/groups', { headers })).json()) as { groups: { id: number; key: string }[] };
  const welcome = groups.find((g) => g.key === 'welcome')!;
  expect((await request.post(`/api/v2/groups/${welcome.id}/membership`, { headers })).status()).toBe(200);
  const posted = `Soon gone ${Date.now()}`;
  expect((await request.post('/api/v2/walls/welcome/posts', { headers, data: { body: posted } })).status()).toBe(201);

  await page.goto('/login');
  await signInThroughUi(page, who);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await page.getByRole('link', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/profile\/settings\/delete-account$/);

  const confirm = page.getByRole('button', { name: 'Delete my account' });
  const wording = page.getByLabel('Type DELETE to confirm');
  await wording.fill('delete');
  await expect(confirm).toBeDisabled();
  await wording.fill('DELETE');
  await page.getByLabel('Also delete my posts and comments').check();
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  // The old session is over on the server, and so is the content.
  expect((await request.get('/api/v1/me', { headers })).status()).toBeGreaterThanOrEqual(400);
  const relogin = await request.post('/api/v1/sessions', { data: { email: who.email, password: who.password } });
  expect(relogin.status()).toBe(401);
  const other = await apiSignIn(request);
  await expect.poll(async () => (await wallBodies(request, other, 'welcome')).includes(posted)).toBe(false);

  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or password not recognised');
});
