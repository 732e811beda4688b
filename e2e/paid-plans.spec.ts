// Journey: in a premium community a new member lands on the paywall, buys the monthly plan through the local provider's page, comes back to the content; cancels, keeps access to the period's end, and meets the paywall again once the clock passes it.
import { expect, test } from '@playwright/test';
import { createSettledMember, newAccount } from './account-steps';
import { apiSignIn, MEMBER, signInThroughUi } from './helpers';

const DAY_SECONDS = 86_400;
const ADMIN = { email: 'admin@example.com', password: MEMBER.password };

test('buy monthly, see the content, cancel, keep access to the period end, then the paywall again', async ({ browser, request }) => {
  const admin = await apiSignIn(request, ADMIN);
  const premium = (on: boolean) => request.patch('/api/v1/configuration', { headers: admin.headers, data: { premium: on } });
  expect((await premium(true)).ok()).toBe(true);
  const context = await browser.newContext();
  try {
    const who = newAccount('payer');
    await createSettledMember(request, who);
    // The device's clock moves with the server's payments clock below (time flows as usual until then).
    await context.clock.install();
    const page = await context.newPage();
    await page.goto('/login/password');
    await signInThroughUi(page, who);

    // Guard 5: no plan, so the paywall, with the demo's plans and their prices.
    await expect(page).toHaveURL(/\/paywall/);
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

    // Past the period's end (the server's payments clock, and the device's): the plan has ended, the paywall is back.
    // The journeys' server keeps its moved clock; later journeys' plans are bought after it, on the same clock.
    const moved = await request.post('/api/e2e/payments/clock', { data: { advance_seconds: 32 * DAY_SECONDS } });
    expect(moved.ok()).toBe(true);
    const { now } = (await moved.json()) as { now: string };
    await page.clock.setSystemTime(new Date(now));
    await page.reload();
    await expect(page).toHaveURL(/\/paywall/);
    await expect(page.getByTestId('plan-card')).toHaveCount(2);
  } finally {
    await context.close();
    await premium(false);
  }
});
