// A member's own subscription purchases: the list, cancel at the period's end, undo, a change's preview and the change (upgrade now, downgrade at the period's end).
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paymentMessages } from '../../../schema/payments/payment-rules';
import type { Invoice, Upcoming, WebSubscription, WebSubscriptionPurchase } from '../../../schema/payments/wire';
import { HttpError } from '../../core/http-error';
import type { Database } from '../../db/connect';
import { paymentsNow } from './clock';
import { applySubscription } from './subscription-state';
import { subunitToUnit } from './money';
import type { PaymentNote } from './payment-mails';
import { invoices, paymentPreviews, planPrices, plans, subscriptionPurchases } from './payments-schema';
import type { CheckoutRequest, PaymentProvider } from './provider';

type Price = typeof planPrices.$inferSelect;
type Purchase = typeof subscriptionPurchases.$inferSelect;

/** How long a preview's proration date may be named by the change. */
const PREVIEW_MINUTES = 30;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export const webSubscriptionOf = (p: Price): WebSubscription => ({
  id: p.id,
  interval_period: p.intervalPeriod,
  price_in_cents: p.priceInCents,
  currency: p.currency,
  currency_subunit_to_unit: subunitToUnit(p.currency),
});

const pending = alias(planPrices, 'pending_price');

async function purchaseViews(db: Database, where: ReturnType<typeof and>): Promise<WebSubscriptionPurchase[]> {
  const rows = await db
    .select({ purchase: subscriptionPurchases, price: planPrices, plan: plans, pending })
    .from(subscriptionPurchases)
    .innerJoin(planPrices, eq(planPrices.id, subscriptionPurchases.planPriceId))
    .innerJoin(plans, eq(plans.id, planPrices.planId))
    .leftJoin(pending, eq(pending.id, subscriptionPurchases.pendingPlanPriceId))
    .where(where)
    .orderBy(desc(subscriptionPurchases.id));
  return rows.map(({ purchase: p, price, plan, pending: next }) => ({
    id: p.id,
    web_subscription: webSubscriptionOf(price),
    plan_name: plan.name,
    plan_title: plan.title,
    status: p.status === 'incomplete' ? 'ended' : p.status,
    started_at: p.startedAt.toISOString(),
    current_period_end: p.currentPeriodEnd.toISOString(),
    cancelled_at: iso(p.cancelledAt),
    grace_ends_at: iso(p.graceEndsAt),
    ended_at: iso(p.endedAt),
    pending_web_subscription: next ? webSubscriptionOf(next) : null,
  }));
}

/** GET /api/v2/web_subscription_purchases: the member's own (not the checkouts never paid), newest first. */
export function listPurchases(db: Database, userId: number): Promise<WebSubscriptionPurchase[]> {
  return purchaseViews(db, and(eq(subscriptionPurchases.userId, userId), inArray(subscriptionPurchases.status, ['active', 'past_due', 'ended'])));
}

export async function purchaseView(db: Database, id: number): Promise<WebSubscriptionPurchase> {
  const [view] = await purchaseViews(db, and(eq(subscriptionPurchases.id, id)));
  if (!view) throw new HttpError(404, paymentMessages.purchaseNotFound);
  return view;
}

/** The member's own purchase; another member's is not found, never forbidden (its existence is not theirs to learn). */
export async function ownPurchase(db: Database, userId: number, id: number): Promise<Purchase> {
  const [p] = await db
    .select()
    .from(subscriptionPurchases)
    .where(and(eq(subscriptionPurchases.id, id), eq(subscriptionPurchases.userId, userId), inArray(subscriptionPurchases.status, ['active', 'past_due', 'ended'])));
  if (!p) throw new HttpError(404, paymentMessages.purchaseNotFound);
  return p;
}

/** A purchase the provider still runs: not ended, with the provider's id. */
function running(p: Purchase): string {
  if (p.status === 'ended' || p.endedAt !== null || !p.providerSubscriptionId) throw new HttpError(422, paymentMessages.notChangeable);
  return p.providerSubscriptionId;
}

export interface PurchaseDeps {
  db: Database;
  provider: PaymentProvider;
  /** Mails after commit (fulfilment's words). */
  tell: (notes: PaymentNote[]) => void;
}

/** Applies the provider's answer through fulfilment's one function, then the member's view. */
async function applyAnswer(deps: PurchaseDeps, purchase: Purchase, state: Awaited<ReturnType<PaymentProvider['retrieveSubscription']>>): Promise<WebSubscriptionPurchase> {
  const notes: PaymentNote[] = [];
  await deps.db.transaction(async (tx) => {
    await applySubscription(tx, deps.provider.name, state, null, notes, purchase.userId);
  });
  deps.tell(notes);
  return purchaseView(deps.db, purchase.id);
}

/** POST .../cancel: at the period's end; asked twice, the same answer. */
export async function cancelPurchase(deps: PurchaseDeps, userId: number, id: number): Promise<WebSubscriptionPurchase> {
  const purchase = await ownPurchase(deps.db, userId, id);
  const subscriptionId = running(purchase);
  if (purchase.cancelledAt) return purchaseView(deps.db, id);
  return applyAnswer(deps, purchase, await deps.provider.setCancelAtPeriodEnd(subscriptionId, true));
}

/** POST .../resume: undoes a cancel while the period runs. */
export async function resumePurchase(deps: PurchaseDeps, userId: number, id: number): Promise<WebSubscriptionPurchase> {
  const purchase = await ownPurchase(deps.db, userId, id);
  const subscriptionId = running(purchase);
  if (!purchase.cancelledAt) throw new HttpError(422, paymentMessages.notCancelled);
  return applyAnswer(deps, purchase, await deps.provider.setCancelAtPeriodEnd(subscriptionId, false));
}

async function priceById(db: Database, id: number): Promise<Price & { planName: string; planTitle: string }> {
  const [p] = await db
    .select({ price: planPrices, planName: plans.name, planTitle: plans.title })
    .from(planPrices)
    .innerJoin(plans, eq(plans.id, planPrices.planId))
    .where(eq(planPrices.id, id));
  if (!p) throw new HttpError(404, paymentMessages.planNotFound);
  return { ...p.price, planName: p.planName, planTitle: p.planTitle };
}

/** An upgrade: a higher tier, or the same tier at a higher price (monthly to yearly); charged at once. */
const isUpgrade = (from: Price, to: Price) => to.rank > from.rank || (to.rank === from.rank && to.priceInCents > from.priceInCents);

async function changeTarget(deps: PurchaseDeps, userId: number, id: number, newPriceId: number) {
  const purchase = await ownPurchase(deps.db, userId, id);
  const subscriptionId = running(purchase);
  if (purchase.status !== 'active') throw new HttpError(422, paymentMessages.notChangeable);
  const to = await priceById(deps.db, newPriceId);
  if (!to.active) throw new HttpError(404, paymentMessages.planNotFound);
  if (to.id === purchase.planPriceId) throw new HttpError(422, paymentMessages.samePlan);
  const from = await priceById(deps.db, purchase.planPriceId);
  const newPrice: CheckoutRequest['price'] = {
    providerPriceId: to.providerPriceId,
    ourId: to.id,
    amountInCents: to.priceInCents,
    currency: to.currency,
    interval: to.intervalPeriod,
    name: to.planTitle,
  };
  return { purchase, subscriptionId, from, to, newPrice, upgrade: isUpgrade(from, to) };
}

/** POST .../upcoming: an upgrade's prorated charge now, or a downgrade's 0 from the period's end; the preview is kept for the change. */
export async function previewChange(deps: PurchaseDeps, userId: number, id: number, newPriceId: number): Promise<Upcoming> {
  const t = await changeTarget(deps, userId, id, newPriceId);
  const base = { currency: t.to.currency, currency_subunit_to_unit: subunitToUnit(t.to.currency) };
  let upcoming: Upcoming;
  if (t.upgrade) {
    const preview = await deps.provider.previewChange({ subscriptionId: t.subscriptionId, newPrice: t.newPrice, prorationDate: seconds(paymentsNow()) });
    upcoming = { ...base, amount_due_in_cents: preview.amountDueInCents, credit_in_cents: preview.creditInCents, proration_date: preview.prorationDate, effective: 'now' };
  } else {
    upcoming = { ...base, amount_due_in_cents: 0, credit_in_cents: 0, proration_date: seconds(paymentsNow()), effective: 'period_end' };
  }
  await deps.db
    .insert(paymentPreviews)
    .values({ subscriptionPurchaseId: t.purchase.id, planPriceId: t.to.id, prorationDate: upcoming.proration_date, createdAt: paymentsNow() })
    .onConflictDoNothing();
  return upcoming;
}

/**
 * POST .../change_subscription: the proration date must be a recent preview's of this change, so what is charged is
 * what was shown. An upgrade (or a downgrade asked `apply_now`) changes at once; a downgrade waits for the period's end
 * as the purchase's pending price, set before the provider is told so its event finds it waiting.
 */
export async function changePurchase(
  deps: PurchaseDeps,
  userId: number,
  id: number,
  body: { proration_date: number; new_web_subscription_id: number; apply_now?: boolean },
): Promise<WebSubscriptionPurchase> {
  const t = await changeTarget(deps, userId, id, body.new_web_subscription_id);
  const since = new Date(paymentsNow().getTime() - PREVIEW_MINUTES * 60_000);
  const [preview] = await deps.db
    .delete(paymentPreviews)
    .where(
      and(
        eq(paymentPreviews.subscriptionPurchaseId, t.purchase.id),
        eq(paymentPreviews.planPriceId, t.to.id),
        eq(paymentPreviews.prorationDate, body.proration_date),
        gt(paymentPreviews.createdAt, since),
      ),
    )
    .returning();
  if (!preview) throw new HttpError(422, paymentMessages.prorationExpired);
  const now = t.upgrade || body.apply_now === true;
  if (!now) {
    await deps.db.update(subscriptionPurchases).set({ pendingPlanPriceId: t.to.id }).where(eq(subscriptionPurchases.id, t.purchase.id));
  }
  try {
    const state = await deps.provider.changePrice({ subscriptionId: t.subscriptionId, newPrice: t.newPrice, prorationDate: body.proration_date, now });
    return await applyAnswer(deps, { ...t.purchase, pendingPlanPriceId: now ? null : t.to.id }, state);
  } catch (err) {
    if (!now) await deps.db.update(subscriptionPurchases).set({ pendingPlanPriceId: t.purchase.pendingPlanPriceId }).where(eq(subscriptionPurchases.id, t.purchase.id));
    throw err;
  }
}

/** GET /api/v2/invoices: what the member was charged, newest first. */
export async function listInvoices(db: Database, userId: number): Promise<Invoice[]> {
  const rows = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(200);
  return rows.map((r) => ({
    id: r.id,
    description: r.description,
    amount_in_cents: r.amountInCents,
    currency: r.currency,
    currency_subunit_to_unit: subunitToUnit(r.currency),
    status: r.status,
    created_at: r.createdAt.toISOString(),
  }));
}
