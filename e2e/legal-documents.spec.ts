// Journey: the community's privacy policy and terms, linked from sign-up and from the agreement prompt, read there (offline too), and the versions agreed recorded.
import { expect, test } from '@playwright/test';
import { createSettledMember, newAccount } from './account-steps';
import { signInThroughUi, waitForServiceWorkerControl } from './helpers';

test('the legal prompt opens both documents, offline too, and agreeing records the versions', async ({ browser, request }) => {
  const who = newAccount('legal');
  const headers = await createSettledMember(request, who, { agreeToLegal: false });
  const context = await browser.newContext();
  const page = await context.newPage();

  // A visitor about to sign up reads what they would agree to.
  await page.goto('/signup');
  await page.getByTestId('signup-legal').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByTestId('legal-document').getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByTestId('legal-document')).toContainText('We do not sell your data');

  await page.goto('/login');
  await signInThroughUi(page, who);
  const prompt = page.getByTestId('legal-prompt');
  await expect(prompt).toBeVisible();
  await waitForServiceWorkerControl(page);

  await prompt.getByRole('link', { name: 'Read the privacy policy' }).click();
  const doc = page.getByTestId('legal-document');
  await expect(doc.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await expect(doc).toContainText('Version 1');
  // The prompt steps aside while the member reads, and is back when they return.
  await expect(prompt).toBeHidden();
  await page.goBack();
  await expect(prompt).toBeVisible();

  // Offline, the other document reads from the device.
  await context.setOffline(true);
  await prompt.getByRole('link', { name: 'Read the terms and conditions' }).click();
  await expect(doc.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(doc).toContainText('Be kind');
  await page.goBack();
  await context.setOffline(false);

  await prompt.getByRole('button', { name: 'I agree' }).click();
  await expect(prompt).toBeHidden();
  const me = (await (await request.get('/api/v1/me', { headers })).json()) as { user: { agreed_legal: unknown } };
  expect(me.user.agreed_legal).toEqual({ privacy_policy_version: 1, terms_conditions_version: 1 });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/legal/privacy_policy');
    await expect(doc).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`legal-document-${width}.png`) });
  }
  await context.close();
});
