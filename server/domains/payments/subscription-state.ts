// A subscription's state from its provider laid over our purchase: status, period, cancel, grace, a pending downgrade; holdings announced in the same transaction.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { paymentsNow } from './clock';
import { announceHoldings } from './owned';
import type { PaymentNote } from './payment-mails';
import {
  paymentSettings,
  planPrices,
  plans,
  subscriptionPurchases,
  type SubscriptionStatus,
} from './payments-schema';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './provider';

type Purchase = typeof subscriptionPurchases.$inferSelect;
const DAY_MS = 86_400_000;

export const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : 0);
/** An id field that Stripe writes as a string or, expanded, as an object with an id. */
export const idOf = (v: unknown): string | null => str(v) ?? (typeof v === 'object' && v !== null ? str((v as { id?: unknown }).id) : null);

/** The subscription an event is about, read from the provider before the transaction (Stripe's API is a network call). */
export function subscriptionIdOf(event: ProviderEvent): string | null {
  if (event.type.startsWith('customer.subscription.')) return idOf(event.object.id);
  if (event.type === 'checkout.session.completed') return idOf(event.object.subscription);
  if (event.type.startsWith('invoice.')) {
    // Stripe's newer API versions name an invoice's subscription under parent.subscription_details.
    const parent = event.object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
    return idOf(event.object.subscription) ?? idOf(parent?.subscription_details?.subscription);
  }
  return null;
}

function statusOf(s: ProviderSubscription): SubscriptionStatus {
  switch (s.status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'ended';
    default:
      return 'incomplete';
  }
}

async function ourPriceId(tx: Database, s: ProviderSubscription): Promise<number | null> {
  if (s.ourPriceId !== null) return s.ourPriceId;
  if (s.providerPriceId === null) return null;
  const [p] = await tx.select({ id: planPrices.id }).from(planPrices).where(eq(planPrices.providerPriceId, s.providerPriceId));
  return p?.id ?? null;
}

/** Stripe keeps a downgrade in a schedule: the subscription stays on its price and names the one it renews at. */
async function scheduledAtProvider(tx: Database, state: ProviderSubscription, pendingPriceId: number): Promise<boolean> {
  if (!state.pendingProviderPriceId) return false;
  const [p] = await tx.select({ providerPriceId: planPrices.providerPriceId }).from(planPrices).where(eq(planPrices.id, pendingPriceId));
  return p?.providerPriceId === state.pendingProviderPriceId;
}

export async function planTitle(tx: Database, priceId: number): Promise<string> {
  const [p] = await tx.select({ title: plans.title }).from(planPrices).innerJoin(plans, eq(plans.id, planPrices.planId)).where(eq(planPrices.id, priceId));
  return p?.title ?? '';
}

async function graceDays(tx: Database): Promise<number> {
  const [s] = await tx.select({ days: paymentSettings.graceDays }).from(paymentSettings);
  return s?.days ?? 7;
}

/**
 * Lays the provider's state of a subscription over our purchase (made when new, for the member the checkout or the
 * subscription's metadata names), says what the member is told, and announces their holdings in the same transaction.
 * `occurredAt`: the event's time (null: a route applying the provider's answer); an event older than the last one
 * applied changes nothing. Routes call this too, so whichever comes first (the answer or the event) applies it once.
 */
export async function applySubscription(
  tx: Database,
  provider: PaymentProvider['name'],
  state: ProviderSubscription,
  occurredAt: Date | null,
  notes: PaymentNote[],
  userIdHint: number | null = null,
): Promise<Purchase | null> {
  const now = paymentsNow();
  const priceId = await ourPriceId(tx, state);
  const [found] = await tx
    .select()
    .from(subscriptionPurchases)
    .where(and(eq(subscriptionPurchases.provider, provider), eq(subscriptionPurchases.providerSubscriptionId, state.id)))
    .for('update');
  let row = found;
  if (!row) {
    const userId = userIdHint ?? (Number(state.metadata.user_id) || null);
    if (userId === null || priceId === null) return null;
    [row] = await tx
      .insert(subscriptionPurchases)
      .values({ userId, planPriceId: priceId, provider, providerSubscriptionId: state.id, status: 'incomplete', startedAt: now, currentPeriodEnd: state.currentPeriodEnd })
      .onConflictDoNothing()
      .returning();
    if (!row) return applySubscription(tx, provider, state, occurredAt, notes, userIdHint);
  }
  if (occurredAt && row.lastEventAt && occurredAt.getTime() < row.lastEventAt.getTime()) return row;

  const status = statusOf(state);
  // A downgrade waits for the period's end: the local provider bills the new price from the next renewal already, Stripe's schedule names it.
  const waiting =
    row.pendingPlanPriceId !== null &&
    ((priceId === row.pendingPlanPriceId && state.currentPeriodEnd.getTime() <= row.currentPeriodEnd.getTime()) ||
      (priceId === row.planPriceId && (await scheduledAtProvider(tx, state, row.pendingPlanPriceId))));
  const planPriceId = priceId === null || waiting ? row.planPriceId : priceId;
  const pendingPlanPriceId = waiting ? row.pendingPlanPriceId : null;
  const graceEndsAt = status === 'past_due' ? (row.status === 'past_due' && row.graceEndsAt ? row.graceEndsAt : new Date(now.getTime() + (await graceDays(tx)) * DAY_MS)) : null;
  const cancelledAt = status === 'ended' ? row.cancelledAt : state.cancelAtPeriodEnd ? (row.cancelledAt ?? now) : null;
  const endedAt = status === 'ended' ? (row.endedAt ?? state.endedAt ?? now) : null;
  const next = {
    status,
    planPriceId,
    pendingPlanPriceId,
    currentPeriodEnd: state.currentPeriodEnd,
    graceEndsAt,
    cancelledAt,
    endedAt,
    lastEventAt: occurredAt && (!row.lastEventAt || occurredAt > row.lastEventAt) ? occurredAt : row.lastEventAt,
  };
  const [updated] = await tx.update(subscriptionPurchases).set(next).where(eq(subscriptionPurchases.id, row.id)).returning();

  const what = await planTitle(tx, planPriceId);
  const note = (kind: PaymentNote['kind'], until?: Date | null) => notes.push({ kind, userId: row.userId, what, until });
  if (status === 'active' && row.status === 'incomplete') note('confirmed');
  if (status === 'past_due' && row.status !== 'past_due') note('renewal_failed', graceEndsAt);
  if (status === 'ended' && row.status === 'past_due') note('grace_ended');
  if (status === 'active' && cancelledAt && !row.cancelledAt) note('cancelled', state.currentPeriodEnd);

  const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => k !== 'lastEventAt' && String(row[k]) !== String(next[k]));
  if (changed) await announceHoldings(tx, row.userId);
  return updated ?? row;
}
