// One fulfilment path: a replayed event fulfils once, events out of order end right, a forged signature is refused, a refund ends what it paid for, two processes on one database fulfil an event once.
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../schema/session';
import { buildApp } from '../../server/app';
import { openPostgres, type DbHandle } from '../../server/db/connect';
import { advancePaymentsClock, paymentsNow, resetPaymentsClock } from '../../server/domains/payments/clock';
import { holdingsOf } from '../../server/domains/payments/holdings';
import { localSubscriptions } from '../../server/domains/payments/local/local-schema';
import { signPayload } from '../../server/domains/payments/local/local-signature';
import { invoices, paymentEvents, subscriptionPurchases } from '../../server/domains/payments/payments-schema';
import { signUpMember } from './support/accounts';
import { buy, heldPlans, openCheckout, paymentsApp, press, priceId, purchases, TEST_SIGNING_SECRET } from './support/payments';
import { drivers } from './support/test-db';
import { Api, useTestApp, type TestContext } from './support/test-app';

let serial = 0;
/** A local provider event as its webhook receives it: body and signature, the event's time `offsetSeconds` from the payments clock. */
function signedEvent(type: string, object: Record<string, unknown>, offsetSeconds = 0, secret = TEST_SIGNING_SECRET) {
  serial += 1;
  const body = JSON.stringify({ id: `evt_test_${Date.now()}_${serial}`, object: 'event', type, created: Math.floor(paymentsNow().getTime() / 1000) + offsetSeconds, data: { object } });
  return { body, signature: signPayload(secret, body) };
}

const deliver = (app: FastifyInstance, e: { body: string; signature: string }) =>
  app.inject({ method: 'POST', url: '/api/v2/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': e.signature }, payload: e.body });

/** A member who bought the supporter plan monthly, with the local provider's subscription id. */
async function subscriber(ctx: TestContext): Promise<{ session: Session; subscriptionId: string; purchaseId: number }> {
  const { session } = await signUpMember(ctx.api);
  await buy(ctx.api, session, await priceId(ctx.api, 'supporter', 'month'));
  const [row] = await ctx.testDb.db.select().from(subscriptionPurchases).where(eq(subscriptionPurchases.userId, session.user_id));
  return { session, subscriptionId: row!.providerSubscriptionId!, purchaseId: row!.id };
}

const invoiceCount = async (ctx: TestContext, userId: number) => (await ctx.testDb.db.select().from(invoices).where(eq(invoices.userId, userId))).length;

describe.each(drivers)('payment fulfilment on %s', (driver) => {
  const ctx = useTestApp(driver, { app: paymentsApp });
  afterAll(() => resetPaymentsClock());

  it('applies a replayed event once: the second delivery answers 200 and changes nothing', async () => {
    const { session, subscriptionId } = await subscriber(ctx);
    const before = await invoiceCount(ctx, session.user_id);
    const paid = signedEvent('invoice.paid', { id: `in_test_${serial}`, object: 'invoice', subscription: subscriptionId, amount_paid: 499, currency: 'eur' });
    expect((await deliver(ctx.app, paid)).statusCode).toBe(200);
    expect((await deliver(ctx.app, paid)).statusCode).toBe(200);
    expect(await invoiceCount(ctx, session.user_id)).toBe(before + 1);
  });

  it('ends in the right state when a newer event arrives before an older one', async () => {
    const { session, subscriptionId, purchaseId } = await subscriber(ctx);
    // The provider ended the subscription; its deletion (newer) reaches us first, an update from before it second.
    await ctx.testDb.db.update(localSubscriptions).set({ status: 'canceled', endedAt: paymentsNow() }).where(eq(localSubscriptions.id, subscriptionId));
    const deleted = signedEvent('customer.subscription.deleted', { id: subscriptionId, object: 'subscription' }, 10);
    expect((await deliver(ctx.app, deleted)).statusCode).toBe(200);
    expect(await heldPlans(ctx, session)).toEqual([]);
    await ctx.testDb.db.update(localSubscriptions).set({ status: 'active', endedAt: null }).where(eq(localSubscriptions.id, subscriptionId));
    const older = signedEvent('customer.subscription.updated', { id: subscriptionId, object: 'subscription', status: 'active' }, -10);
    expect((await deliver(ctx.app, older)).statusCode).toBe(200);
    const [row] = await ctx.testDb.db.select().from(subscriptionPurchases).where(eq(subscriptionPurchases.id, purchaseId));
    expect(row).toMatchObject({ status: 'ended' });
    expect(await heldPlans(ctx, session)).toEqual([]);
  });

  it('reads the subscription from the provider, not from the event’s body', async () => {
    const { session, subscriptionId } = await subscriber(ctx);
    const lie = signedEvent('customer.subscription.deleted', { id: subscriptionId, object: 'subscription', status: 'canceled' });
    expect((await deliver(ctx.app, lie)).statusCode).toBe(200);
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
  });

  it('refuses a forged, unsigned or stale event with 400 and the words, recording nothing', async () => {
    const { subscriptionId } = await subscriber(ctx);
    const object = { id: subscriptionId, object: 'subscription' };
    const forged = signedEvent('customer.subscription.deleted', object, 0, 'not-the-secret');
    const stale = signedEvent('customer.subscription.deleted', object);
    const [t] = /t=(\d+)/.exec(stale.signature)!.slice(1);
    const staleSignature = signPayload(TEST_SIGNING_SECRET, stale.body, Number(t) - 3_600);
    for (const [body, signature] of [
      [forged.body, forged.signature],
      [stale.body, staleSignature],
      [stale.body, ''],
      [`${stale.body} `, stale.signature],
    ] as const) {
      const res = await deliver(ctx.app, { body, signature });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: ['The event signature is not valid'] });
    }
    const recorded = await ctx.testDb.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, JSON.parse(forged.body).id));
    expect(recorded).toEqual([]);
    const notJson = await ctx.app.inject({ method: 'POST', url: '/api/v2/payments/webhook', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(notJson.statusCode).toBe(415);
  });

  it('a refund ends what it paid for: a product’s ownership goes, a subscription ends now', async () => {
    const { session } = await signUpMember(ctx.api);
    const product = (await ctx.api.call('GET', '/api/v2/paywall')).body.products[0] as { id: number };
    const { path } = await openCheckout(ctx.api, session, { product_id: product.id });
    await press(ctx.api, path, 'pay');
    const [bought] = await ctx.testDb.db.select().from(invoices).where(eq(invoices.userId, session.user_id));
    const refund = signedEvent('charge.refunded', { id: 'ch_test', object: 'charge', payment_intent: bought!.providerInvoiceId });
    expect((await deliver(ctx.app, refund)).statusCode).toBe(200);
    expect((await holdingsOf(ctx.testDb.db, session.user_id)).products).toEqual([]);
    expect((await ctx.api.call('GET', '/api/v2/invoices', { session })).body.invoices).toMatchObject([{ status: 'refunded' }]);

    const sub = await subscriber(ctx);
    const [paid] = await ctx.testDb.db.select().from(invoices).where(and(eq(invoices.userId, sub.session.user_id), eq(invoices.status, 'paid')));
    const subRefund = signedEvent('charge.refunded', { id: 'ch_test2', object: 'charge', invoice: paid!.providerInvoiceId });
    expect((await deliver(ctx.app, subRefund)).statusCode).toBe(200);
    expect(await heldPlans(ctx, sub.session)).toEqual([]);
    expect((await purchases(ctx.api, sub.session))[0]).toMatchObject({ status: 'ended' });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  const ctx = useTestApp('postgres', { app: paymentsApp });
  let second: { handle: DbHandle; app: FastifyInstance; api: Api } | null = null;
  beforeAll(async () => {
    const handle = await openPostgres(ctx.testDb.url!);
    const app = await buildApp({ db: handle.db, ...paymentsApp() });
    second = { handle, app, api: new Api(app) };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.handle.close();
    resetPaymentsClock();
  });

  it('fulfil the same event once when both receive it at the same moment', async () => {
    const { session, subscriptionId } = await subscriber(ctx);
    const before = await invoiceCount(ctx, session.user_id);
    const paid = signedEvent('invoice.paid', { id: `in_twice_${serial}`, object: 'invoice', subscription: subscriptionId, amount_paid: 499, currency: 'eur' });
    const answers = await Promise.all([deliver(ctx.app, paid), deliver(second!.app, paid), deliver(ctx.app, paid), deliver(second!.app, paid)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await invoiceCount(ctx, session.user_id)).toBe(before + 1);
    const ledger = await ctx.testDb.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents).where(eq(paymentEvents.eventId, JSON.parse(paid.body).id));
    expect(ledger[0]!.n).toBe(1);
  });

  it('renew a subscription once when both run the renewals', async () => {
    const { session } = await subscriber(ctx);
    const before = await invoiceCount(ctx, session.user_id);
    advancePaymentsClock(32 * 86_400);
    await Promise.all([
      ctx.api.call('POST', '/api/e2e/payments/run-renewals'),
      second!.api.call('POST', '/api/e2e/payments/run-renewals'),
    ]);
    expect(await invoiceCount(ctx, session.user_id)).toBe(before + 1);
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
  });
});
