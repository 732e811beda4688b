// The Stripe provider with the real SDK against a local double of Stripe's API: each call's request and what it reads back, signatures, Connect.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../schema/payments/payment-rules';
import { HttpError } from '../../server/core/http-error';
import type { CheckoutRequest, PaymentProvider } from '../../server/domains/payments/provider';
import { createStripeProvider } from '../../server/domains/payments/stripe/stripe-provider';
import { startStripeDouble, type Json, type StripeDouble } from './helpers/stripe-double';

const DAY = 86_400;

let double: StripeDouble;
let provider: PaymentProvider;
let monthly: Json;
let premium: Json;
let course: Json;

const priceOf = (p: Json, ourId: number): CheckoutRequest['price'] => ({
  providerPriceId: p.id,
  ourId,
  amountInCents: p.unit_amount,
  currency: p.currency,
  interval: p.recurring?.interval ?? null,
  name: `price ${ourId}`,
});

const checkout = (customerId: string, price: Json, ourId: number, mode: CheckoutRequest['mode'] = 'subscription'): CheckoutRequest => ({
  customerId,
  mode,
  price: priceOf(price, ourId),
  successUrl: 'http://127.0.0.1:5173/profile/settings/membership?checkout=done',
  cancelUrl: 'http://127.0.0.1:5173/paywall',
  metadata: { user_id: '7', checkout_id: 'chk_1' },
});

/** A member with a running monthly subscription, as after Stripe's checkout page. */
async function subscribed(price = monthly): Promise<{ customerId: string; subId: string }> {
  const customerId = await provider.createCustomer({ email: 'mia@example.com', name: 'Mia', userId: 7 });
  const session = await provider.createCheckout(checkout(customerId, price, 1));
  return { customerId, subId: double.state.completeCheckout(session.id).subscription };
}

/** Moves the subscription's period so that `left` of it remains (seconds), from `length` in all. */
function periodLeft(subId: string, left: number, length = 30 * DAY): number {
  const item = double.state.peek(subId).items.data[0];
  const now = double.state.now();
  Object.assign(item, { current_period_start: now + left - length, current_period_end: now + left });
  return now;
}

beforeAll(async () => {
  double = await startStripeDouble();
  provider = createStripeProvider(double.providerOptions);
  monthly = double.state.addPrice({ unitAmount: 1000, currency: 'eur', interval: 'month' });
  premium = double.state.addPrice({ unitAmount: 2500, currency: 'eur', interval: 'month' });
  course = double.state.addPrice({ unitAmount: 4900, currency: 'eur' });
});
afterAll(() => double.close());

describe('customers and checkout', () => {
  it('makes one customer for the member, naming them, on a keyed request of the SDK’s API version', async () => {
    const id = await provider.createCustomer({ email: 'mia@example.com', name: 'Mia', userId: 7 });
    expect(id).toMatch(/^cus_/);
    const [req] = double.requestsTo('POST', '/v1/customers').slice(-1);
    expect(req!.body).toEqual({ email: 'mia@example.com', name: 'Mia', metadata: { user_id: '7' } });
    expect(req!.headers['idempotency-key']).toBeTruthy();
    expect(req!.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(req!.headers['stripe-account']).toBeUndefined();
  });

  it('opens a subscription checkout for the Stripe price, with the way back and our metadata on the subscription too', async () => {
    const customerId = await provider.createCustomer({ email: 'mia@example.com', name: 'Mia', userId: 7 });
    const session = await provider.createCheckout(checkout(customerId, monthly, 1));
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`http://127.0.0.1:${double.port}/checkout/${session.id}`);
    const [req] = double.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(req!.body).toEqual({
      mode: 'subscription',
      customer: customerId,
      line_items: [{ price: monthly.id, quantity: '1' }],
      success_url: 'http://127.0.0.1:5173/profile/settings/membership?checkout=done',
      cancel_url: 'http://127.0.0.1:5173/paywall',
      metadata: { user_id: '7', checkout_id: 'chk_1' },
      subscription_data: { metadata: { user_id: '7', checkout_id: 'chk_1' } },
    });
  });

  it('opens a one-off payment for a product, the metadata riding on the payment (and so on its charge)', async () => {
    const customerId = await provider.createCustomer({ email: 'mia@example.com', name: 'Mia', userId: 7 });
    const session = await provider.createCheckout(checkout(customerId, course, 3, 'payment'));
    const [req] = double.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(req!.body.mode).toBe('payment');
    expect(req!.body.payment_intent_data).toEqual({ metadata: { user_id: '7', checkout_id: 'chk_1' } });
    expect(req!.body.subscription_data).toBeUndefined();
    const paid = double.state.completeCheckout(session.id);
    expect(double.state.peek(double.state.peek(paid.payment_intent).latest_charge).metadata).toEqual({ user_id: '7', checkout_id: 'chk_1' });
  });

  it('refuses a price Stripe does not know of as not on sale, before asking Stripe', async () => {
    const before = double.requests.length;
    const request = checkout('cus_x', monthly, 9);
    await expect(provider.createCheckout({ ...request, price: { ...request.price, providerPriceId: null } })).rejects.toMatchObject({ status: 404, messages: [paymentMessages.planNotFound] });
    await expect(provider.createCheckout({ ...request, mode: 'payment', price: { ...request.price, providerPriceId: null } })).rejects.toMatchObject({ status: 404, messages: [paymentMessages.productNotFound] });
    expect(double.requests.length).toBe(before);
  });

  it('opens the billing portal for the customer, coming back where asked', async () => {
    const customerId = await provider.createCustomer({ email: 'mia@example.com', name: 'Mia', userId: 7 });
    const url = await provider.billingPortal({ customerId, returnUrl: 'http://127.0.0.1:5173/profile/settings/billing' });
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${double.port}/portal/bps_`));
    expect(double.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.body).toEqual({ customer: customerId, return_url: 'http://127.0.0.1:5173/profile/settings/billing' });
  });
});

describe('subscriptions as Stripe has them now', () => {
  it('reads status, price, the items’ period end, cancel and end, and the metadata', async () => {
    const { customerId, subId } = await subscribed();
    const sub = await provider.retrieveSubscription(subId);
    const end = double.state.peek(subId).items.data[0].current_period_end;
    expect(sub).toEqual({
      id: subId,
      customerId,
      status: 'active',
      providerPriceId: monthly.id,
      ourPriceId: null,
      currentPeriodEnd: new Date(end * 1000),
      cancelAtPeriodEnd: false,
      endedAt: null,
      metadata: { user_id: '7', checkout_id: 'chk_1' },
      pendingProviderPriceId: null,
    });
    expect(double.requestsTo('GET', `/v1/subscriptions/${subId}`).at(-1)!.body).toEqual({ expand: ['schedule'] });
  });

  it('reads the period end from the subscription itself on API versions before item-level periods', async () => {
    const { subId } = await subscribed();
    const stored = double.state.peek(subId);
    const end = stored.items.data[0].current_period_end;
    delete stored.items.data[0].current_period_end;
    stored.current_period_end = end + 60;
    expect((await provider.retrieveSubscription(subId)).currentPeriodEnd).toEqual(new Date((end + 60) * 1000));
  });

  it('reads a failed renewal as past due, an ended one with its end, and a paused one as unpaid', async () => {
    const { subId } = await subscribed();
    double.state.failRenewal(subId);
    expect((await provider.retrieveSubscription(subId)).status).toBe('past_due');
    double.state.peek(subId).status = 'paused';
    expect((await provider.retrieveSubscription(subId)).status).toBe('unpaid');
    const ended = double.state.endSubscription(subId);
    const sub = await provider.retrieveSubscription(subId);
    expect(sub.status).toBe('canceled');
    expect(sub.endedAt).toEqual(new Date(ended.ended_at * 1000));
  });

  it('cancels at the period’s end and undoes it', async () => {
    const { subId } = await subscribed();
    expect((await provider.setCancelAtPeriodEnd(subId, true)).cancelAtPeriodEnd).toBe(true);
    expect(double.requestsTo('POST', `/v1/subscriptions/${subId}`).at(-1)!.body).toEqual({ cancel_at_period_end: 'true' });
    expect((await provider.setCancelAtPeriodEnd(subId, false)).cancelAtPeriodEnd).toBe(false);
    expect(double.requestsTo('POST', `/v1/subscriptions/${subId}`).at(-1)!.body).toEqual({ cancel_at_period_end: 'false' });
  });

  it('fails on a subscription Stripe does not have', async () => {
    await expect(provider.retrieveSubscription('sub_missing')).rejects.toThrow(/No such subscription/);
  });
});

describe('changing plan', () => {
  it('previews an upgrade with half the period left: the rest of the new price less the rest of the old, at the date asked', async () => {
    const { subId } = await subscribed();
    const now = periodLeft(subId, 15 * DAY);
    const preview = await provider.previewChange({ subscriptionId: subId, newPrice: priceOf(premium, 2), prorationDate: now });
    expect(preview).toEqual({ amountDueInCents: 750, creditInCents: 0, currency: 'eur', prorationDate: now });
    const req = double.requestsTo('POST', '/v1/invoices/create_preview').at(-1)!;
    const itemId = double.state.peek(subId).items.data[0].id;
    expect(req.body).toEqual({
      subscription: subId,
      subscription_details: { items: [{ id: itemId, price: premium.id }], proration_behavior: 'always_invoice', proration_date: String(now) },
    });
  });

  it('previews a downgrade as a credit, with a proration date of its own when none is named', async () => {
    const { subId } = await subscribed(premium);
    periodLeft(subId, 10 * DAY);
    const preview = await provider.previewChange({ subscriptionId: subId, newPrice: priceOf(monthly, 1) });
    expect(preview.amountDueInCents).toBe(0);
    expect(preview.creditInCents).toBe(500);
    expect(Math.abs(preview.prorationDate - Math.floor(Date.now() / 1000))).toBeLessThan(5);
    expect(double.requestsTo('POST', '/v1/invoices/create_preview').at(-1)!.body.subscription_details.proration_date).toBe(String(preview.prorationDate));
  });

  it('upgrades at once at the previewed proration date, invoiced now and only if paid, keyed so a repeat changes once', async () => {
    const { subId } = await subscribed();
    const now = periodLeft(subId, 15 * DAY);
    const changed = await provider.changePrice({ subscriptionId: subId, newPrice: priceOf(premium, 2), prorationDate: now, now: true });
    expect(changed.providerPriceId).toBe(premium.id);
    const req = double.requestsTo('POST', `/v1/subscriptions/${subId}`).at(-1)!;
    expect(req.body).toEqual({
      items: [{ id: double.state.peek(subId).items.data[0].id, price: premium.id }],
      proration_behavior: 'always_invoice',
      proration_date: String(now),
      payment_behavior: 'pending_if_incomplete',
    });
    expect(req.headers['idempotency-key']).toBe(`plan-change-now-${subId}-${premium.id}-${now}`);
    expect(double.state.peek(double.state.peek(subId).latest_invoice).amount_due).toBe(750);
  });

  it('downgrades at the period’s end through a schedule: the plan stays until the renewal, which brings the new price', async () => {
    const { subId } = await subscribed(premium);
    const end = double.state.peek(subId).items.data[0].current_period_end;
    const start = double.state.peek(subId).items.data[0].current_period_start;
    const changed = await provider.changePrice({ subscriptionId: subId, newPrice: priceOf(monthly, 1), prorationDate: double.state.now(), now: false });
    expect(changed.providerPriceId).toBe(premium.id);
    expect(changed.pendingProviderPriceId).toBe(monthly.id);
    expect((await provider.retrieveSubscription(subId)).pendingProviderPriceId).toBe(monthly.id);
    expect(changed.currentPeriodEnd).toEqual(new Date(end * 1000));
    expect(double.requestsTo('POST', '/v1/subscription_schedules').at(-1)!.body).toEqual({ from_subscription: subId });
    const scheduleId = double.state.peek(subId).schedule;
    expect(double.requestsTo('POST', `/v1/subscription_schedules/${scheduleId}`).at(-1)!.body).toEqual({
      end_behavior: 'release',
      phases: [
        { items: [{ price: premium.id, quantity: '1' }], start_date: String(start), end_date: String(end), proration_behavior: 'none' },
        { items: [{ price: monthly.id, quantity: '1' }], proration_behavior: 'none', duration: { interval: 'month', interval_count: '1' } },
      ],
    });
    double.state.renew(subId);
    expect((await provider.retrieveSubscription(subId)).providerPriceId).toBe(monthly.id);
  });

  it('keeps the current plan when it is chosen again, dropping the pending downgrade', async () => {
    const { subId } = await subscribed(premium);
    await provider.changePrice({ subscriptionId: subId, newPrice: priceOf(monthly, 1), prorationDate: double.state.now(), now: false });
    const scheduleId = double.state.peek(subId).schedule;
    const kept = await provider.changePrice({ subscriptionId: subId, newPrice: priceOf(premium, 2), prorationDate: double.state.now(), now: false });
    expect(kept.pendingProviderPriceId).toBeNull();
    expect(double.requestsTo('POST', `/v1/subscription_schedules/${scheduleId}/release`)).toHaveLength(1);
    double.state.renew(subId);
    expect((await provider.retrieveSubscription(subId)).providerPriceId).toBe(premium.id);
  });

  it('changes a pending downgrade to another price on the same schedule', async () => {
    const cheap = double.state.addPrice({ unitAmount: 500, currency: 'eur', interval: 'month' });
    const { subId } = await subscribed(premium);
    await provider.changePrice({ subscriptionId: subId, newPrice: priceOf(monthly, 1), prorationDate: double.state.now(), now: false });
    await provider.changePrice({ subscriptionId: subId, newPrice: priceOf(cheap, 4), prorationDate: double.state.now(), now: false });
    expect(double.requestsTo('POST', '/v1/subscription_schedules').filter((r) => r.body.from_subscription === subId)).toHaveLength(1);
    double.state.renew(subId);
    expect((await provider.retrieveSubscription(subId)).providerPriceId).toBe(cheap.id);
  });

  it('cancels a subscription with a pending downgrade (Stripe refuses while a schedule holds it, so it is released first)', async () => {
    const { subId } = await subscribed(premium);
    await provider.changePrice({ subscriptionId: subId, newPrice: priceOf(monthly, 1), prorationDate: double.state.now(), now: false });
    const sub = await provider.setCancelAtPeriodEnd(subId, true);
    expect(sub.cancelAtPeriodEnd).toBe(true);
    expect(double.state.peek(subId).schedule).toBeNull();
  });

  it('upgrades at once over a pending downgrade, which is dropped', async () => {
    const { subId } = await subscribed();
    await provider.changePrice({ subscriptionId: subId, newPrice: priceOf(premium, 2), prorationDate: double.state.now(), now: true });
    await provider.changePrice({ subscriptionId: subId, newPrice: priceOf(monthly, 1), prorationDate: double.state.now(), now: false });
    const upgraded = await provider.changePrice({ subscriptionId: subId, newPrice: priceOf(premium, 2), prorationDate: double.state.now() + 1, now: true });
    expect(upgraded.providerPriceId).toBe(premium.id);
    double.state.renew(subId);
    expect((await provider.retrieveSubscription(subId)).providerPriceId).toBe(premium.id);
  });
});

describe('events', () => {
  it('reads a signed event: its id, type, time and object', async () => {
    const { subId } = await subscribed();
    const signed = double.event('customer.subscription.updated', double.state.peek(subId), { created: 1_800_000_000 });
    const event = provider.verifyEvent(Buffer.from(signed.payload), signed.signature);
    expect(event).toMatchObject({ id: signed.id, type: 'customer.subscription.updated', occurredAt: new Date(1_800_000_000 * 1000) });
    expect(event.object).toMatchObject({ id: subId, object: 'subscription', status: 'active' });
  });

  it('refuses an event signed with another secret, a changed body, an old signature, or none', async () => {
    const { subId } = await subscribed();
    const object = double.state.peek(subId);
    const refused = (body: string, signature: string | undefined) => {
      try {
        provider.verifyEvent(Buffer.from(body), signature);
      } catch (err) {
        return err;
      }
      return null;
    };
    const forged = double.event('customer.subscription.deleted', object, { secret: 'whsec_forged' });
    const genuine = double.event('customer.subscription.updated', object);
    const stale = double.event('customer.subscription.updated', object, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    for (const [body, signature] of [
      [forged.payload, forged.signature],
      [genuine.payload.replace('"active"', '"canceled"'), genuine.signature],
      [stale.payload, stale.signature],
      [genuine.payload, undefined],
      [genuine.payload, 't=1,v1=00'],
    ] as const) {
      const err = refused(body, signature);
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ status: 400, messages: [paymentMessages.signatureInvalid] });
    }
    expect(refused(genuine.payload, genuine.signature)).toBeNull();
  });
});

describe('a community selling through a Connect account', () => {
  const account = 'acct_1CommunityConnect';
  let connected: PaymentProvider;
  beforeAll(() => {
    connected = createStripeProvider({ ...double.providerOptions, connectAccountId: account });
  });

  it('sends the Stripe-Account header on every request, so customer, checkout and subscription live on that account', async () => {
    const price = double.state.addPrice({ unitAmount: 1200, currency: 'usd', interval: 'month', account });
    const from = double.requests.length;
    const customerId = await connected.createCustomer({ email: 'ada@example.com', name: 'Ada', userId: 9 });
    const session = await connected.createCheckout(checkout(customerId, price, 5));
    const subId = double.state.completeCheckout(session.id).subscription;
    await connected.retrieveSubscription(subId);
    await connected.previewChange({ subscriptionId: subId, newPrice: priceOf(price, 5) });
    await connected.setCancelAtPeriodEnd(subId, true);
    await connected.billingPortal({ customerId, returnUrl: 'http://127.0.0.1:5173/profile/settings/billing' });
    const sent = double.requests.slice(from);
    expect(sent.map((r) => `${r.method} ${r.path.replace(/\/(cus|sub)_\w+/, '/:id')}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
      'GET /v1/subscriptions/:id',
      'GET /v1/subscriptions/:id',
      'POST /v1/invoices/create_preview',
      'GET /v1/subscriptions/:id',
      'POST /v1/subscriptions/:id',
      'POST /v1/billing_portal/sessions',
    ]);
    for (const req of sent) expect(req.headers['stripe-account']).toBe(account);
    // The platform's own key without the header does not see the connected account's subscription.
    await expect(provider.retrieveSubscription(subId)).rejects.toThrow(/No such subscription/);
  });
});

it('fails with Stripe’s own error on a wrong secret key', async () => {
  const wrong = createStripeProvider({ ...double.providerOptions, secretKey: 'sk_test_wrong' });
  await expect(wrong.createCustomer({ email: 'a@example.com', name: 'A', userId: 1 })).rejects.toThrow(Stripe.errors.StripeAuthenticationError);
});
