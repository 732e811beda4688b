// GET /api/v2/paywall: the plans with their prices on sale, the products priced for the web, the host's description, who takes the payment.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { PaywallAnswer } from '../../../schema/payments/wire';
import type { Database } from '../../db/connect';
import { loadConfiguration } from '../configuration/configuration';
import { products } from '../courses/course-schema';
import { subunitToUnit } from './money';
import { planPrices, plans } from './payments-schema';
import type { PaymentProvider } from './provider';
import { webSubscriptionOf } from './purchases';

export async function readPaywall(db: Database, provider: PaymentProvider['name']): Promise<PaywallAnswer> {
  const [planRows, priceRows, productRows, config] = await Promise.all([
    db.select().from(plans).orderBy(asc(plans.position), asc(plans.id)),
    db.select().from(planPrices).where(eq(planPrices.active, true)).orderBy(asc(planPrices.rank), asc(planPrices.priceInCents), asc(planPrices.id)),
    db
      .select()
      .from(products)
      .where(and(eq(products.webPurchasable, true), isNotNull(products.priceInCents), isNotNull(products.currency)))
      .orderBy(asc(products.id)),
    loadConfiguration(db),
  ]);
  // The configuration may carry the host's words for the paywall; none: null.
  const description = (config as unknown as Record<string, unknown>).paywall_description;
  return {
    plans: planRows.map((p) => ({
      name: p.name,
      title: p.title,
      icon_url: p.iconUrl,
      description: p.description,
      web_subscriptions: priceRows.filter((r) => r.planId === p.id).map(webSubscriptionOf),
    })),
    products: productRows.map((p) => ({
      id: p.id,
      name: p.name,
      price_in_cents: p.priceInCents!,
      currency: p.currency!,
      currency_subunit_to_unit: subunitToUnit(p.currency!),
    })),
    paywall_description: typeof description === 'string' && description.trim() !== '' ? description : null,
    provider,
  };
}
