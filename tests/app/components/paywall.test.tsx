// @vitest-environment jsdom
// The paywall as a member sees it: plans from the device at once, the plan filter and billing period, prices in words, the required plan marked, the host's text as text, Choose opening the checkout, offline and cancelled states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '../../../schema/payments/payment-rules';
import { purchaseCancelledFlag } from '../../../src/app/purchase-return';
import { rememberPaywallSource } from '../../../src/app/paywall-source';
import PaywallScreen from '../../../src/screens/paywall/PaywallScreen';
import { installEngineDouble, renderSignedIn, resetWorld, seedMember } from '../helpers/component-world';
import { userData } from '../helpers/guard-context';
import { plan, price, seedPaywall, setOnline } from '../helpers/payments-world';
import { renderAt } from '../helpers/route-world';

beforeEach(async () => {
  await seedMember();
});
afterEach(async () => {
  await resetWorld();
  setOnline(true);
  localStorage.clear();
  sessionStorage.clear();
});

const open = (path = '/paywall') => renderAt(path, <PaywallScreen />, { route: '/paywall/:requiredPlanName?' });
const cards = async () => screen.findAllByTestId('plan-card');
const pricesOf = (card: HTMLElement) => within(card).getAllByTestId('plan-price').map((p) => p.textContent);

describe('the paywall', () => {
  it('lists the plans from the device at once, refreshing them beside it', async () => {
    const engine = installEngineDouble();
    await seedPaywall([plan('fan', 'Fan', [price(1, 499), price(2, 4990, 'year')]), plan('patron', 'Patron', [price(3, 1500), price(4, 15000, 'year')])]);
    open();
    const shown = await cards();
    expect(shown.map((c) => c.dataset.plan)).toEqual(['fan', 'patron']);
    expect(engine.command('payments', 'loadPaywall')).toHaveBeenCalled();
  });

  it('one period shared by every plan: no switch, its prices with whole amounts trimmed', async () => {
    installEngineDouble();
    await seedPaywall([plan('fan', 'Fan', [price(1, 500)]), plan('patron', 'Patron', [price(3, 1499)]), plan('empty', 'Nothing to buy', [])]);
    open();
    const shown = await cards();
    expect(shown.map((c) => c.dataset.plan)).toEqual(['fan', 'patron']);
    expect(shown.map(pricesOf)).toEqual([['€5 a month'], ['€14.99 a month']]);
    expect(screen.queryByTestId('period-switch')).toBeNull();
  });

  it('without a common period, only plans offering month and year, with a month/year switch', async () => {
    const user = userEvent.setup();
    installEngineDouble();
    await seedPaywall([
      plan('fan', 'Fan', [price(1, 499), price(2, 4990, 'year')]),
      plan('monthly-only', 'Monthly only', [price(5, 300)]),
      plan('patron', 'Patron', [price(3, 1500), price(4, 15000, 'year')]),
    ]);
    open();
    let shown = await cards();
    expect(shown.map((c) => c.dataset.plan)).toEqual(['fan', 'patron']);
    expect(shown.map(pricesOf)).toEqual([['€4.99 a month'], ['€15 a month']]);
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    shown = await cards();
    expect(shown.map(pricesOf)).toEqual([['€49.90 a year'], ['€150 a year']]);
  });

  it('marks the required plan and shows the host description as text, never markup', async () => {
    installEngineDouble();
    await seedPaywall([plan('fan', 'Fan', [price(1, 499)]), plan('gold', 'Gold', [price(3, 1500)], { description: '<b>All</b> the posts' })], {
      paywall_description: 'Support us <img src=x onerror=alert(1)>\nשלום',
    });
    open('/paywall/gold');
    const [fan, gold] = await cards();
    expect(gold!.getAttribute('aria-current')).toBe('true');
    expect(within(gold!).getByText('Needed for this content')).toBeTruthy();
    expect(fan!.getAttribute('aria-current')).toBeNull();
    expect(within(gold!).getByText('<b>All</b> the posts')).toBeTruthy();
    const description = screen.getByTestId('paywall-description');
    expect(description.textContent).toBe('Support us <img src=x onerror=alert(1)>\nשלום');
    expect(description.querySelector('img')).toBeNull();
    expect(description.getAttribute('dir')).toBe('auto');
  });

  it('Choose opens the checkout: that price, back to the content that sent the member, the paywall if they cancel', async () => {
    const user = userEvent.setup();
    const engine = installEngineDouble();
    engine.command('payments', 'checkout').mockResolvedValue({ ok: true, value: { id: 'cs_1', url: '/pay/checkout/cs_1' } });
    rememberPaywallSource({ type: 'post', id: 12 });
    await seedPaywall([plan('fan', 'Fan', [price(1, 499)])]);
    open('/paywall/fan');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Choose Fan, €4.99 a month' }));
    await waitFor(() => expect(engine.command('payments', 'checkout')).toHaveBeenCalled());
    const [body, device] = engine.command('payments', 'checkout').mock.calls[0]!;
    expect(body).toEqual({ subscription_id: 1, success_path: '/posts/12', cancel_path: '/paywall/fan' });
    expect(typeof device).toBe('string');
    // The tab remembers it left to pay for a plan, for the wait when it comes back.
    expect(sessionStorage.getItem('community.pendingCheckout')).toBe('{"what":"plan"}');
  });

  it('a refusal is said in the page words, and the button is back', async () => {
    const user = userEvent.setup();
    const engine = installEngineDouble();
    engine.command('payments', 'checkout').mockResolvedValue({ ok: false, status: 422, message: paymentMessages.alreadyHeld });
    await seedPaywall([plan('fan', 'Fan', [price(1, 499)])]);
    open();
    await cards();
    await user.click(screen.getByRole('button', { name: /^Choose Fan/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already have this plan.');
    expect((screen.getByRole('button', { name: /^Choose Fan/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offline: the plans the device holds, a plain note, and Choose buttons that say buying needs the network', async () => {
    installEngineDouble();
    setOnline(false);
    await seedPaywall([plan('fan', 'Fan', [price(1, 499)])]);
    open();
    await cards();
    expect(screen.getByTestId('paywall-offline').textContent).toMatch(/buying one needs the network/);
    const button = screen.getByRole('button', { name: 'Needs the network' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('back from a cancelled payment: a quiet note, dismissed with a tap', async () => {
    const user = userEvent.setup();
    installEngineDouble();
    purchaseCancelledFlag.set('1');
    await seedPaywall([plan('fan', 'Fan', [price(1, 499)])]);
    open();
    expect((await screen.findByTestId('payment-cancelled')).textContent).toMatch(/^Payment cancelled/);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('payment-cancelled')).toBeNull();
  });

  it('back from a declined card: says the card was declined', async () => {
    installEngineDouble();
    purchaseCancelledFlag.set('1');
    await seedPaywall([plan('fan', 'Fan', [price(1, 499)])]);
    open('/paywall?reason=card_declined');
    expect((await screen.findByTestId('payment-cancelled')).textContent).toMatch(/^Your card was declined\. Nothing was charged\./);
  });

  it('the plan the member holds is marked theirs and leads to membership settings, not to a second checkout', async () => {
    installEngineDouble();
    await seedPaywall([plan('fan', 'Fan', [price(1, 499)]), plan('patron', 'Patron', [price(3, 1500)])]);
    const holder = userData({
      owned_web_subscriptions: [
        { id: 41, web_subscription: { id: 1 }, plan_name: 'fan', cancelled_at: null, current_period_end: '2099-01-01T00:00:00.000Z', ended_at: null, grace_ends_at: null },
      ],
    });
    renderSignedIn(<PaywallScreen />, holder);
    const [fan, patron] = await cards();
    expect(within(fan!).getByText('Your plan')).toBeTruthy();
    expect(within(fan!).getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/profile/settings/membership');
    expect(within(fan!).queryByRole('button')).toBeNull();
    expect(within(patron!).getByRole('button', { name: /^Choose Patron/ })).toBeTruthy();
  });

  it('prices in yen have no decimals', async () => {
    installEngineDouble();
    await seedPaywall([plan('fan', 'Fan', [price(1, 500, 'month', 'jpy', 1)])]);
    open();
    expect(pricesOf((await cards())[0]!)).toEqual(['¥500 a month']);
  });
});

vi.setConfig({ testTimeout: 15_000 });
