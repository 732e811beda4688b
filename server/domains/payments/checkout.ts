// Opening a checkout: the price read from our tables (never the client's), refusals of what the member holds, one provider customer per member.
import { and, eq } from 'drizzle-orm';
import type { CheckoutAnswer, CheckoutBody } from '../../../schema/payments/wire';
import { paymentMessages } from '../../../schema/payments/payment-rules';
import { HttpError } from '../../core/http-error';
import type { Database } from '../../db/connect';
import { appLink, type AccountSettings } from '../account/account-context';
import type { UserRow } from '../account/users-schema';
import { productOwners, products } from '../courses/course-schema';
import { paymentsNow } from './clock';
import { holdingsOf } from './holdings';
import { checkoutSessions, paymentCustomers, planPrices, plans, subscriptionPurchases } from './payments-schema';
import type { CheckoutRequest, PaymentProvider } from './provider';

const CHECKOUT_HOURS = 24;

/** The member's customer at the provider: the stored one, else made once (a race between two checkouts keeps the first). */
export async function customerOf(db: Database, provider: PaymentProvider, user: Pick<UserRow, 'id' | 'email' | 'username'>): Promise<string> {
  const find = async () =>
    (
      await db
        .select({ id: paymentCustomers.providerCustomerId })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.userId, user.id), eq(paymentCustomers.provider, provider.name)))
    )[0]?.id;
  const known = await find();
  if (known) return known;
  const made = await provider.createCustomer({ email: user.email, name: user.username, userId: user.id });
  await db.insert(paymentCustomers).values({ userId: user.id, provider: provider.name, providerCustomerId: made }).onConflictDoNothing();
  return (await find()) ?? made;
}

/** What the body asks to buy, priced from our tables; refusals in the capability's words. */
async function priceOf(db: Database, userId: number, body: CheckoutBody): Promise<{ mode: CheckoutRequest['mode']; price: CheckoutRequest['price']; planPriceId: number | null; productId: number | null }> {
  if ('subscription_id' in body) {
    const [p] = await db
      .select({ price: planPrices, planName: plans.name, planTitle: plans.title })
      .from(planPrices)
      .innerJoin(plans, eq(plans.id, planPrices.planId))
      .where(and(eq(planPrices.id, body.subscription_id), eq(planPrices.active, true)));
    if (!p) throw new HttpError(404, paymentMessages.planNotFound);
    if ((await holdingsOf(db, userId)).plans.includes(p.planName)) throw new HttpError(409, paymentMessages.alreadyHeld);
    if (body.subscription_purchase_id != null) {
      const [own] = await db
        .select({ id: subscriptionPurchases.id })
        .from(subscriptionPurchases)
        .where(and(eq(subscriptionPurchases.id, body.subscription_purchase_id), eq(subscriptionPurchases.userId, userId)));
      if (!own) throw new HttpError(404, paymentMessages.purchaseNotFound);
    }
    const { price } = p;
    return {
      mode: 'subscription',
      planPriceId: price.id,
      productId: null,
      price: { providerPriceId: price.providerPriceId, ourId: price.id, amountInCents: price.priceInCents, currency: price.currency, interval: price.intervalPeriod, name: p.planTitle },
    };
  }
  const [product] = await db.select().from(products).where(eq(products.id, body.product_id));
  if (!product || !product.webPurchasable || product.priceInCents === null || product.currency === null) throw new HttpError(404, paymentMessages.productNotFound);
  const [owned] = await db
    .select({ id: productOwners.productId })
    .from(productOwners)
    .where(and(eq(productOwners.productId, product.id), eq(productOwners.userId, userId)));
  if (owned) throw new HttpError(409, paymentMessages.productAlreadyOwned);
  return {
    mode: 'payment',
    planPriceId: null,
    productId: product.id,
    price: { providerPriceId: product.providerPriceId, ourId: product.id, amountInCents: product.priceInCents, currency: product.currency, interval: null, name: product.name },
  };
}

/**
 * POST /api/v2/stripe_checkout_sessions. The provider sends the member back with `subscription_success=true` or
 * `subscription_cancelled=true` on our paths; neither grants anything (only the provider's event does).
 */
export async function openCheckout(db: Database, provider: PaymentProvider, settings: AccountSettings, user: UserRow, body: CheckoutBody): Promise<CheckoutAnswer> {
  const { mode, price, planPriceId, productId } = await priceOf(db, user.id, body);
  const customerId = await customerOf(db, provider, user);
  const subscriptionPurchaseId = 'subscription_id' in body ? (body.subscription_purchase_id ?? null) : null;
  const session = await provider.createCheckout({
    customerId,
    mode,
    price,
    successUrl: appLink(settings, body.success_path, { subscription_success: 'true' }),
    cancelUrl: appLink(settings, body.cancel_path, { subscription_cancelled: 'true' }),
    metadata: { user_id: String(user.id), ...(planPriceId !== null ? { plan_price_id: String(planPriceId) } : { product_id: String(productId) }) },
  });
  await db.insert(checkoutSessions).values({
    id: session.id,
    userId: user.id,
    provider: provider.name,
    planPriceId,
    productId,
    subscriptionPurchaseId,
    successPath: body.success_path,
    cancelPath: body.cancel_path,
    status: 'open',
    expiresAt: new Date(paymentsNow().getTime() + CHECKOUT_HOURS * 3_600_000),
  });
  return { stripe_checkout_session: session };
}
