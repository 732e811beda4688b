// The embedded local provider end to end: checkout → Pay → held within the request; Decline; Cancel; renewals and failed renewals on the moved payments clock; cancel and undo; upgrade and downgrade.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { resetPaymentsClock } from '../../server/domains/payments/clock';
import { subscriptionPurchases } from '../../server/domains/payments/payments-schema';
import { signUpMember } from './support/accounts';
import { cursorOf, feedSince } from './support/change-feed';
import { advance, buy, DAY, heldPlans, mailSubjects, openCheckout, paymentsApp, press, priceId, purchases } from './support/payments';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('the local payment provider on %s', (driver) => {
  const ctx = useTestApp(driver, { app: paymentsApp });
  afterAll(() => resetPaymentsClock());

  it('shows the checkout page in the browser’s language with the plan, its price and three buttons', async () => {
    const { session } = await signUpMember(ctx.api);
    const { path } = await openCheckout(ctx.api, session, { subscription_id: await priceId(ctx.api, 'supporter', 'month') });
    const fr = await ctx.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html', 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toContain('text/html');
    expect(fr.body).toContain('<html lang="fr" dir="ltr">');
    expect(fr.body).toContain('Supporter');
    expect(fr.body).toContain('4,99\u00a0€ par mois');
    for (const label of ['Payer', 'Refuser', 'Annuler']) expect(fr.body).toContain(`>${label}</button>`);
    const he = await ctx.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html', 'accept-language': 'he' } });
    expect(he.body).toContain('<html lang="he" dir="rtl">');
    expect(he.body).toContain('לתשלום');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/pay/checkout/cs_local_nothing', headers: { accept: 'text/html', 'accept-language': 'ja' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('このお支払いは存在しないか、終了しています。');
  });

  it('Pay makes the member hold the plan before it sends them back with subscription_success=true, and mails a confirmation', async () => {
    const { session, email } = await signUpMember(ctx.api);
    expect(await heldPlans(ctx, session)).toEqual([]);
    const cursor = await cursorOf(ctx.api, session);
    const { path } = await openCheckout(ctx.api, session, { subscription_id: await priceId(ctx.api, 'supporter', 'month'), success_path: '/posts/7' });
    const back = await press(ctx.api, path, 'pay');
    expect(back.status).toBe(303);
    expect(back.location.pathname).toBe('/posts/7');
    expect(back.location.searchParams.get('subscription_success')).toBe('true');
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
    // The member's devices hear it through their feed (and realtime, which announces the feed's changes).
    const holdings = (await feedSince(ctx.api, session, cursor)).filter((c) => c.kind === 'holdings.upsert');
    expect(holdings.at(-1)).toMatchObject({ data: { plans: ['supporter'], owned_web_subscriptions: [{ plan_name: 'supporter', cancelled_at: null }] } });
    const [p] = await purchases(ctx.api, session);
    expect(p).toMatchObject({ plan_name: 'supporter', status: 'active', cancelled_at: null, web_subscription: { price_in_cents: 499, currency: 'eur', interval_period: 'month' } });
    const invoices = (await ctx.api.call('GET', '/api/v2/invoices', { session })).body.invoices;
    expect(invoices).toMatchObject([{ description: 'Supporter', amount_in_cents: 499, currency: 'eur', status: 'paid' }]);
    await expect.poll(() => mailSubjects(ctx, email)).toContain('Thank you: Supporter is yours');
    // A second Pay of the same checkout buys nothing more.
    expect((await press(ctx.api, path, 'pay')).status).toBe(303);
    expect(await purchases(ctx.api, session)).toHaveLength(1);
    // Nor does paying a checkout of the same plan opened before the first was paid.
    await ctx.testDb.db.update(subscriptionPurchases).set({ status: 'ended' }).where(eq(subscriptionPurchases.userId, session.user_id));
    const { path: other } = await openCheckout(ctx.api, session, { subscription_id: await priceId(ctx.api, 'supporter', 'year') });
    await ctx.testDb.db.update(subscriptionPurchases).set({ status: 'active' }).where(eq(subscriptionPurchases.userId, session.user_id));
    const refused = await press(ctx.api, other, 'pay');
    expect(refused.location.searchParams.get('reason')).toBe('already_subscribed');
    expect(await purchases(ctx.api, session)).toHaveLength(1);
  });

  it('Decline records a failed payment and returns with subscription_cancelled=true and a reason; Cancel returns without one', async () => {
    const { session } = await signUpMember(ctx.api);
    const price = await priceId(ctx.api, 'supporter', 'year');
    const declined = await openCheckout(ctx.api, session, { subscription_id: price, cancel_path: '/paywall/supporter' });
    const back = await press(ctx.api, declined.path, 'decline');
    expect(back.location.pathname).toBe('/paywall/supporter');
    expect(back.location.searchParams.get('subscription_cancelled')).toBe('true');
    expect(back.location.searchParams.get('reason')).toBe('card_declined');
    expect(await heldPlans(ctx, session)).toEqual([]);
    expect((await ctx.api.call('GET', '/api/v2/invoices', { session })).body.invoices).toMatchObject([{ status: 'failed', amount_in_cents: 4990 }]);
    const cancelled = await openCheckout(ctx.api, session, { subscription_id: price });
    const away = await press(ctx.api, cancelled.path, 'cancel');
    expect(away.location.searchParams.get('subscription_cancelled')).toBe('true');
    expect(away.location.searchParams.get('reason')).toBeNull();
    expect(await heldPlans(ctx, session)).toEqual([]);
    expect(await purchases(ctx.api, session)).toEqual([]);
  });

  it('buys the masterclass tier once: the member owns the product, a second checkout is refused', async () => {
    const { session } = await signUpMember(ctx.api);
    const product = (await ctx.api.call('GET', '/api/v2/paywall')).body.products[0] as { id: number; price_in_cents: number };
    expect(product.price_in_cents).toBe(2900);
    const { path } = await openCheckout(ctx.api, session, { product_id: product.id });
    await press(ctx.api, path, 'pay');
    const me = (await ctx.api.call('GET', '/api/v1/me', { session })).body;
    expect(JSON.stringify(me)).toContain('Studio Masterclass');
    const again = await ctx.api.call('POST', '/api/v2/stripe_checkout_sessions', { session, body: { product_id: product.id, success_path: '/', cancel_path: '/' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: ['You already own this'] });
  });

  it('renews when the period ends, and cancels at the period’s end (undo until then)', async () => {
    const { session, email } = await signUpMember(ctx.api);
    await buy(ctx.api, session, await priceId(ctx.api, 'supporter', 'month'));
    const [first] = await purchases(ctx.api, session);
    await advance(ctx.api, 32 * DAY);
    const [renewed] = await purchases(ctx.api, session);
    expect(new Date(renewed!.current_period_end).getTime()).toBeGreaterThan(new Date(first!.current_period_end).getTime());
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
    expect((await ctx.api.call('GET', '/api/v2/invoices', { session })).body.invoices).toHaveLength(2);

    const cancelled = await ctx.api.call('POST', `/api/v2/web_subscription_purchases/${first!.id}/cancel`, { session });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.web_subscription_purchase.cancelled_at).toEqual(expect.any(String));
    await expect.poll(() => mailSubjects(ctx, email)).toContain('Supporter is cancelled');
    const undone = await ctx.api.call('POST', `/api/v2/web_subscription_purchases/${first!.id}/resume`, { session });
    expect(undone.body.web_subscription_purchase.cancelled_at).toBeNull();
    await ctx.api.call('POST', `/api/v2/web_subscription_purchases/${first!.id}/cancel`, { session });
    await advance(ctx.api, 10 * DAY);
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
    await advance(ctx.api, 25 * DAY);
    expect(await heldPlans(ctx, session)).toEqual([]);
    const [ended] = await purchases(ctx.api, session);
    expect(ended).toMatchObject({ status: 'ended' });
    const late = await ctx.api.call('POST', `/api/v2/web_subscription_purchases/${first!.id}/resume`, { session });
    expect(late.status).toBe(422);
    expect(late.body).toEqual({ errors: ['This subscription can no longer be changed'] });
  });

  it('a failed renewal makes the plan past due with access until the grace ends, then ends it, mailing each time', async () => {
    const { session, email } = await signUpMember(ctx.api);
    await buy(ctx.api, session, await priceId(ctx.api, 'inner-circle', 'month'));
    expect((await ctx.api.call('POST', '/api/e2e/payments/card', { body: { email, fails: true } })).status).toBe(200);
    await advance(ctx.api, 32 * DAY);
    const [pastDue] = await purchases(ctx.api, session);
    expect(pastDue).toMatchObject({ status: 'past_due' });
    expect(pastDue!.grace_ends_at).toEqual(expect.any(String));
    expect(await heldPlans(ctx, session)).toEqual(['inner-circle']);
    await expect.poll(() => mailSubjects(ctx, email)).toContain('Your Inner circle payment did not go through');
    await advance(ctx.api, 8 * DAY);
    expect(await heldPlans(ctx, session)).toEqual([]);
    expect((await purchases(ctx.api, session))[0]).toMatchObject({ status: 'ended' });
    await expect.poll(() => mailSubjects(ctx, email)).toContain('Your Inner circle access has ended');
  });

  it('a past-due plan whose card is fixed renews at the next run and is active again', async () => {
    const { session, email } = await signUpMember(ctx.api);
    await buy(ctx.api, session, await priceId(ctx.api, 'supporter', 'year'));
    await ctx.api.call('POST', '/api/e2e/payments/card', { body: { email, fails: true } });
    await advance(ctx.api, 367 * DAY);
    expect((await purchases(ctx.api, session))[0]).toMatchObject({ status: 'past_due' });
    await ctx.api.call('POST', '/api/e2e/payments/card', { body: { email, fails: false } });
    expect((await ctx.api.call('POST', '/api/e2e/payments/run-renewals')).status).toBe(200);
    expect((await purchases(ctx.api, session))[0]).toMatchObject({ status: 'active', grace_ends_at: null });
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
  });

  it('previews an upgrade’s prorated charge and applies it; a downgrade waits for the period’s end', async () => {
    const { session } = await signUpMember(ctx.api);
    await buy(ctx.api, session, await priceId(ctx.api, 'supporter', 'month'));
    const [p] = await purchases(ctx.api, session);
    const yearly = await priceId(ctx.api, 'supporter', 'year');
    const preview = await ctx.api.call('POST', `/api/v2/web_subscription_purchases/${p!.id}/upcoming`, { session, body: { new_web_subscription_id: yearly } });
    expect(preview.status).toBe(200);
    const upcoming = preview.body.upcoming;
    expect(upcoming).toMatchObject({ effective: 'now', currency: 'eur', currency_subunit_to_unit: 100 });
    // The whole year less the unused month (all of it, just bought): 4990 - 499.
    expect(upcoming.amount_due_in_cents).toBeGreaterThanOrEqual(4990 - 499);
    expect(upcoming.amount_due_in_cents).toBeLessThanOrEqual(4990 - 497);
    const stale = await ctx.api.call('POST', `/api/v2/web_subscription_purchases/${p!.id}/change_subscription`, {
      session,
      body: { new_web_subscription_id: yearly, proration_date: upcoming.proration_date - 1 },
    });
    expect(stale.status).toBe(422);
    expect(stale.body).toEqual({ errors: ['The price has changed since the preview. Please look at it again'] });
    const changed = await ctx.api.call('POST', `/api/v2/web_subscription_purchases/${p!.id}/change_subscription`, {
      session,
      body: { new_web_subscription_id: yearly, proration_date: upcoming.proration_date },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.web_subscription_purchase.web_subscription).toMatchObject({ id: yearly, interval_period: 'year' });
    const invoices = (await ctx.api.call('GET', '/api/v2/invoices', { session })).body.invoices as { amount_in_cents: number }[];
    expect(invoices.map((i) => i.amount_in_cents)).toContain(upcoming.amount_due_in_cents);

    // Down to the monthly price: nothing now, the yearly plan until its period ends, then the monthly one.
    const monthly = await priceId(ctx.api, 'supporter', 'month');
    const down = (await ctx.api.call('POST', `/api/v2/web_subscription_purchases/${p!.id}/upcoming`, { session, body: { new_web_subscription_id: monthly } })).body.upcoming;
    expect(down).toMatchObject({ amount_due_in_cents: 0, effective: 'period_end' });
    const waiting = await ctx.api.call('POST', `/api/v2/web_subscription_purchases/${p!.id}/change_subscription`, {
      session,
      body: { new_web_subscription_id: monthly, proration_date: down.proration_date },
    });
    expect(waiting.body.web_subscription_purchase).toMatchObject({ web_subscription: { id: yearly }, pending_web_subscription: { id: monthly } });
    await advance(ctx.api, 367 * DAY);
    const [after] = await purchases(ctx.api, session);
    expect(after).toMatchObject({ status: 'active', web_subscription: { id: monthly }, pending_web_subscription: null });
    expect(await heldPlans(ctx, session)).toEqual(['supporter']);
  });
});
