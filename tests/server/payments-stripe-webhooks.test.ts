// The server selling through Stripe (its SDK against a local double of Stripe's API): signed events fulfil once, in any order, from Stripe's current state; forgeries are refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../schema/session';
import { buildApp } from '../../server/app';
import { accountOptionsFromEnv } from '../../server/config/app-options';
import { readEnv } from '../../server/config/env';
import { openPostgres, type DbHandle } from '../../server/db/connect';
import { products } from '../../server/domains/courses/course-schema';
import { holdingsOf } from '../../server/domains/payments/holdings';
import { checkoutSessions, invoices, paymentEvents, planPrices, subscriptionPurchases } from '../../server/domains/payments/payments-schema';
import { signUpMember } from './support/accounts';
import { heldPlans, mailSubjects, paywall, priceId, purchases } from './support/payments';
import { createTestDb, drivers, type TestDb } from './support/test-db';
import { Api, useTestApp, type TestContext } from './support/test-app';
import { startStripeDouble, type Json, type SignedEvent, type StripeDouble } from './helpers/stripe-double';

let double: StripeDouble;
beforeAll(async () => {
  double = await startStripeDouble();
});
afterAll(() => double?.close());

/** The app as main.ts builds it with STRIPE_* set, the SDK pointed at the double. */
const stripeApp = () => ({ payments: { stripe: { ...double.providerOptions, publishableKey: 'pk_test_double' }, renewalIntervalMs: 3_600_000 } });

const deliver = (app: FastifyInstance, e: Pick<SignedEvent, 'payload' | 'signature'>) =>
  app.inject({ method: 'POST', url: '/api/v2/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': e.signature }, payload: e.payload });

/** The demo's supporter monthly price and the masterclass product, sold at Stripe under prices of their own amount. */
async function priceAtStripe(ctx: TestContext): Promise<{ supporter: number; productId: number }> {
  const supporter = await priceId(ctx.api, 'supporter', 'month');
  const [price] = await ctx.testDb.db.select().from(planPrices).where(eq(planPrices.id, supporter));
  const atStripe = double.state.addPrice({ unitAmount: price!.priceInCents, currency: price!.currency, interval: 'month' });
  await ctx.testDb.db.update(planPrices).set({ providerPriceId: atStripe.id }).where(eq(planPrices.id, supporter));
  const product = (await paywall(ctx.api)).products[0]!;
  const oneOff = double.state.addPrice({ unitAmount: product.price_in_cents, currency: product.currency });
  await ctx.testDb.db.update(products).set({ providerPriceId: oneOff.id }).where(eq(products.id, product.id));
  return { supporter, productId: product.id };
}

/** The demo's inner-circle monthly price at Stripe too (a higher tier to change to). */
async function innerCircleAtStripe(ctx: TestContext): Promise<number> {
  const id = await priceId(ctx.api, 'inner-circle', 'month');
  const [price] = await ctx.testDb.db.select().from(planPrices).where(eq(planPrices.id, id));
  const atStripe = double.state.addPrice({ unitAmount: price!.priceInCents, currency: price!.currency, interval: 'month' });
  await ctx.testDb.db.update(planPrices).set({ providerPriceId: atStripe.id }).where(eq(planPrices.id, id));
  return id;
}

/** A member opens a checkout (the server asks Stripe) and pays on Stripe's page: Stripe's session, completed. */
async function paidCheckout(ctx: TestContext, session: Session, body: Record<string, unknown>): Promise<Json> {
  const res = await ctx.api.call('POST', '/api/v2/stripe_checkout_sessions', { session, body: { success_path: '/paywall', cancel_path: '/paywall', ...body } });
  expect(res.status).toBe(201);
  const { id, url } = res.body.stripe_checkout_session as { id: string; url: string };
  expect(url).toBe(`http://127.0.0.1:${double.port}/checkout/${id}`);
  return double.state.completeCheckout(id);
}

const purchaseRows = (ctx: TestContext, userId: number) => ctx.testDb.db.select().from(subscriptionPurchases).where(eq(subscriptionPurchases.userId, userId));
const ledgerCount = async (ctx: TestContext, eventId: string) =>
  (await ctx.testDb.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents).where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, eventId))))[0]!.n;

describe.each(drivers)('Stripe events on %s', (driver) => {
  const ctx = useTestApp(driver, { app: stripeApp });
  let ids: { supporter: number; productId: number };
  beforeAll(async () => {
    ids = await priceAtStripe(ctx);
  });

  /** A member whose checkout Stripe completed and whose completion event the server received. */
  async function subscriber(): Promise<{ session: Session; email: string; subId: string; completed: SignedEvent }> {
    const { session, email } = await signUpMember(ctx.api);
    const checkout = await paidCheckout(ctx, session, { subscription_id: ids.supporter });
    const completed = double.event('checkout.session.completed', checkout);
    expect((await deliver(ctx.app, completed)).statusCode).toBe(200);
    return { session, email, subId: checkout.subscription, completed };
  }

  it('gives the app Stripe’s publishable key, and names Stripe on the paywall', async () => {
    const { configuration } = (await ctx.api.call('GET', '/api/v1/configuration')).body;
    expect(configuration).toMatchObject({ stripe_publishable_key: 'pk_test_double', stripe_connect_account_id: null });
    expect((await paywall(ctx.api)).provider).toBe('stripe');
  });

  it('a signed checkout.session.completed gives the member the plan, to the period’s end Stripe has', async () => {
    const { session, email, subId } = await subscriber();
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
    const end = double.state.peek(subId).items.data[0].current_period_end;
    expect(await purchases(ctx.api, session)).toMatchObject([{ status: 'active', plan_name: 'supporter', current_period_end: new Date(end * 1000).toISOString() }]);
    // One customer at Stripe for the member, kept for the next checkout; the checkout is complete.
    const customers = double.requestsTo('POST', '/v1/customers').filter((r) => r.body.email === email);
    expect(customers).toHaveLength(1);
    const [checkout] = await ctx.testDb.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, session.user_id));
    expect(checkout!.status).toBe('complete');
    // Its first invoice (the subscription named under parent.subscription_details, as Stripe's API has it now) is listed.
    const invoice = double.state.peek(double.state.peek(subId).latest_invoice);
    expect((await deliver(ctx.app, double.event('invoice.paid', invoice))).statusCode).toBe(200);
    const listed = (await ctx.api.call('GET', '/api/v2/invoices', { session })).body.invoices;
    expect(listed).toMatchObject([{ status: 'paid', amount_in_cents: invoice.amount_paid, currency: invoice.currency }]);
  });

  it('fulfils a replayed event once: the same answer, one purchase, one mail, one ledger row', async () => {
    const { session, email, completed } = await subscriber();
    // The confirmation goes out after commit; wait for it, then replay.
    await expect.poll(() => mailSubjects(ctx, email)).toHaveLength(1);
    const mails = await mailSubjects(ctx, email);
    for (let i = 0; i < 3; i++) expect((await deliver(ctx.app, completed)).statusCode).toBe(200);
    expect(await purchaseRows(ctx, session.user_id)).toHaveLength(1);
    expect(await mailSubjects(ctx, email)).toEqual(mails);
    expect(await ledgerCount(ctx, completed.id)).toBe(1);
  });

  it('ends right when events come out of order: the subscription’s event before the checkout’s, an old update after the end', async () => {
    const { session } = await signUpMember(ctx.api);
    const checkout = await paidCheckout(ctx, session, { subscription_id: ids.supporter });
    const sub = double.state.peek(checkout.subscription);
    // Stripe sends customer.subscription.created before checkout.session.completed reaches us.
    const created = double.event('customer.subscription.created', sub);
    expect((await deliver(ctx.app, created)).statusCode).toBe(200);
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
    const completed = double.event('checkout.session.completed', checkout);
    expect((await deliver(ctx.app, completed)).statusCode).toBe(200);
    expect(await purchaseRows(ctx, session.user_id)).toHaveLength(1);
    // An update from while it was active, delivered late, after Stripe ended it: the body says active, Stripe says ended.
    const stale = double.event('customer.subscription.updated', sub, { created: double.state.now() - 60 });
    double.state.endSubscription(sub.id);
    const deleted = double.event('customer.subscription.deleted', sub);
    expect((await deliver(ctx.app, deleted)).statusCode).toBe(200);
    expect((await deliver(ctx.app, stale)).statusCode).toBe(200);
    expect(await heldPlans(ctx, session)).toEqual([]);
    expect(await purchases(ctx.api, session)).toMatchObject([{ status: 'ended' }]);
  });

  it('refuses a forged signature with 400 in words, fulfilling nothing', async () => {
    const { session } = await signUpMember(ctx.api);
    const checkout = await paidCheckout(ctx, session, { subscription_id: ids.supporter });
    const forged = double.event('checkout.session.completed', checkout, { secret: 'whsec_not_the_one' });
    const stale = double.event('checkout.session.completed', checkout, { timestamp: Math.floor(Date.now() / 1000) - 3_600 });
    for (const attempt of [forged, stale, { payload: forged.payload, signature: '' }]) {
      const res = await deliver(ctx.app, attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: ['The event signature is not valid'] });
    }
    expect(await ledgerCount(ctx, forged.id)).toBe(0);
    expect(await heldPlans(ctx, session)).toEqual([]);
    expect(await purchaseRows(ctx, session.user_id)).toEqual([]);
  });

  it('refuses an event while Stripe cannot be read, so Stripe sends it again, and applies it then', async () => {
    const { session } = await signUpMember(ctx.api);
    const checkout = await paidCheckout(ctx, session, { subscription_id: ids.supporter });
    const completed = double.event('checkout.session.completed', checkout);
    double.outage = true;
    try {
      expect((await deliver(ctx.app, completed)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      double.outage = false;
    }
    expect(await ledgerCount(ctx, completed.id)).toBe(0);
    expect((await deliver(ctx.app, completed)).statusCode).toBe(200);
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
  });

  it('changes plan through Stripe: an upgrade charged now, a downgrade waiting for the renewal, a cancel and its undo', async () => {
    const inner = await innerCircleAtStripe(ctx);
    const { session, subId } = await subscriber();
    const purchaseId = (await purchases(ctx.api, session))[0]!.id;
    const base = `/api/v2/web_subscription_purchases/${purchaseId}`;
    const up = (await ctx.api.call('POST', `${base}/upcoming`, { session, body: { new_web_subscription_id: inner } })).body.upcoming;
    expect(up).toMatchObject({ effective: 'now', credit_in_cents: 0 });
    expect(up.amount_due_in_cents).toBeGreaterThan(0);
    expect(double.requestsTo('POST', '/v1/invoices/create_preview').at(-1)!.body.subscription_details.proration_date).toBe(String(up.proration_date));
    const upgraded = await ctx.api.call('POST', `${base}/change_subscription`, { session, body: { proration_date: up.proration_date, new_web_subscription_id: inner } });
    expect(upgraded.status).toBe(200);
    expect(double.requestsTo('POST', `/v1/subscriptions/${subId}`).at(-1)!.body.proration_date).toBe(String(up.proration_date));
    expect(await heldPlans(ctx, session)).toEqual(['inner-circle']);

    const supporter = ids.supporter;
    const down = (await ctx.api.call('POST', `${base}/upcoming`, { session, body: { new_web_subscription_id: supporter } })).body.upcoming;
    expect(down).toMatchObject({ effective: 'period_end', amount_due_in_cents: 0 });
    const downgraded = await ctx.api.call('POST', `${base}/change_subscription`, { session, body: { proration_date: down.proration_date, new_web_subscription_id: supporter } });
    expect(downgraded.status).toBe(200);
    expect(downgraded.body.web_subscription_purchase.pending_web_subscription).toMatchObject({ id: supporter });
    expect(double.state.peek(subId).schedule).toMatch(/^sub_sched_/);
    // An event about the subscription before the renewal keeps the downgrade waiting and the higher plan held.
    expect((await deliver(ctx.app, double.event('customer.subscription.updated', double.state.peek(subId))))).toMatchObject({ statusCode: 200 });
    expect((await purchases(ctx.api, session))[0]!.pending_web_subscription).toMatchObject({ id: supporter });
    expect(await heldPlans(ctx, session)).toEqual(['inner-circle']);
    // Stripe renews on the lower price: the member holds it from then.
    double.state.renew(subId);
    expect((await deliver(ctx.app, double.event('customer.subscription.updated', double.state.peek(subId))))).toMatchObject({ statusCode: 200 });
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
    expect((await purchases(ctx.api, session))[0]).toMatchObject({ pending_web_subscription: null, web_subscription: { id: supporter } });

    expect((await ctx.api.call('POST', `${base}/cancel`, { session })).body.web_subscription_purchase.cancelled_at).not.toBeNull();
    expect(double.state.peek(subId).cancel_at_period_end).toBe(true);
    expect((await ctx.api.call('POST', `${base}/resume`, { session })).body.web_subscription_purchase.cancelled_at).toBeNull();
    expect(double.state.peek(subId).cancel_at_period_end).toBe(false);
    const portal = await ctx.api.call('POST', '/api/v2/billing_portal_sessions', { session, body: { return_path: '/profile/settings/billing' } });
    expect(portal.body.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${double.port}/portal/bps_`));
  });

  it('customer.subscription.deleted ends the member’s access', async () => {
    const { session, subId } = await subscriber();
    double.state.endSubscription(subId);
    expect((await deliver(ctx.app, double.event('customer.subscription.deleted', double.state.peek(subId)))).statusCode).toBe(200);
    expect(await heldPlans(ctx, session)).toEqual([]);
    expect(await purchases(ctx.api, session)).toMatchObject([{ status: 'ended' }]);
  });

  it('invoice.payment_failed makes the subscription past due, the plan kept through the grace, the failed invoice listed', async () => {
    const { session, subId } = await subscriber();
    const invoice = double.state.failRenewal(subId);
    expect((await deliver(ctx.app, double.event('invoice.payment_failed', invoice))).statusCode).toBe(200);
    const [purchase] = await purchases(ctx.api, session);
    expect(purchase).toMatchObject({ status: 'past_due' });
    expect(purchase!.grace_ends_at).not.toBeNull();
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
    const listed = (await ctx.api.call('GET', '/api/v2/invoices', { session })).body.invoices as { status: string; amount_in_cents: number }[];
    expect(listed).toContainEqual(expect.objectContaining({ status: 'failed', amount_in_cents: invoice.amount_due }));
  });

  it('charge.refunded takes back a product bought through Stripe', async () => {
    const { session } = await signUpMember(ctx.api);
    const checkout = await paidCheckout(ctx, session, { product_id: ids.productId });
    expect((await deliver(ctx.app, double.event('checkout.session.completed', checkout))).statusCode).toBe(200);
    expect((await holdingsOf(ctx.testDb.db, session.user_id)).products).toEqual([ids.productId]);
    const chargeId = double.state.peek(checkout.payment_intent).latest_charge;
    const refunded = double.state.refund(chargeId);
    expect((await deliver(ctx.app, double.event('charge.refunded', refunded))).statusCode).toBe(200);
    expect((await holdingsOf(ctx.testDb.db, session.user_id)).products).toEqual([]);
    expect((await ctx.api.call('GET', '/api/v2/invoices', { session })).body.invoices).toMatchObject([{ status: 'refunded' }]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two server processes with Stripe on one PostgreSQL database', () => {
  const ctx = useTestApp('postgres', { app: stripeApp });
  let second: { handle: DbHandle; app: FastifyInstance } | null = null;
  let supporter: number;
  beforeAll(async () => {
    supporter = (await priceAtStripe(ctx)).supporter;
    const handle = await openPostgres(ctx.testDb.url!);
    second = { handle, app: await buildApp({ db: handle.db, ...stripeApp() }) };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.handle.close();
  });

  it('fulfil the same event once when both receive it at the same moment', async () => {
    const { session, email } = await signUpMember(ctx.api);
    const checkout = await paidCheckout(ctx, session, { subscription_id: supporter });
    const completed = double.event('checkout.session.completed', checkout);
    const answers = await Promise.all([deliver(ctx.app, completed), deliver(second!.app, completed), deliver(ctx.app, completed), deliver(second!.app, completed)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await purchaseRows(ctx, session.user_id)).toHaveLength(1);
    expect(await ledgerCount(ctx, completed.id)).toBe(1);
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
    const failed = double.state.failRenewal(checkout.subscription);
    const failedEvent = double.event('invoice.payment_failed', failed);
    await Promise.all([deliver(ctx.app, failedEvent), deliver(second!.app, failedEvent)]);
    const rows = await ctx.testDb.db.select().from(invoices).where(and(eq(invoices.userId, session.user_id), eq(invoices.status, 'failed')));
    expect(rows).toHaveLength(1);
    // Mail goes after each commit: wait for both (the thank-you and the failed payment's), then read once: none twice.
    await expect.poll(async () => (await mailSubjects(ctx, email)).length).toBeGreaterThanOrEqual(2);
    const subjects = await mailSubjects(ctx, email);
    expect(subjects).toHaveLength(new Set(subjects).size);
  });
});

describe('Stripe configured from the environment, as main.ts reads it', () => {
  const account = 'acct_1EnvironmentConnect';
  let testDb: TestDb;
  let app: FastifyInstance;
  let dataDir: string;
  const env = () => ({
    STRIPE_SECRET_KEY: double.secretKey,
    STRIPE_WEBHOOK_SECRET: double.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_environment',
    STRIPE_CONNECT_ACCOUNT_ID: account,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(double.port),
    STRIPE_API_PROTOCOL: 'http',
  });
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stripe-env-'));
    testDb = await createTestDb('pglite');
    app = await buildApp({ db: testDb.db, ...accountOptionsFromEnv(readEnv({ ...env(), DATA_DIR: dataDir })) });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses half of Stripe’s keys, or its other settings without them', () => {
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/);
    expect(() => readEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/go together/);
    expect(() => readEnv({ STRIPE_API_HOST: '127.0.0.1' })).toThrow(/need STRIPE_SECRET_KEY/);
    expect(accountOptionsFromEnv(readEnv({})).payments?.stripe).toBeNull();
  });

  it('sells through the Connect account and gives the app its publishable key and account', async () => {
    const api = new Api(app);
    const { configuration } = (await api.call('GET', '/api/v1/configuration')).body;
    expect(configuration).toMatchObject({ stripe_publishable_key: 'pk_test_environment', stripe_connect_account_id: account });
    const supporter = await priceId(api, 'supporter', 'month');
    const atStripe = double.state.addPrice({ unitAmount: 499, currency: 'eur', interval: 'month', account });
    await testDb.db.update(planPrices).set({ providerPriceId: atStripe.id }).where(eq(planPrices.id, supporter));
    const { session } = await signUpMember(api);
    const from = double.requests.length;
    const res = await api.call('POST', '/api/v2/stripe_checkout_sessions', { session, body: { subscription_id: supporter, success_path: '/paywall', cancel_path: '/paywall' } });
    expect(res.status).toBe(201);
    const sent = double.requests.slice(from);
    expect(sent.map((r) => r.path)).toEqual(['/v1/customers', '/v1/checkout/sessions']);
    for (const req of sent) expect(req.headers['stripe-account']).toBe(account);
  });
});
