// Journey: forgot password, the reset link from the mail, a new password, and logging in with it.
import { expect, test } from '@playwright/test';
import { createSettledMember, newAccount } from './account-steps';
import { signInThroughUi } from './helpers';
import { linkIn, mailboxMark, waitForMail } from './mail';

test('a member resets a forgotten password from the mailed link and logs in with the new one', async ({ page, request }) => {
  const who = newAccount('reset');
  await createSettledMember(request, who);
  const newPassword = `${who.password}-new`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const mark = mailboxMark(who.email);
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('reset-requested')).toBeVisible();

  const mail = await waitForMail(who.email, { after: mark, subject: /Reset your/ });
  const link = linkIn(mail, '/change-password');
  expect(link).toMatch(/^\/change-password\?token=/);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the new password').fill('short');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Password must be at least \d+ characters$/);

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('password-reset-done')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
  await page.getByLabel('Repeat the new password').fill(`${newPassword}-again`);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password reset link has already been used or is invalid');

  // The old password no longer works, the new one does.
  await page.goto('/login/password');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or password not recognised');
  await page.getByLabel('Password').fill('');
  await signInThroughUi(page, { email: who.email, password: newPassword });
  await expect(page).toHaveURL(/\/groups\/welcome$/);
});
