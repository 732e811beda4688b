// Journey: sign up, confirm the address from the mail received, onboarding, walkthrough, then the home feed.
import { expect, test } from '@playwright/test';
import { agreeToLegal, completeOnboarding, fillSignUp, finishWalkthrough, newAccount } from './account-steps';
import { linkIn, mailboxMark, waitForMail } from './mail';

test('a visitor signs up, confirms the email, completes onboarding and the walkthrough, and reaches the feed', async ({ page, request }) => {
  const who = newAccount('signup');
  const config = (await (await request.get('/api/v1/configuration')).json()) as { configuration: { email_confirmation_enabled: boolean } };
  const mark = mailboxMark(who.email);

  await page.goto('/signup');
  // Client-side rules first, in the product's words (the sign-up form does not show the password count).
  await page.getByTestId('signup-form').getByRole('button', { name: 'Create account' }).click();
  // Every field says what it lacks at once, beside it, not one refusal per submit.
  const form = page.getByTestId('signup-form');
  await expect(form.getByText('Fill this in, it is mandatory')).toHaveCount(5);
  await expect(form.getByLabel('Username')).toHaveAccessibleDescription(/Fill this in, it is mandatory/);
  // A username with a capital and a space, and a short password: both reasons on the same submit, the rule spelt out.
  await fillSignUp(page, { ...who, username: 'Nora New', password: 'short' });
  await expect(form.getByLabel('Username')).toHaveAccessibleDescription(
    /The username is incorrect: use only lower-case letters, digits, dots and underscores, no spaces/,
  );
  await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is too short');
  await expect(form.getByText('Fill this in, it is mandatory')).toHaveCount(0);

  await fillSignUp(page, who);
  // Signed in: guard 4 leaves sign-up, guard 6 takes the new member to onboarding.
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await agreeToLegal(page);

  // The confirmation mail: sent at sign-up when the community asks for it, else on request.
  if (!config.configuration.email_confirmation_enabled) {
    await page.goto('/resend-email-confirmation');
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByTestId('confirmation-resent')).toBeVisible();
  }
  const mail = await waitForMail(who.email, { after: mark, subject: /Confirm your email/ });
  await page.goto(linkIn(mail, '/email-confirmation/'));
  await expect(page.getByText('Your email address is confirmed. Thank you!')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  await completeOnboarding(page);
  await finishWalkthrough(page);

  // Root leads to the configured home feed.
  await expect(page).toHaveURL(/\/groups\/welcome$/);
  await expect(page.locator('article').first()).toBeVisible();

  // The server agrees about every step.
  await page.goto('/profile/settings');
  await expect(page.getByTestId('profile-settings')).toBeVisible();
  const me = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('community');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const row = await new Promise<{ value: { user: { email_confirmed: boolean; onboarding_completed: boolean }; walkthrough_completed: boolean } }>(
      (resolve, reject) => {
        const get = db.transaction('kv').objectStore('kv').get('userData');
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error);
      },
    );
    db.close();
    return row.value;
  });
  expect(me.user).toMatchObject({ email_confirmed: true, onboarding_completed: true });
  expect(me.walkthrough_completed).toBe(true);
});
