// Every payments route with each caller: visitor, member, another member, host, disabled member; refusals in { errors } with the capability's words, never a 5xx on bad input.
// "Non-member" does not apply: payments belong to the community, not to a group, so a member of no group is a member here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { paymentMessages } from '../../schema/payments/payment-rules';
import { paywallAnswer, webSubscriptionPurchase } from '../../schema/payments/wire';
import type { Session } from '../../schema/session';
import { buildApp } from '../../server/app';
import { localCustomers } from '../../server/domains/payments/local/local-schema';
import { subscriptionPurchases } from '../../server/domains/payments/payments-schema';
import { resetPaymentsClock } from '../../server/domains/payments/clock';
import { signUpMember } from './support/accounts';
import { whileDisabled } from './support/disabled-member';
import { expectHostOnly } from './support/host-only';
import { buy, heldPlans, paymentsApp, priceId, purchases } from './support/payments';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const P = '/api/v2/web_subscription_purchases';

describe.each(drivers)('payments routes on %s', (driver) => {
  const ctx = useTestApp(driver, { app: paymentsApp });
  let mia: Session;
  let ada: Session;
  let buyer: Session;
  let purchaseId: number;
  let monthly: number;
  let yearly: number;
  beforeAll(async () => {
    mia = await ctx.api.login('member@example.com');
    ada = await ctx.api.login('admin@example.com');
    buyer = (await signUpMember(ctx.api)).session;
    monthly = await priceId(ctx.api, 'supporter', 'month');
    yearly = await priceId(ctx.api, 'supporter', 'year');
    await buy(ctx.api, buyer, monthly);
    purchaseId = (await purchases(ctx.api, buyer))[0]!.id;
  });
  afterAll(() => resetPaymentsClock());

  const memberRoutes = () =>
    [
      ['POST', '/api/v2/stripe_checkout_sessions', { subscription_id: yearly, success_path: '/', cancel_path: '/' }],
      ['GET', P, undefined],
      ['POST', `${P}/${purchaseId}/cancel`, undefined],
      ['POST', `${P}/${purchaseId}/resume`, undefined],
      ['POST', `${P}/${purchaseId}/upcoming`, { new_web_subscription_id: yearly }],
      ['POST', `${P}/${purchaseId}/change_subscription`, { new_web_subscription_id: yearly, proration_date: 1 }],
      ['POST', '/api/v2/billing_portal_sessions', { return_path: '/profile/settings/membership' }],
      ['GET', '/api/v2/invoices', undefined],
    ] as const;

  it('the paywall answers anyone, visitors too: plans with their prices, priced products, the provider', async () => {
    for (const session of [undefined, mia, ada]) {
      const res = await ctx.api.call('GET', '/api/v2/paywall', { session });
      expect(res.status).toBe(200);
      const answer = paywallAnswer.parse(res.body);
      expect(answer.provider).toBe('local');
      expect(answer.paywall_description).toBeNull();
      expect(answer.plans.map((p) => [p.name, p.web_subscriptions.map((s) => `${s.interval_period} ${s.price_in_cents} ${s.currency}`)])).toEqual([
        ['supporter', ['month 499 eur', 'year 4990 eur']],
        ['inner-circle', ['month 1499 eur', 'year 14990 eur']],
      ]);
      expect(answer.products).toEqual([{ id: expect.any(Number), name: 'Studio Masterclass', price_in_cents: 2900, currency: 'eur', currency_subunit_to_unit: 100 }]);
    }
  });

  it('a visitor gets 401 from every member and host route', async () => {
    for (const [method, url, body] of memberRoutes()) {
      const res = await ctx.api.call(method, url, { body });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body).toEqual({ errors: [messages.sessionRequired] });
    }
  });

  it('a disabled member gets 403 from every member route', async () => {
    const { session, email } = await signUpMember(ctx.api);
    await whileDisabled(ctx.testDb.db, email, async () => {
      for (const [method, url, body] of memberRoutes()) {
        const res = await ctx.api.call(method, url, { session, body });
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body).toEqual({ errors: [messages.accountDisabled] });
      }
    });
  });

  it('a banned member (their sessions ended) is refused every member route, and a disabled host every host route', async () => {
    const banned = await signUpMember(ctx.api);
    const ban = await ctx.api.call('POST', '/api/v2/account/ban', { session: ada, body: { member_id: banned.session.user_id, unpublish_content: false } });
    expect(ban.status).toBeLessThan(300);
    for (const [method, url, body] of memberRoutes()) {
      const res = await ctx.api.call(method, url, { session: banned.session, body });
      expect([401, 403], `${method} ${url}`).toContain(res.status);
      expect(res.body.errors, `${method} ${url}`).toEqual([expect.any(String)]);
    }
    const host = await ctx.api.login('admin@example.com');
    await whileDisabled(ctx.testDb.db, 'admin@example.com', async () => {
      for (const [method, url, body] of [
        ['POST', '/api/v2/plans', { name: 'x', title: 'x', prices: [] }],
        ['PATCH', '/api/v2/payment_settings', { grace_days: 1 }],
        ['GET', '/api/v2/plans/1/grants', undefined],
      ] as const) {
        const res = await ctx.api.call(method, url, { session: host, body });
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body).toEqual({ errors: [messages.accountDisabled] });
      }
    });
  });

  it('another member, a host too, cannot see, cancel, undo, preview or change a member’s purchase: 404', async () => {
    for (const session of [mia, ada]) {
      expect((await ctx.api.call('GET', P, { session })).body.web_subscription_purchases).toEqual([]);
      for (const [method, url, body] of memberRoutes().slice(2, 6)) {
        const res = await ctx.api.call(method, url, { session, body });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body).toEqual({ errors: [paymentMessages.purchaseNotFound] });
      }
    }
    expect(await heldPlans(ctx, buyer)).toEqual(['supporter']);
    expect((await purchases(ctx.api, buyer))[0]).toMatchObject({ cancelled_at: null, web_subscription: { id: monthly } });
  });

  it('the owner lists their purchase in the contract’s shape; a plan held is refused a second time; unknown ids are not found', async () => {
    const [p] = await purchases(ctx.api, buyer);
    expect(() => webSubscriptionPurchase.parse(p)).not.toThrow();
    const again = await ctx.api.call('POST', '/api/v2/stripe_checkout_sessions', { session: buyer, body: { subscription_id: yearly, success_path: '/', cancel_path: '/' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: [paymentMessages.alreadyHeld] });
    for (const body of [
      { subscription_id: 999_999, success_path: '/', cancel_path: '/' },
      { product_id: 999_999, success_path: '/', cancel_path: '/' },
    ]) {
      const res = await ctx.api.call('POST', '/api/v2/stripe_checkout_sessions', { session: mia, body });
      expect(res.status).toBe(404);
      expect(res.body.errors[0]).toMatch(/is not on sale/);
    }
    const same = await ctx.api.call('POST', `${P}/${p!.id}/upcoming`, { session: buyer, body: { new_web_subscription_id: monthly } });
    expect(same.status).toBe(422);
    expect(same.body).toEqual({ errors: [paymentMessages.samePlan] });
    const notCancelled = await ctx.api.call('POST', `${P}/${p!.id}/resume`, { session: buyer });
    expect(notCancelled.status).toBe(422);
    expect(notCancelled.body).toEqual({ errors: [paymentMessages.notCancelled] });
  });

  it('prices come from the server only: a price in the body is not read, and a path back to another site is refused', async () => {
    const res = await ctx.api.call('POST', '/api/v2/stripe_checkout_sessions', {
      session: mia,
      body: { subscription_id: yearly, success_path: '/', cancel_path: '/', price_in_cents: 1, currency: 'usd' },
    });
    expect(res.status).toBe(201);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(res.body.stripe_checkout_session.url).pathname, headers: { accept: 'text/html' } });
    expect(page.body).toContain('€49.90 per year');
    for (const path of ['https://evil.example/', '//evil.example/x', 'relative']) {
      const bad = await ctx.api.call('POST', '/api/v2/stripe_checkout_sessions', { session: mia, body: { subscription_id: yearly, success_path: path, cancel_path: '/' } });
      expect(bad.status, path).toBeGreaterThanOrEqual(400);
      expect(bad.status, path).toBeLessThan(500);
      expect(JSON.stringify(bad.body.errors)).toContain(paymentMessages.badPath);
    }
  });

  it('the billing portal of the local provider is the app’s own billing page; invoices are the member’s own', async () => {
    const res = await ctx.api.call('POST', '/api/v2/billing_portal_sessions', { session: buyer, body: { return_path: '/profile/settings/membership' } });
    expect(res.status).toBe(201);
    expect(new URL(res.body.url).pathname).toBe('/profile/settings/billing');
    expect((await ctx.api.call('GET', '/api/v2/invoices', { session: buyer })).body.invoices).toHaveLength(1);
    expect((await ctx.api.call('GET', '/api/v2/invoices', { session: mia })).body.invoices).toEqual([]);
  });

  it('host routes are for hosts only; a host makes a plan, prices it, prices a product, grants and takes back access, sets the grace', async () => {
    const plan = { name: 'backstage-pass', title: 'Backstage pass', rank: 3, prices: [{ interval_period: 'month', price_in_cents: 2500, currency: 'eur' }] };
    await expectHostOnly(ctx.api, [
      ['POST', '/api/v2/plans', plan],
      ['PATCH', '/api/v2/plans/1', { title: 'x' }],
      ['PATCH', '/api/v2/products/1', { price_in_cents: 100, currency: 'eur' }],
      ['POST', '/api/v2/plans/1/grants', { user_id: 1 }],
      ['DELETE', '/api/v2/plans/1/grants?user_id=1', undefined],
      ['PATCH', '/api/v2/payment_settings', { grace_days: 3 }],
    ]);
    const made = await ctx.api.call('POST', '/api/v2/plans', { session: ada, body: plan });
    expect(made.status).toBe(201);
    expect(made.body.plan).toMatchObject({ name: 'backstage-pass', prices: [{ price_in_cents: 2500, active: true, rank: 3 }] });
    const taken = await ctx.api.call('POST', '/api/v2/plans', { session: ada, body: plan });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ errors: [paymentMessages.planNameTaken] });
    const id = made.body.plan.id as number;
    const oldPrice = made.body.plan.prices[0].id as number;
    const patched = await ctx.api.call('PATCH', `/api/v2/plans/${id}`, {
      session: ada,
      body: { title: 'Backstage', add_prices: [{ interval_period: 'month', price_in_cents: 2900, currency: 'eur' }], deactivate_price_ids: [oldPrice] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.plan.prices.map((p: { price_in_cents: number; active: boolean }) => [p.price_in_cents, p.active])).toEqual([
      [2500, false],
      [2900, true],
    ]);
    const sold = (await ctx.api.call('GET', '/api/v2/paywall')).body.plans.find((p: { name: string }) => p.name === 'backstage-pass');
    expect(sold.web_subscriptions.map((s: { price_in_cents: number }) => s.price_in_cents)).toEqual([2900]);
    expect((await ctx.api.call('PATCH', '/api/v2/plans/999999', { session: ada, body: { title: 'x' } })).status).toBe(404);

    const product = (await ctx.api.call('GET', '/api/v2/paywall')).body.products[0] as { id: number };
    const priced = await ctx.api.call('PATCH', `/api/v2/products/${product.id}`, { session: ada, body: { price_in_cents: 3500, currency: 'eur' } });
    expect(priced.body.product).toMatchObject({ price_in_cents: 3500, currency: 'eur' });
    const half = await ctx.api.call('PATCH', `/api/v2/products/${product.id}`, { session: ada, body: { price_in_cents: 3500, currency: null } });
    expect(half.status).toBe(422);
    expect(half.body).toEqual({ errors: [paymentMessages.productNotPriced] });

    const granted = await ctx.api.call('POST', `/api/v2/plans/${id}/grants`, { session: ada, body: { user_id: mia.user_id } });
    expect(granted.status).toBe(201);
    expect(await heldPlans(ctx, mia)).toEqual(['backstage-pass']);
    expect((await ctx.api.call('POST', `/api/v2/plans/${id}/grants`, { session: ada, body: { user_id: 999_999 } })).status).toBe(404);
    const revoked = await ctx.api.call('DELETE', `/api/v2/plans/${id}/grants?user_id=${mia.user_id}`, { session: ada });
    expect(revoked.body).toEqual({ grants: [] });
    expect(await heldPlans(ctx, mia)).toEqual([]);

    const grace = await ctx.api.call('PATCH', '/api/v2/payment_settings', { session: ada, body: { grace_days: 3 } });
    expect(grace.body).toEqual({ payment_settings: { grace_days: 3 } });
    const tooLong = await ctx.api.call('PATCH', '/api/v2/payment_settings', { session: ada, body: { grace_days: 61 } });
    expect(tooLong.status).toBe(422);
    await ctx.api.call('PATCH', '/api/v2/payment_settings', { session: ada, body: { grace_days: 7 } });
  });

  it('never answers 5xx to malformed input on the payments routes', async () => {
    const bodies = ['{', '[]', 'null', '{"subscription_id":"x"}', '{"subscription_id":1e400}', '{"new_web_subscription_id":-1,"proration_date":"a"}', '{"grace_days":[1]}'];
    const urls = ['/api/v2/stripe_checkout_sessions', `${P}/abc/cancel`, `${P}/${purchaseId}/upcoming`, `${P}/${purchaseId}/change_subscription`, '/api/v2/billing_portal_sessions', '/api/v2/plans', '/api/v2/payment_settings', '/api/v2/payments/webhook', '/pay/checkout/x/pay'];
    for (const url of urls) {
      for (const payload of bodies) {
        for (const session of [buyer, ada]) {
          const method = url.endsWith('payment_settings') ? 'PATCH' : 'POST';
          const res = await ctx.api.call(method, url, { session, payload });
          expect(res.status, `${url} ${payload}`).toBeLessThan(500);
          expect(res.status, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
          expect(Array.isArray(res.body.errors), `${url} ${payload}`).toBe(true);
        }
      }
    }
  });

  it('deleting the account forgets what the member bought and stops the local provider renewing it', async () => {
    const { session } = await signUpMember(ctx.api);
    await buy(ctx.api, session, monthly);
    const deleted = await ctx.api.call('DELETE', '/api/v2/account', { session, body: { confirmation: 'DELETE' } });
    expect(deleted.status).toBeLessThan(300);
    expect(await heldPlans(ctx, session)).toEqual([]);
    const left = await ctx.testDb.db.select().from(subscriptionPurchases).where(eq(subscriptionPurchases.userId, session.user_id));
    expect(left).toEqual([]);
    const local = await ctx.testDb.db.select().from(localCustomers).where(eq(localCustomers.userId, session.user_id));
    expect(local).toEqual([]);
  });

  it('the E2E hooks are not there unless E2E_HOOKS=1', async () => {
    const plain = await buildApp({ db: ctx.testDb.db });
    for (const url of ['/api/e2e/payments/clock', '/api/e2e/payments/card', '/api/e2e/payments/run-renewals']) {
      const res = await plain.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(res.statusCode, url).toBe(404);
    }
    await plain.close();
  });
});
