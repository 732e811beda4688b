// What hosts set: plans and their prices, a product's web price, complimentary access, the grace after a failed renewal.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { paymentMessages } from '../../../schema/payments/payment-rules';
import type { grantBody, hostPlan, newPlanPrice, planCreateBody, planUpdateBody, productAnswer } from '../../../schema/payments/wire';
import { HttpError } from '../../core/http-error';
import type { Database } from '../../db/connect';
import { users } from '../account/users-schema';
import { products } from '../courses/course-schema';
import { paymentsNow } from './clock';
import { announceHoldings } from './owned';
import { paymentSettings, planGrants, planPrices, plans } from './payments-schema';
import { webSubscriptionOf } from './purchases';

type HostPlan = z.infer<typeof hostPlan>;
type NewPrice = z.infer<typeof newPlanPrice>;

async function hostPlanOf(db: Database, id: number): Promise<HostPlan> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, id));
  if (!plan) throw new HttpError(404, paymentMessages.planNotFound);
  const prices = await db.select().from(planPrices).where(eq(planPrices.planId, id)).orderBy(asc(planPrices.id));
  return {
    id: plan.id,
    name: plan.name,
    title: plan.title,
    description: plan.description,
    icon_url: plan.iconUrl,
    position: plan.position,
    prices: prices.map((p) => ({ ...webSubscriptionOf(p), active: p.active, rank: p.rank })),
  };
}

const priceRows = (planId: number, rank: number, prices: readonly NewPrice[]) =>
  prices.map((p) => ({ planId, rank, intervalPeriod: p.interval_period, priceInCents: p.price_in_cents, currency: p.currency }));

export async function createPlan(db: Database, body: z.infer<typeof planCreateBody>): Promise<HostPlan> {
  const id = await db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(plans)
      .values({ name: body.name, title: body.title, description: body.description ?? null, iconUrl: body.icon_url ?? null, position: body.position ?? 0 })
      .onConflictDoNothing()
      .returning({ id: plans.id });
    if (!plan) throw new HttpError(409, paymentMessages.planNameTaken);
    if (body.prices.length > 0) await tx.insert(planPrices).values(priceRows(plan.id, body.rank ?? 0, body.prices));
    return plan.id;
  });
  return hostPlanOf(db, id);
}

/** A price a member pays is never rewritten: new prices are added, old ones taken off sale (subscriptions keep theirs). */
export async function updatePlan(db: Database, id: number, body: z.infer<typeof planUpdateBody>): Promise<HostPlan> {
  await db.transaction(async (tx) => {
    const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, id)).for('update');
    if (!plan) throw new HttpError(404, paymentMessages.planNotFound);
    const words = {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.icon_url !== undefined ? { iconUrl: body.icon_url } : {}),
      ...(body.position !== undefined ? { position: body.position } : {}),
    };
    if (Object.keys(words).length > 0) await tx.update(plans).set(words).where(eq(plans.id, id));
    if (body.rank !== undefined) await tx.update(planPrices).set({ rank: body.rank }).where(eq(planPrices.planId, id));
    if (body.deactivate_price_ids?.length) {
      await tx.update(planPrices).set({ active: false }).where(and(eq(planPrices.planId, id), inArray(planPrices.id, body.deactivate_price_ids)));
    }
    if (body.add_prices?.length) {
      const [any] = await tx.select({ rank: planPrices.rank }).from(planPrices).where(eq(planPrices.planId, id)).limit(1);
      await tx.insert(planPrices).values(priceRows(id, body.rank ?? any?.rank ?? 0, body.add_prices));
    }
  });
  return hostPlanOf(db, id);
}

export async function priceProduct(db: Database, id: number, body: { price_in_cents: number | null; currency: string | null }): Promise<z.infer<typeof productAnswer>> {
  if ((body.price_in_cents === null) !== (body.currency === null)) throw new HttpError(422, paymentMessages.productNotPriced);
  const [p] = await db.update(products).set({ priceInCents: body.price_in_cents, currency: body.currency }).where(eq(products.id, id)).returning();
  if (!p) throw new HttpError(404, paymentMessages.productNotFound);
  return { product: { id: p.id, name: p.name, price_in_cents: p.priceInCents, currency: p.currency } };
}

async function planExists(db: Database, id: number): Promise<void> {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, id));
  if (!plan) throw new HttpError(404, paymentMessages.planNotFound);
}

export async function listGrants(db: Database, planId: number) {
  await planExists(db, planId);
  const now = paymentsNow();
  const rows = await db.select().from(planGrants).where(eq(planGrants.planId, planId)).orderBy(asc(planGrants.id));
  return {
    grants: rows.filter((g) => g.endsAt === null || g.endsAt > now).map((g) => ({ user_id: g.userId, ends_at: g.endsAt ? g.endsAt.toISOString() : null })),
  };
}

/** Complimentary access: one grant per member and plan (a second replaces the first's end); the member's devices hear at once. */
export async function grantPlan(db: Database, planId: number, grantedBy: number, body: z.infer<typeof grantBody>) {
  await planExists(db, planId);
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, body.user_id), ne(users.state, 'deleted')));
    if (!member) throw new HttpError(404, paymentMessages.memberNotFound);
    await tx.delete(planGrants).where(and(eq(planGrants.planId, planId), eq(planGrants.userId, member.id)));
    await tx.insert(planGrants).values({ planId, userId: member.id, grantedBy, endsAt: body.ends_at ? new Date(body.ends_at) : null });
    await announceHoldings(tx, member.id);
  });
  return listGrants(db, planId);
}

export async function revokeGrant(db: Database, planId: number, userId: number) {
  await planExists(db, planId);
  await db.transaction(async (tx) => {
    const gone = await tx.delete(planGrants).where(and(eq(planGrants.planId, planId), eq(planGrants.userId, userId))).returning({ id: planGrants.id });
    if (gone.length > 0) await announceHoldings(tx, userId);
  });
  return listGrants(db, planId);
}

export async function readPaymentSettings(db: Database) {
  const [s] = await db.select().from(paymentSettings);
  return { payment_settings: { grace_days: s?.graceDays ?? 7 } };
}

export async function updatePaymentSettings(db: Database, graceDays: number) {
  await db.insert(paymentSettings).values({ id: 1, graceDays }).onConflictDoUpdate({ target: paymentSettings.id, set: { graceDays } });
  return readPaymentSettings(db);
}
