// Journeys of paid plans in a premium community: buy monthly through the local provider's page and see the content, cancel and keep access to the period's end, then the paywall again; upgrade monthly to yearly with the preview's amount; a failed renewal's past-due banner, then the end of access after the grace.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { createSettledMember, newAccount } from './account-steps';
import { apiSignIn, MEMBER, signInThroughUi } from './helpers';

const DAY_SECONDS = 86_400;
const ADMIN = { email: 'admin@example.com', password: MEMBER.password };

/**
 * Moves the server's payments clock (which runs renewals at once) and the device's with it. The journeys' server keeps
 * its moved clock; each journey starts from the server's time and buys on it.
 */
async function moveClocks(request: APIRequestContext, context: BrowserContext, seconds: number): Promise<void> {
  const moved = await request.post('/api/e2e/payments/clock', { data: { advance_seconds: seconds } });
  expect(moved.ok()).toBe(true);
  const { now } = (await moved.json()) as { now: string };
  await context.clock.setSystemTime(new Date(now));
}

/** A premium community (restored after), a new settled member signed in on a device whose clock is the server's: on the paywall. */
async function newMemberOnPaywall(browser: import('@playwright/test').Browser, request: APIRequestContext, label: string) {
  const who = newAccount(label);
  await createSettledMember(request, who);
  const context = await browser.newContext();
  const { now } = (await (await request.post('/api/e2e/payments/clock', { data: { advance_seconds: 0 } })).json()) as { now: string };
  await context.clock.install({ time: new Date(now) });
  const page = await context.newPage();
  await page.goto('/login/password');
  await signInThroughUi(page, who);
  await expect(page).toHaveURL(/\/paywall/);
  return { who, context, page };
}

/** Choose a price on the paywall and Pay on the local provider's page; back holding the plan. */
async function buy(page: Page, choose: string): Promise<void> {
  await page.getByRole('button', { name: choose }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\/cs_local_/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('purchase-notice')).toBeVisible();
  await expect(page.getByTestId('confirming-membership')).toHaveCount(0);
}

/** The host makes the community premium for these journeys, and not after them. */
async function setPremium(request: APIRequestContext, on: boolean): Promise<void> {
  const admin = await apiSignIn(request, ADMIN);
  expect((await request.patch('/api/v1/configuration', { headers: admin.headers, data: { premium: on } })).ok()).toBe(true);
}
test.beforeAll(({ request }) => setPremium(request, true));
test.afterAll(({ request }) => setPremium(request, false));

test('buy monthly, see the content, cancel, keep access to the period end, then the paywall again', async ({ browser, request }) => {
  const { context, page } = await newMemberOnPaywall(browser, request, 'payer');
  try {
    // Guard 5: no plan, so the paywall, with the demo's plans and their prices.
    await expect(page.getByTestId('plan-card')).toHaveCount(2);
    await page.getByRole('button', { name: 'Choose Supporter, €4.99 a month' }).click();

    // The local provider's checkout page: the plan, its price, Pay.
    await expect(page).toHaveURL(/\/pay\/checkout\/cs_local_/);
    await expect(page.getByText('Supporter').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // Back in the app: the plan is confirmed by the server (never by the address), then the content opens.
    await expect(page.getByTestId('purchase-notice')).toBeVisible();
    await expect(page.getByTestId('confirming-membership')).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/paywall|\/pay\/|subscription_success/);
    await page.goto('/groups');
    await expect(page).toHaveURL(/\/groups/);
    await expect(page.getByTestId('paywall')).toHaveCount(0);

    // Cancel at the period's end, confirmed, with access kept until then.
    await page.goto('/profile/settings/membership');
    await expect(page.getByTestId('membership-status')).toHaveText(/^Active/);
    await page.getByRole('button', { name: 'Cancel membership' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancel membership' }).click();
    await expect(page.getByTestId('membership-status')).toHaveText(/^Cancelled: you keep access until /);
    await expect(page.getByRole('button', { name: 'Undo cancel' })).toBeVisible();
    await page.goto('/groups');
    await expect(page).toHaveURL(/\/groups/);
    await expect(page.getByTestId('paywall')).toHaveCount(0);

    // Past the period's end: the plan has ended, the paywall is back.
    await moveClocks(request, context, 32 * DAY_SECONDS);
    await page.reload();
    await expect(page).toHaveURL(/\/paywall/);
    await expect(page.getByTestId('plan-card')).toHaveCount(2);
  } finally {
    await context.close();
  }
});

test('upgrade monthly to yearly: the preview says what is charged now, and the plan changes', async ({ browser, request }) => {
  const { context, page } = await newMemberOnPaywall(browser, request, 'upgrader');
  try {
    await buy(page, 'Choose Supporter, €4.99 a month');
    await page.goto('/profile/settings/membership');
    await expect(page.getByTestId('membership-price')).toHaveText('€4.99 a month');
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.getByRole('radio', { name: /Supporter.*€49\.90 a year/ }).check();
    await expect(page.getByTestId('change-preview')).toHaveText(/^You will be charged €\d+\.\d\d now\./);
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your plan is changed.' })).toBeVisible();
    await expect(page.getByTestId('membership-price')).toHaveText('€49.90 a year');
  } finally {
    await context.close();
  }
});

test('a failed renewal shows the past-due banner with what to do, then access ends after the grace', async ({ browser, request }) => {
  const { who, context, page } = await newMemberOnPaywall(browser, request, 'pastdue');
  try {
    await buy(page, 'Choose Supporter, €4.99 a month');
    expect((await request.post('/api/e2e/payments/card', { data: { email: who.email, fails: true } })).ok()).toBe(true);
    await moveClocks(request, context, 31 * DAY_SECONDS);
    await page.goto('/groups');
    await page.reload();
    const banner = page.getByTestId('past-due-banner');
    await expect(banner).toContainText('Update your card or pay the invoice');
    await expect(banner).toContainText(/your access ends in \d+ days?, on /);
    await expect(page).toHaveURL(/\/groups/);
    await banner.getByRole('link', { name: 'Update payment' }).click();
    await expect(page.getByTestId('membership-status')).toHaveText(/^Payment failed: access until /);

    // After the host's grace (7 days by default), access ends: the paywall.
    await moveClocks(request, context, 8 * DAY_SECONDS);
    await page.goto('/groups');
    await page.reload();
    await expect(page).toHaveURL(/\/paywall/);
  } finally {
    await context.close();
  }
});
