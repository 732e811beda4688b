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
  productPurchases,
  subscriptionPurchases,
} from './payments-schema';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './provider';

import { applySubscription, idOf, num, planTitle, str, subscriptionIdOf } from './subscription-state';

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
 * A subscription the provider does not have (404) is nothing to apply. Any other failure (Stripe unreachable) refuses
 * the event before the ledger records it, so the provider sends it again rather than it being marked applied unread.
 */
function nullIfMissing(err: unknown): null {
  const status = (err as { status?: unknown; statusCode?: unknown } | null) ?? {};
  if (status.status === 404 || status.statusCode === 404) return null;
  throw err;
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
  const state = subscriptionId ? await provider.retrieveSubscription(subscriptionId).catch(nullIfMissing) : null;
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
