// The demo's paid plans (a "Supporter" tier monthly and yearly, a higher "Inner circle" tier) and the masterclass tier's web price, in euros.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { products } from '../domains/courses/course-schema';
import { planPrices, plans } from '../domains/payments/payments-schema';
import { demoMasterclass } from './demo-content';

/** Plan names are what premium content's required_plan names. */
export const demoPlans = [
  {
    name: 'supporter',
    title: 'Supporter',
    description: 'Support the studio and read every supporter post and article.',
    rank: 1,
    prices: [
      { intervalPeriod: 'month', priceInCents: 499 },
      { intervalPeriod: 'year', priceInCents: 4990 },
    ],
  },
  {
    name: 'inner-circle',
    title: 'Inner circle',
    description: 'Everything supporters get, plus the inner circle’s sessions and early releases.',
    rank: 2,
    prices: [
      { intervalPeriod: 'month', priceInCents: 1499 },
      { intervalPeriod: 'year', priceInCents: 14990 },
    ],
  },
] as const;

/** The masterclass's course tier, sold once on the web. */
export const DEMO_MASTERCLASS_PRICE = { priceInCents: 2900, currency: 'eur' } as const;

export async function seedPlans(tx: Database): Promise<void> {
  for (const [position, p] of demoPlans.entries()) {
    const [plan] = await tx.insert(plans).values({ name: p.name, title: p.title, description: p.description, position }).returning({ id: plans.id });
    await tx.insert(planPrices).values(p.prices.map((price) => ({ ...price, planId: plan!.id, currency: 'eur', rank: p.rank })));
  }
  await tx.update(products).set(DEMO_MASTERCLASS_PRICE).where(eq(products.name, demoMasterclass.product));
}
