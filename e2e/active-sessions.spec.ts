// Journey: a member sees their signed-in devices in settings and signs another one out; that device's session is over.
import { expect, test } from '@playwright/test';
import { createSettledMember, newAccount } from './account-steps';
import { signInThroughUi } from './helpers';

test('a member lists their sessions and signs another device out', async ({ page, request }) => {
  const who = newAccount('sessions');
  // The API sign-up is the "other device"; it names itself like a phone would.
  const other = { ...(await createSettledMember(request, who)), 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Firefox/128.0' };
  expect((await request.get('/api/v1/me', { headers: other })).status()).toBe(200);

  await page.goto('/login');
  await signInThroughUi(page, who);
  await page.goto('/profile/settings');
  const section = page.getByTestId('active-sessions');
  await expect(section.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
  const rows = section.getByTestId('active-session');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  // This device cannot sign itself out here (that is the account menu's sign-out); the other can.
  await expect(rows.filter({ hasText: 'This device' }).getByRole('button')).toHaveCount(0);
  await section.getByRole('button', { name: 'Sign out Firefox on Android' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('This device');

  // The other device's secret no longer opens anything; this one still works after a reload.
  expect((await request.get('/api/v1/me', { headers: other })).status()).toBe(403);
  await page.reload();
  await expect(page.getByTestId('active-sessions').getByTestId('active-session')).toHaveCount(1);
});

test('"Sign out all other devices" ends the session of another browser, which lands on sign-in', async ({ browser, request }) => {
  const who = newAccount('others');
  await createSettledMember(request, who);
  const phone = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Firefox/128.0' });
  const laptop = await browser.newContext();
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto('/login');
    await signInThroughUi(phonePage, who);
    await expect(phonePage).not.toHaveURL(/\/login/);

    const page = await laptop.newPage();
    await page.goto('/login');
    await signInThroughUi(page, who);
    await page.goto('/profile/settings');
    const section = page.getByTestId('active-sessions');
    // The API sign-up's session, the phone and this laptop.
    await expect(section.getByTestId('active-session')).toHaveCount(3);
    await section.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expect(section.getByTestId('active-session')).toHaveCount(1);
    await expect(section.getByTestId('active-session')).toContainText('This device');
    await expect(section.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0);

    // The phone's next call is refused and it forgets the member: back to sign-in.
    await phonePage.reload();
    await expect(phonePage).toHaveURL(/\/login/);
    await page.reload();
    await expect(page.getByTestId('active-sessions').getByTestId('active-session')).toHaveCount(1);
  } finally {
    await phone.close();
    await laptop.close();
  }
});
