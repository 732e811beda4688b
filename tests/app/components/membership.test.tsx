// @vitest-environment jsdom
// Membership settings as a member sees them: the plan, price and status (active, cancelled until, past due), cancel with confirm and undo, change with a preview, invoices; and the past-due banner.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MembershipScreen from '../../../src/screens/payments/MembershipScreen';
import PastDueBanner from '../../../src/screens/payments/PastDueBanner';
import { installEngineDouble, mirrorWriter, resetWorld, seedMember } from '../helpers/component-world';
import { userData } from '../helpers/guard-context';
import { plan, price, purchase, seedPaywall, setOnline } from '../helpers/payments-world';
import { renderAt } from '../helpers/route-world';
import { renderSignedIn } from '../helpers/component-world';

beforeEach(async () => {
  await seedMember();
});
afterEach(async () => {
  await resetWorld();
  setOnline(true);
});

const fan = price(1, 499);
const fanYearly = price(2, 4990, 'year');
const patron = price(3, 1500);

async function openWith(...purchases: ReturnType<typeof purchase>[]) {
  await mirrorWriter().web_subscription_purchases.bulkPut(purchases);
  await seedPaywall([plan('fan', 'Fan', [fan, fanYearly]), plan('patron', 'Patron', [patron, price(4, 15000, 'year')])]);
  renderAt('/profile/settings/membership', <MembershipScreen />);
  return screen.findByTestId(purchases.length ? 'membership-plan' : 'membership-none');
}

describe('the membership screen', () => {
  it('an active plan: its name, price and the day it renews, in the language in use', async () => {
    const engine = installEngineDouble();
    await openWith(purchase());
    expect(screen.getByTestId('membership-plan-title').textContent).toBe('Fan');
    expect(screen.getByTestId('membership-price').textContent).toBe('€4.99 a month');
    expect(screen.getByTestId('membership-status').textContent).toBe('ActiveRenews on December 1, 2026');
    expect(engine.command('payments', 'loadPurchases')).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Invoices and card' }).getAttribute('href')).toBe('/profile/settings/billing');
  });

  it('no plan: says so and leads to the plans', async () => {
    installEngineDouble();
    await openWith();
    expect(screen.getByText('You have no plan at the moment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/paywall');
  });

  it('cancel asks first, cancels at the period end, and offers Undo until then', async () => {
    const user = userEvent.setup();
    const engine = installEngineDouble();
    const cancelled = purchase({ cancelled_at: '2026-11-20T10:00:00.000Z' });
    engine.command('payments', 'cancel').mockImplementation(async () => {
      await mirrorWriter().web_subscription_purchases.put(cancelled);
      return { ok: true, value: cancelled };
    });
    engine.command('payments', 'resume').mockImplementation(async () => {
      await mirrorWriter().web_subscription_purchases.put(purchase());
      return { ok: true, value: purchase() };
    });
    await openWith(purchase());
    await user.click(screen.getByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(within(dialog).getByText(/You keep access until December 1, 2026/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my membership' }));
    expect(engine.command('payments', 'cancel')).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel membership' }));
    await user.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Cancel membership' }));
    expect(engine.command('payments', 'cancel')).toHaveBeenCalledWith(41);
    expect((await screen.findByRole('status')).textContent).toBe('Your membership is cancelled. It ends on December 1, 2026.');
    await waitFor(() => expect(screen.getByTestId('membership-status').textContent).toBe('Cancelled: you keep access until December 1, 2026'));

    await user.click(screen.getByRole('button', { name: 'Undo cancel' }));
    expect(engine.command('payments', 'resume')).toHaveBeenCalledWith(41);
    await waitFor(() => expect(screen.getByTestId('membership-status').textContent).toMatch(/^Active/));
  });

  it('past due: says the payment failed and until when access lasts', async () => {
    installEngineDouble();
    await openWith(purchase({ status: 'past_due', current_period_end: '2026-11-27T10:00:00.000Z', grace_ends_at: '2026-12-04T10:00:00.000Z' }));
    expect(screen.getByTestId('membership-status').textContent).toBe('Payment failed: access until December 4, 2026');
    expect(screen.getByTestId('membership-past-due').textContent).toMatch(/Update your card or pay the invoice/);
  });

  it('change plan: an upgrade shows what is charged now, and confirms with the preview proration date', async () => {
    const user = userEvent.setup();
    const engine = installEngineDouble();
    engine.command('payments', 'preview').mockResolvedValue({
      ok: true,
      value: { amount_due_in_cents: 1001, credit_in_cents: 0, currency: 'eur', currency_subunit_to_unit: 100, proration_date: 1_790_000_000, effective: 'now' },
    });
    engine.command('payments', 'change').mockResolvedValue({ ok: true, value: purchase({ web_subscription: patron }) });
    await openWith(purchase());
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const change = screen.getByTestId('change-plan');
    // Every other price on sale, the one held left out.
    expect(within(change).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(change).getByRole('radio', { name: /Patron.*€15.00 a month/ }));
    expect(engine.command('payments', 'preview')).toHaveBeenCalledWith(41, 3);
    expect((await screen.findByTestId('change-preview')).textContent).toBe('You will be charged €10.01 now.');
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(engine.command('payments', 'change')).toHaveBeenCalledWith(41, { newWebSubscriptionId: 3, prorationDate: 1_790_000_000, applyNow: false });
    expect((await screen.findByRole('status')).textContent).toBe('Your plan is changed.');
  });

  it('change plan: a downgrade starts at the period end unless the member asks for now', async () => {
    const user = userEvent.setup();
    const engine = installEngineDouble();
    engine.command('payments', 'preview').mockResolvedValue({
      ok: true,
      value: { amount_due_in_cents: 0, credit_in_cents: 0, currency: 'eur', currency_subunit_to_unit: 100, proration_date: 1_790_000_100, effective: 'period_end' },
    });
    engine.command('payments', 'change').mockResolvedValue({ ok: true, value: purchase() });
    await openWith(purchase({ web_subscription: patron, plan_name: 'patron', plan_title: 'Patron' }));
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    await user.click(screen.getByRole('radio', { name: /^Fan.*€4.99 a month/ }));
    expect((await screen.findByTestId('change-preview')).textContent).toMatch(/^Your new plan starts on December 1, 2026\./);
    await user.click(screen.getByRole('checkbox', { name: 'Start the new plan now instead' }));
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(engine.command('payments', 'change')).toHaveBeenCalledWith(41, { newWebSubscriptionId: 1, prorationDate: 1_790_000_100, applyNow: true });
  });

  it('offline: the membership as last seen, a note, and a change refused in plain words', async () => {
    const user = userEvent.setup();
    const engine = installEngineDouble();
    engine.command('payments', 'cancel').mockResolvedValue({ ok: false, status: -1, message: 'Paying or changing a plan needs the network. Connect and try again' });
    setOnline(false);
    await openWith(purchase());
    expect(screen.getByTestId('membership-offline').textContent).toMatch(/Changes need the network/);
    await user.click(screen.getByRole('button', { name: 'Cancel membership' }));
    await user.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Cancel membership' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Paying or changing a plan needs the network. Connect and try again.');
  });

  it('with Stripe, Invoices and card opens the billing portal', async () => {
    const user = userEvent.setup();
    const engine = installEngineDouble();
    engine.command('payments', 'billingPortal').mockResolvedValue({ ok: false, status: 422, message: 'This subscription does not exist' });
    await mirrorWriter().web_subscription_purchases.put(purchase());
    await seedPaywall([plan('fan', 'Fan', [fan])], { provider: 'stripe' });
    renderAt('/profile/settings/membership', <MembershipScreen />);
    await user.click(await screen.findByRole('button', { name: 'Invoices and card' }));
    expect(engine.command('payments', 'billingPortal')).toHaveBeenCalledWith('/profile/settings/membership');
    expect((await screen.findByRole('alert')).textContent).toBe('This subscription does not exist.');
  });
});

describe('the past-due banner', () => {
  const owned = (over: Partial<ReturnType<typeof userData>['owned_web_subscriptions'][number]>) =>
    userData({
      owned_web_subscriptions: [
        { id: 41, web_subscription: { id: 1 }, plan_name: 'fan', cancelled_at: null, current_period_end: '2026-11-27T10:00:00.000Z', ended_at: null, grace_ends_at: null, ...over },
      ],
    });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says what to do and when access ends, linking to membership', () => {
    renderSignedIn(<PastDueBanner />, owned({ grace_ends_at: '2026-12-04T10:00:00.000Z' }));
    const banner = screen.getByTestId('past-due-banner');
    expect(banner.textContent).toMatch(/Update your card or pay the invoice/);
    expect(banner.textContent).toMatch(/your access ends in 6 days, on December 4, 2026\./);
    expect(within(banner).getByRole('link', { name: 'Update payment' }).getAttribute('href')).toBe('/profile/settings/membership');
  });

  it('one day left is said in the singular', () => {
    renderSignedIn(<PastDueBanner />, owned({ grace_ends_at: '2026-11-29T09:00:00.000Z' }));
    expect(screen.getByTestId('past-due-banner').textContent).toMatch(/ends in 1 day, on/);
  });

  it('nothing for a member paid up, or one who cancelled', () => {
    const paidUp = renderSignedIn(<PastDueBanner />, owned({ current_period_end: '2026-12-27T10:00:00.000Z' }));
    expect(screen.queryByTestId('past-due-banner')).toBeNull();
    paidUp.unmount();
    renderSignedIn(<PastDueBanner />, owned({ cancelled_at: '2026-11-01T10:00:00.000Z', current_period_end: '2026-12-27T10:00:00.000Z' }));
    expect(screen.queryByTestId('past-due-banner')).toBeNull();
  });
});
