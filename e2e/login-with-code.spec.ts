// Journey: the login mode switch, then login with a code received by email (a wrong code refused as the product's words it).
import { expect, test } from '@playwright/test';
import { MEMBER } from './helpers';
import { codeIn, mailboxMark, waitForMail } from './mail';

test('a member logs in with a code from the mail', async ({ page }) => {
  // The community's configured mode is password: /login shows it, with the switch to a code.
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByRole('link', { name: 'Log in with an emailed code instead' }).click();
  await expect(page).toHaveURL(/\/magic$/);

  let mark = mailboxMark(MEMBER.email);
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByTestId('code-entry-form')).toBeVisible();
  await waitForMail(MEMBER.email, { after: mark, subject: /login code/ });

  // The request date is kept: a reload still shows the code step.
  await page.reload();
  await expect(page.getByTestId('code-entry-form')).toBeVisible();

  await page.getByLabel('Code').fill('ZZZZZZZZ');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid code. You need to request a new one');

  // A new code, as the message says.
  await page.getByRole('button', { name: 'Send a new code or use another email' }).click();
  mark = mailboxMark(MEMBER.email);
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const mail = await waitForMail(MEMBER.email, { after: mark, subject: /login code/ });
  // Typed the way people retype codes: lower case, with a space.
  const code = codeIn(mail);
  await page.getByLabel('Code').fill(`${code.slice(0, 4)} ${code.slice(4)}`.toLowerCase());
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/groups\/welcome$/);
  await expect(page.locator('article').first()).toBeVisible();
});
