// The local provider's objects as Stripe's API writes them, and its ids and times.
import { randomBytes } from 'node:crypto';
import type { localSubscriptions } from './local-schema';

export type LocalSubscription = typeof localSubscriptions.$inferSelect;

export const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('base64url')}`;
export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
export const DAY_MS = 86_400_000;
/** How long a checkout may wait for Pay (Stripe's Checkout default). */
export const CHECKOUT_LIFETIME_MS = DAY_MS;

/** A subscription as Stripe's API writes it (the fields fulfilment and the tests read). */
export function subscriptionObject(s: LocalSubscription): Record<string, unknown> {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    current_period_start: seconds(s.currentPeriodStart),
    current_period_end: seconds(s.currentPeriodEnd),
    cancel_at_period_end: s.cancelAtPeriodEnd,
    ended_at: s.endedAt ? seconds(s.endedAt) : null,
    items: { data: [{ price: { id: String(s.priceId), metadata: { plan_price_id: String(s.priceId) } } }] },
    metadata: s.metadata,
  };
}

export function withQuery(url: string, query: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
  return u.toString();
}
