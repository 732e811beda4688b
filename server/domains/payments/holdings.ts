// What a member holds now, the one answer every route, the change feed's audiences and realtime use (docs/architecture.md "Paid plans").
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { productOwners } from '../courses/course-schema';
import { paymentsNow } from './clock';
import { planGrants, planPrices, plans, subscriptionPurchases } from './payments-schema';

/**
 * A subscription gives its plan while it runs: active (a cancelled one up to its period's end), or past due up to its
 * grace's end. The statuses are the provider's; the times are checked here too, so access ends on time even before a
 * late event or the renewal job has run.
 */
export const subscriptionHolds = (now: Date) =>
  and(
    isNull(subscriptionPurchases.endedAt),
    or(
      and(eq(subscriptionPurchases.status, 'active'), gt(subscriptionPurchases.currentPeriodEnd, now)),
      and(eq(subscriptionPurchases.status, 'past_due'), gt(subscriptionPurchases.graceEndsAt, now)),
    ),
  );

const grantHolds = (now: Date) => or(isNull(planGrants.endsAt), gt(planGrants.endsAt, now));

export interface Holdings {
  /** Plan names (what content's required_plan names). */
  plans: string[];
  /** Product ids (course tiers). */
  products: number[];
}

/** What `userId` holds at `now`: plans through a running subscription or a host's grant, products bought or granted. */
export async function holdingsOf(db: Database, userId: number, now: Date = paymentsNow()): Promise<Holdings> {
  const [bought, granted, owned] = await Promise.all([
    db
      .selectDistinct({ name: plans.name })
      .from(subscriptionPurchases)
      .innerJoin(planPrices, eq(planPrices.id, subscriptionPurchases.planPriceId))
      .innerJoin(plans, eq(plans.id, planPrices.planId))
      .where(and(eq(subscriptionPurchases.userId, userId), subscriptionHolds(now))),
    db
      .selectDistinct({ name: plans.name })
      .from(planGrants)
      .innerJoin(plans, eq(plans.id, planGrants.planId))
      .where(and(eq(planGrants.userId, userId), grantHolds(now))),
    db.select({ id: productOwners.productId }).from(productOwners).where(eq(productOwners.userId, userId)),
  ]);
  return { plans: [...new Set([...bought, ...granted].map((r) => r.name))].sort(), products: owned.map((r) => r.id).sort((a, b) => a - b) };
}

/** The members among `userIds` who hold `planName` at `now` (an audience's filter for a premium row). */
export async function holdersOf(db: Database, planName: string, userIds: readonly number[], now: Date = paymentsNow()): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, planName));
  if (!plan) return new Set();
  const [bought, granted] = await Promise.all([
    db
      .selectDistinct({ userId: subscriptionPurchases.userId })
      .from(subscriptionPurchases)
      .innerJoin(planPrices, eq(planPrices.id, subscriptionPurchases.planPriceId))
      .where(and(eq(planPrices.planId, plan.id), inArray(subscriptionPurchases.userId, [...userIds]), subscriptionHolds(now))),
    db
      .selectDistinct({ userId: planGrants.userId })
      .from(planGrants)
      .where(and(eq(planGrants.planId, plan.id), inArray(planGrants.userId, [...userIds]), grantHolds(now))),
  ]);
  return new Set([...bought, ...granted].map((r) => r.userId));
}

/** SQL true when the member `userId` holds the plan named by `planColumn` (null: no plan needed), for reads that filter in the query. */
export function holdsPlanSql(userId: number, planColumn: unknown, now: Date = paymentsNow()) {
  const at = now.toISOString();
  return sql`(${planColumn} is null or ${planColumn} in (
    select p.name from subscription_purchases sp join plan_prices pp on pp.id = sp.plan_price_id join plans p on p.id = pp.plan_id
     where sp.user_id = ${userId} and sp.ended_at is null
       and ((sp.status = 'active' and sp.current_period_end > ${at}) or (sp.status = 'past_due' and sp.grace_ends_at > ${at}))
    union select p.name from plan_grants g join plans p on p.id = g.plan_id
     where g.user_id = ${userId} and (g.ends_at is null or g.ends_at > ${at})))`;
}

/** SQL true when the member `userId` holds the product named by `productColumn` (a course's tier), for reads that filter in the query. */
export function holdsProductSql(userId: number, productColumn: unknown) {
  return sql<boolean>`exists (select 1 from product_owners o where o.product_id = ${productColumn} and o.user_id = ${userId})`;
}
