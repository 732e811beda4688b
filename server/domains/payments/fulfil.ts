// The one fulfilment path of both providers: record the event once, read the object's current state from the provider, apply it unless older than the last applied, mail after commit.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { productOwners, products } from '../courses/course-schema';
import { paymentsNow } from './clock';
import { announceHoldings } from './owned';
import type { PaymentNote } from './payment-mails';
import {
  checkoutSessions,
  invoices,
  paymentEvents,
  paymentSettings,
  planPrices,
  plans,
  productPurchases,
  subscriptionPurchases,
  type SubscriptionStatus,
} from './payments-schema';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './provider';

type Purchase = typeof subscriptionPurchases.$inferSelect;
const DAY_MS = 86_400_000;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : 0);
/** An id field that Stripe writes as a string or, expanded, as an object with an id. */
const idOf = (v: unknown): string | null => str(v) ?? (typeof v === 'object' && v !== null ? str((v as { id?: unknown }).id) : null);

/** The subscription an event is about, read from the provider before the transaction (Stripe's API is a network call). */
function subscriptionIdOf(event: ProviderEvent): string | null {
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

async function planTitle(tx: Database, priceId: number): Promise<string> {
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
  // A downgrade waits for the period's end: the provider may bill the new price from the next renewal already.
  const waiting = row.pendingPlanPriceId !== null && priceId === row.pendingPlanPriceId && state.currentPeriodEnd.getTime() <= row.currentPeriodEnd.getTime();
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

/** Writes an invoice once (a provider's invoice id is unique). */
async function recordInvoice(tx: Database, values: typeof invoices.$inferInsert): Promise<void> {
  await tx.insert(invoices).values(values).onConflictDoNothing();
}

async function onCheckoutCompleted(tx: Database, provider: PaymentProvider['name'], event: ProviderEvent, state: ProviderSubscription | null, notes: PaymentNote[]) {
  const o = event.object;
  const [checkout] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, idOf(o.id) ?? ''));
  if (!checkout) return;
  await tx.update(checkoutSessions).set({ status: 'complete' }).where(eq(checkoutSessions.id, checkout.id));
  if (state) {
    await applySubscription(tx, provider, state, event.occurredAt, notes, checkout.userId);
    return;
  }
  if (checkout.productId === null) return;
  const paymentId = idOf(o.payment_intent) ?? checkout.id;
  const [purchase] = await tx
    .insert(productPurchases)
    .values({ userId: checkout.userId, productId: checkout.productId, provider, providerPaymentId: paymentId, status: 'paid' })
    .onConflictDoNothing()
    .returning();
  if (!purchase) return;
  await tx.insert(productOwners).values({ productId: checkout.productId, userId: checkout.userId }).onConflictDoNothing();
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, checkout.productId));
  await recordInvoice(tx, {
    userId: checkout.userId,
    productPurchaseId: purchase.id,
    provider,
    providerInvoiceId: paymentId,
    description: product?.name ?? '',
    amountInCents: num(o.amount_total),
    currency: str(o.currency) ?? 'eur',
    status: 'paid',
  });
  notes.push({ kind: 'confirmed', userId: checkout.userId, what: product?.name ?? '' });
  await announceHoldings(tx, checkout.userId);
}

async function onCheckoutFailed(tx: Database, provider: PaymentProvider['name'], event: ProviderEvent, declined: boolean) {
  const o = event.object;
  const [checkout] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, idOf(o.id) ?? ''));
  if (!checkout || checkout.status !== 'open') return;
  await tx.update(checkoutSessions).set({ status: declined ? 'declined' : 'cancelled' }).where(eq(checkoutSessions.id, checkout.id));
  if (!declined) return;
  const what =
    checkout.planPriceId !== null
      ? await planTitle(tx, checkout.planPriceId)
      : ((await tx.select({ name: products.name }).from(products).where(eq(products.id, checkout.productId ?? 0)))[0]?.name ?? '');
  await recordInvoice(tx, {
    userId: checkout.userId,
    provider,
    providerInvoiceId: `${checkout.id}:declined`,
    description: what,
    amountInCents: num(o.amount_total),
    currency: str(o.currency) ?? 'eur',
    status: 'failed',
  });
}

async function onInvoice(tx: Database, provider: PaymentProvider['name'], event: ProviderEvent, state: ProviderSubscription | null, notes: PaymentNote[]) {
  if (!state) return;
  const purchase = await applySubscription(tx, provider, state, event.occurredAt, notes);
  if (!purchase) return;
  const paid = event.type === 'invoice.paid';
  await recordInvoice(tx, {
    userId: purchase.userId,
    subscriptionPurchaseId: purchase.id,
    provider,
    providerInvoiceId: idOf(event.object.id),
    description: await planTitle(tx, purchase.planPriceId),
    amountInCents: paid ? num(event.object.amount_paid) : num(event.object.amount_due),
    currency: str(event.object.currency) ?? 'eur',
    status: paid ? 'paid' : 'failed',
  });
}

/** A refund ends what it paid for: a product's ownership goes, a subscription ends now. */
async function onRefund(tx: Database, provider: PaymentProvider['name'], event: ProviderEvent) {
  const paymentId = idOf(event.object.payment_intent);
  const invoiceId = idOf(event.object.invoice);
  if (paymentId) {
    const [bought] = await tx
      .update(productPurchases)
      .set({ status: 'refunded' })
      .where(and(eq(productPurchases.provider, provider), eq(productPurchases.providerPaymentId, paymentId), eq(productPurchases.status, 'paid')))
      .returning();
    if (bought) {
      await tx.delete(productOwners).where(and(eq(productOwners.productId, bought.productId), eq(productOwners.userId, bought.userId)));
      await tx.update(invoices).set({ status: 'refunded' }).where(eq(invoices.productPurchaseId, bought.id));
      await announceHoldings(tx, bought.userId);
      return;
    }
  }
  const byInvoice = invoiceId ?? paymentId;
  if (!byInvoice) return;
  const [invoice] = await tx
    .update(invoices)
    .set({ status: 'refunded' })
    .where(and(eq(invoices.provider, provider), eq(invoices.providerInvoiceId, byInvoice)))
    .returning();
  if (!invoice?.subscriptionPurchaseId) return;
  const now = paymentsNow();
  const [ended] = await tx
    .update(subscriptionPurchases)
    .set({ status: 'ended', endedAt: now, pendingPlanPriceId: null, graceEndsAt: null })
    .where(and(eq(subscriptionPurchases.id, invoice.subscriptionPurchaseId), sql`${subscriptionPurchases.endedAt} is null`))
    .returning();
  // No mail: the refund is the host's act, and the provider's receipt tells the member.
  if (ended) await announceHoldings(tx, ended.userId);
}

/**
 * Applies a verified event once. The provider's state of its subscription is read first (outside the transaction:
 * Stripe's API is a network call, and PGlite has one connection); then, in one transaction, the event is recorded in
 * the ledger (a replay, or the same event reaching a second process, inserts nothing and stops there) and applied.
 * Answers what the member is to be told, for after commit, or null when the event was already applied.
 */
export async function fulfilEvent(db: Database, provider: PaymentProvider, event: ProviderEvent): Promise<PaymentNote[] | null> {
  const [seen] = await db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider.name), eq(paymentEvents.eventId, event.id)));
  if (seen) return null;
  const subscriptionId = subscriptionIdOf(event);
  const state = subscriptionId ? await provider.retrieveSubscription(subscriptionId).catch(() => null) : null;
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider: provider.name, eventId: event.id, type: event.type, occurredAt: event.occurredAt })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (!recorded) return null;
    const notes: PaymentNote[] = [];
    switch (event.type) {
      case 'checkout.session.completed':
        await onCheckoutCompleted(tx, provider.name, event, state, notes);
        break;
      case 'checkout.session.async_payment_failed':
        await onCheckoutFailed(tx, provider.name, event, true);
        break;
      case 'checkout.session.expired':
        await onCheckoutFailed(tx, provider.name, event, false);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        if (state) await applySubscription(tx, provider.name, state, event.occurredAt, notes);
        break;
      case 'invoice.paid':
      case 'invoice.payment_failed':
        await onInvoice(tx, provider.name, event, state, notes);
        break;
      case 'charge.refunded':
        await onRefund(tx, provider.name, event);
        break;
      default:
        break;
    }
    return notes;
  });
}
