// Payments in tests: the demo's prices by plan and interval, a checkout opened and its local page's buttons pressed, the member's purchases and holdings.
import { eq } from 'drizzle-orm';
import type { Session } from '../../../schema/session';
import type { PaywallAnswer, WebSubscriptionPurchase } from '../../../schema/payments/wire';
import { devMailbox } from '../../../server/domains/account/accounts-schema';
import { holdingsOf } from '../../../server/domains/payments/holdings';
import type { Api, TestContext } from './test-app';

/** The secret both processes of a test share, so each verifies the other's local events. */
export const TEST_SIGNING_SECRET = 'test-local-payments-secret';
export const paymentsApp = () => ({ e2eHooks: true, payments: { signingSecret: TEST_SIGNING_SECRET, renewalIntervalMs: 3_600_000 } });

export async function paywall(api: Api): Promise<PaywallAnswer> {
  return (await api.call<PaywallAnswer>('GET', '/api/v2/paywall')).body;
}

/** The web subscription id of a demo plan's price. */
export async function priceId(api: Api, plan: 'supporter' | 'inner-circle', interval: 'month' | 'year'): Promise<number> {
  const found = (await paywall(api)).plans.find((p) => p.name === plan)?.web_subscriptions.find((s) => s.interval_period === interval);
  if (!found) throw new Error(`no ${plan} ${interval} price`);
  return found.id;
}

/** Opens a checkout and answers its local page's path. */
export async function openCheckout(api: Api, session: Session, body: Record<string, unknown>): Promise<{ id: string; path: string }> {
  const res = await api.call('POST', '/api/v2/stripe_checkout_sessions', { session, body: { success_path: '/paywall', cancel_path: '/paywall', ...body } });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { id, url } = res.body.stripe_checkout_session as { id: string; url: string };
  return { id, path: new URL(url).pathname };
}

/** Presses a button of the local checkout page as a browser does (a form post); answers where it sends the member. */
export async function press(api: Api, path: string, button: 'pay' | 'decline' | 'cancel'): Promise<{ status: number; location: URL }> {
  const res = await api.app.inject({ method: 'POST', url: `${path}/${button}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: '' });
  return { status: res.statusCode, location: new URL(String(res.headers.location), 'http://x') };
}

/** Buys a plan's price with the local provider: checkout, then Pay. */
export async function buy(api: Api, session: Session, subscriptionId: number): Promise<void> {
  const { path } = await openCheckout(api, session, { subscription_id: subscriptionId });
  const { status } = await press(api, path, 'pay');
  if (status !== 303) throw new Error(`pay answered ${status}`);
}

export async function purchases(api: Api, session: Session): Promise<WebSubscriptionPurchase[]> {
  return (await api.call('GET', '/api/v2/web_subscription_purchases', { session })).body.web_subscription_purchases;
}

export const heldPlans = async (ctx: TestContext, session: Session) => (await holdingsOf(ctx.testDb.db, session.user_id)).plans;

/** Moves the payments clock (which runs the renewals) through the E2E hook. */
export async function advance(api: Api, seconds: number): Promise<void> {
  const res = await api.call('POST', '/api/e2e/payments/clock', { body: { advance_seconds: seconds } });
  if (res.status !== 200) throw new Error(`clock: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Subjects of the mails sent to `email`, oldest first. */
export async function mailSubjects(ctx: TestContext, email: string): Promise<string[]> {
  const rows = await ctx.testDb.db.select({ subject: devMailbox.subject, id: devMailbox.id }).from(devMailbox).where(eq(devMailbox.toAddress, email));
  return rows.sort((a, b) => Number(a.id) - Number(b.id)).map((r) => r.subject);
}

export const DAY = 86_400;
