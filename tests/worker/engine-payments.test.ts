// Paid plans through the engine against the real server: never queued, said plainly offline; the paywall and purchases mirrored and readable offline; cancel and undo; preview and change.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '../../schema/payments/payment-rules';
import type { UserData } from '../../schema/session';
import { paymentsApp } from '../server/support/payments';
import { useSignedInMember } from './helpers/engine-harness';

const member = useSignedInMember(paymentsApp());

/** A demo price's id, as the mirror holds the paywall. */
async function priceOf(plan: string, interval: 'month' | 'year'): Promise<number> {
  const row = await member.h.mirror.paywall.get('paywall');
  const found = row?.plans.find((p) => p.name === plan)?.web_subscriptions.find((s) => s.interval_period === interval);
  if (!found) throw new Error(`no ${plan} ${interval} price on the device`);
  return found.id;
}

/** Presses the local provider's Pay as the member's browser would; answers where it sends them back. */
async function pay(url: string): Promise<URL> {
  const res = await member.server.app.inject({ method: 'POST', url: `${new URL(url).pathname}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: '' });
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location), 'http://app.test');
}

const ownedOnDevice = async () => ((await member.h.kv('userData')) as UserData).owned_web_subscriptions;

async function latestTicket(): Promise<unknown> {
  const session = (await member.h.kv('session'))!;
  const res = await member.server.api.call<{ payment_ticket: unknown }>('GET', '/api/v3/payment_ticket', { session });
  expect(res.status).toBe(200);
  return res.body.payment_ticket;
}

describe('paying offline', () => {
  it('checkout answers that paying needs the network, queues nothing and opens no ticket', async () => {
    member.server.setOffline(true);
    const answer = await member.h.engine.payments.checkout({ subscription_id: 1, success_path: '/posts/1', cancel_path: '/paywall' }, 'Chrome on Linux');
    expect(answer).toEqual({ ok: false, status: -1, message: paymentMessages.needsNetwork });
    expect(await member.h.mirror.outbox.count()).toBe(0);
    member.server.setOffline(false);
    expect(await latestTicket()).toBeNull();
  });

  it('cancel, undo, preview, change, the billing portal and invoices say the same, and nothing waits to be sent', async () => {
    member.server.setOffline(true);
    const { payments } = member.h.engine;
    const answers = await Promise.all([
      payments.cancel(1),
      payments.resume(1),
      payments.preview(1, 2),
      payments.change(1, { newWebSubscriptionId: 2, prorationDate: 1_790_000_000 }),
      payments.billingPortal('/profile/settings/membership'),
      payments.invoices(),
    ]);
    for (const answer of answers) expect(answer).toEqual({ ok: false, status: -1, message: paymentMessages.needsNetwork });
    expect(await member.h.mirror.outbox.count()).toBe(0);
  });

  it('a checkout body the contract refuses is refused before anything is sent', async () => {
    const answer = await member.h.engine.payments.checkout({ subscription_id: 1, success_path: 'https://elsewhere.example/', cancel_path: '/paywall' });
    expect(answer).toMatchObject({ ok: false, status: 422, message: paymentMessages.badPath });
  });
});

describe('the paywall and purchases on the device', () => {
  it('the paywall is mirrored in its one row and reads offline', async () => {
    await member.h.engine.payments.loadPaywall();
    const row = await member.h.mirror.paywall.get('paywall');
    expect(row?.provider).toBe('local');
    expect(row?.plans.map((p) => p.name)).toEqual(expect.arrayContaining(['supporter', 'inner-circle']));
    member.server.setOffline(true);
    await expect(member.h.engine.payments.loadPaywall()).rejects.toThrow();
    expect((await member.h.mirror.paywall.get('paywall'))?.plans).toEqual(row?.plans);
  });

  it('checkout opens a payment ticket for the web and answers the local provider page; Pay makes the plan held', async () => {
    await member.h.engine.payments.loadPaywall();
    const monthly = await priceOf('supporter', 'month');
    const answer = await member.h.engine.payments.checkout({ subscription_id: monthly, success_path: '/posts/1', cancel_path: '/paywall' }, 'Chrome on Linux');
    if (!answer.ok) throw new Error(answer.message);
    expect(new URL(answer.value.url).pathname).toBe(`/pay/checkout/${answer.value.id}`);
    expect(await latestTicket()).toMatchObject({ platform: 'web', device_summary: 'Chrome on Linux', completed_at: null });
    const back = await pay(answer.value.url);
    expect(back.pathname).toBe('/posts/1');
    expect(back.searchParams.get('subscription_success')).toBe('true');
    // Guard 2 completes the ticket, which reads user data again: the plan is held on the device.
    expect(await member.h.engine.account.completePaymentTicket()).toEqual({ ok: true, value: undefined });
    expect(await ownedOnDevice()).toMatchObject([{ plan_name: 'supporter', cancelled_at: null, ended_at: null }]);
    await member.h.engine.payments.loadPurchases();
    expect(await member.h.mirror.web_subscription_purchases.toArray()).toMatchObject([{ plan_name: 'supporter', status: 'active', cancelled_at: null }]);
    // The purchases read offline too.
    member.server.setOffline(true);
    expect(await member.h.mirror.web_subscription_purchases.count()).toBe(1);
  });

  it('cancel keeps access to the period end and shows at once on the device; undo takes it back', async () => {
    const [held] = await member.h.mirror.web_subscription_purchases.toArray();
    const cancelled = await member.h.engine.payments.cancel(held!.id);
    if (!cancelled.ok) throw new Error(cancelled.message);
    expect(cancelled.value).toMatchObject({ status: 'active', cancelled_at: expect.any(String) });
    expect(await member.h.mirror.web_subscription_purchases.get(held!.id)).toMatchObject({ cancelled_at: expect.any(String), status: 'active' });
    expect(await ownedOnDevice()).toMatchObject([{ cancelled_at: expect.any(String) }]);

    const resumed = await member.h.engine.payments.resume(held!.id);
    if (!resumed.ok) throw new Error(resumed.message);
    expect(await member.h.mirror.web_subscription_purchases.get(held!.id)).toMatchObject({ cancelled_at: null });
    expect(await ownedOnDevice()).toMatchObject([{ cancelled_at: null }]);
  });

  it('an upgrade is previewed with what it charges now, and changed with the preview proration date', async () => {
    const [held] = await member.h.mirror.web_subscription_purchases.toArray();
    const higher = await priceOf('inner-circle', 'month');
    const preview = await member.h.engine.payments.preview(held!.id, higher);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.value).toMatchObject({ effective: 'now', currency: 'eur', currency_subunit_to_unit: 100 });
    expect(preview.value.amount_due_in_cents).toBeGreaterThan(0);
    const changed = await member.h.engine.payments.change(held!.id, { newWebSubscriptionId: higher, prorationDate: preview.value.proration_date });
    if (!changed.ok) throw new Error(changed.message);
    expect(await member.h.mirror.web_subscription_purchases.get(held!.id)).toMatchObject({ plan_name: 'inner-circle', web_subscription: { id: higher } });
    expect(await ownedOnDevice()).toMatchObject([{ plan_name: 'inner-circle' }]);
  });

  it('a downgrade waits for the period end unless asked now; a stale preview is refused in the product words', async () => {
    const [held] = await member.h.mirror.web_subscription_purchases.toArray();
    const lower = await priceOf('supporter', 'month');
    const stale = await member.h.engine.payments.change(held!.id, { newWebSubscriptionId: lower, prorationDate: 1_000_000_000 });
    expect(stale).toMatchObject({ ok: false, message: paymentMessages.prorationExpired });
    const preview = await member.h.engine.payments.preview(held!.id, lower);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.value).toMatchObject({ effective: 'period_end', amount_due_in_cents: 0 });
    const changed = await member.h.engine.payments.change(held!.id, { newWebSubscriptionId: lower, prorationDate: preview.value.proration_date });
    if (!changed.ok) throw new Error(changed.message);
    expect(await member.h.mirror.web_subscription_purchases.get(held!.id)).toMatchObject({ plan_name: 'inner-circle', pending_web_subscription: { id: lower } });
  });

  it('invoices list what was charged; the billing portal without Stripe is our own page', async () => {
    const invoices = await member.h.engine.payments.invoices();
    if (!invoices.ok) throw new Error(invoices.message);
    expect(invoices.value.length).toBeGreaterThan(0);
    expect(invoices.value.at(-1)).toMatchObject({ description: 'Supporter', amount_in_cents: 499, status: 'paid' });
    const portal = await member.h.engine.payments.billingPortal('/profile/settings/membership');
    expect(portal.ok).toBe(true);
  });
});

