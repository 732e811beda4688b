// What a member owns in user data's words (docs/product.md 3 "User data"): owned web subscriptions and products, and the plans held.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { HoldingsData } from '../../../schema/payments/wire';
import type { Database } from '../../db/connect';
import { appendChanges } from '../../core/changes';
import { productOwners, products } from '../courses/course-schema';
import { paymentsNow } from './clock';
import { holdingsOf } from './holdings';
import { planPrices, plans, subscriptionPurchases } from './payments-schema';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The member's subscriptions not yet incomplete-abandoned, newest first, and their products, as user data lists them. */
export async function ownedOf(db: Database, userId: number, now: Date = paymentsNow()): Promise<HoldingsData> {
  const [held, subs, owned] = await Promise.all([
    holdingsOf(db, userId, now),
    db
      .select({ purchase: subscriptionPurchases, planName: plans.name })
      .from(subscriptionPurchases)
      .innerJoin(planPrices, eq(planPrices.id, subscriptionPurchases.planPriceId))
      .innerJoin(plans, eq(plans.id, planPrices.planId))
      .where(and(eq(subscriptionPurchases.userId, userId), inArray(subscriptionPurchases.status, ['active', 'past_due', 'ended'])))
      .orderBy(desc(subscriptionPurchases.id)),
    db
      .select({ id: products.id, name: products.name })
      .from(productOwners)
      .innerJoin(products, eq(products.id, productOwners.productId))
      .where(eq(productOwners.userId, userId))
      .orderBy(products.id),
  ]);
  return {
    plans: held.plans,
    owned_web_subscriptions: subs.map(({ purchase: p, planName }) => ({
      web_subscription: { id: p.planPriceId },
      cancelled_at: iso(p.cancelledAt),
      current_period_end: iso(p.currentPeriodEnd),
      ended_at: iso(p.endedAt),
      id: p.id,
      plan_name: planName,
      grace_ends_at: iso(p.graceEndsAt),
    })),
    owned_products: owned,
  };
}

/** Tells the member's devices that what they hold changed; call last in the transaction that changed it. */
export async function announceHoldings(tx: Database, userId: number): Promise<void> {
  await appendChanges(tx, [{ kind: 'holdings.upsert', entityId: userId, userId }]);
}

/** User data's owned lists (without the plan names, which only the change carries). */
export async function ownedLists(db: Database, userId: number): Promise<Omit<HoldingsData, 'plans'>> {
  const { owned_web_subscriptions, owned_products } = await ownedOf(db, userId);
  return { owned_web_subscriptions, owned_products };
}
