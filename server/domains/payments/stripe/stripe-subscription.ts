// Stripe's subscription as the provider interface states it: status, price, period end (either API shape), cancel and end.
import type Stripe from 'stripe';
import type { ProviderSubscription } from '../provider';

const statuses: readonly ProviderSubscription['status'][] = [
  'incomplete',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete_expired',
  'trialing',
];

/**
 * Stripe's statuses beyond ours hold nothing: `paused` (a trial ended with no card) reads as unpaid, and a status a later
 * API version adds reads as incomplete, so an unknown state never grants access.
 */
function statusOf(status: string): ProviderSubscription['status'] {
  if ((statuses as readonly string[]).includes(status)) return status as ProviderSubscription['status'];
  return status === 'paused' ? 'unpaid' : 'incomplete';
}

/**
 * The period's end: API versions before 2025-03-31 keep it on the subscription, later ones on each item (Stripe's
 * changelog, "Adds subscription item-level billing periods"); with items of one interval they agree, else the latest.
 */
export function periodEndOf(sub: Stripe.Subscription): number {
  const legacy = (sub as Stripe.Subscription & { current_period_end?: number }).current_period_end;
  if (typeof legacy === 'number') return legacy;
  const ends = sub.items.data.map((item) => (item as Partial<Stripe.SubscriptionItem>).current_period_end).filter((end) => typeof end === 'number');
  if (ends.length === 0) throw new Error(`Stripe subscription ${sub.id} names no current period end`);
  return Math.max(...ends);
}

/** The one item a plan's subscription has (checkout sells one price at a time). */
export function planItemOf(sub: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = sub.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${sub.id} has no item`);
  return item;
}

function idOf(ref: string | { id: string } | null): string | null {
  return ref === null ? null : typeof ref === 'string' ? ref : ref.id;
}

/**
 * The price a schedule renews at: its phase starting at the period's end (the schedule is expanded on reading; a
 * subscription answered without it leaves the question open).
 */
function pendingPriceOf(sub: Stripe.Subscription, periodEnd: number): string | null | undefined {
  if (sub.schedule === null) return null;
  if (typeof sub.schedule === 'string') return undefined;
  const next = sub.schedule.phases.find((phase) => phase.start_date >= periodEnd);
  const price = next?.items[0]?.price;
  return price === undefined ? null : typeof price === 'string' ? price : price.id;
}

/**
 * Our price id is not carried: a plan change with `pending_if_incomplete` cannot update metadata, so a copy there would go
 * stale; fulfilment finds the plan price by `provider_price_id` instead.
 */
export function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = planItemOf(sub);
  const periodEnd = periodEndOf(sub);
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: statusOf(sub.status),
    providerPriceId: item.price?.id ?? null,
    ourPriceId: null,
    currentPeriodEnd: new Date(periodEnd * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    endedAt: sub.ended_at === null ? null : new Date(sub.ended_at * 1000),
    metadata: { ...sub.metadata },
    pendingProviderPriceId: pendingPriceOf(sub, periodEnd),
  };
}

/** The schedule a pending change at the period's end is kept in, if any. */
export function scheduleIdOf(sub: Stripe.Subscription): string | null {
  return idOf(sub.schedule);
}

/** Reading a subscription brings its schedule along, so a pending change is seen in the same answer. */
export const withSchedule = { expand: ['schedule'] };
