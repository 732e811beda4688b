// Paid plans on the wire: the paywall's plans and prices, checkout, the member's subscription purchases and their changes, invoices.
import { z } from 'zod';
import { isoDate, numericId } from '../common';
import { userData } from '../session';
import { intervalPeriods, isAppPath, paymentMessages } from './payment-rules';

/** Amounts are integer minor units with their currency (ISO 4217, lower case as Stripe writes it). */
export const currencyCode = z.string().regex(/^[a-z]{3}$/, { message: paymentMessages.badCurrency });
const priceFields = {
  price_in_cents: z.number().int().nonnegative(),
  currency: currencyCode,
  /** How many minor units make one major unit (100 for eur, 1 for jpy). */
  currency_subunit_to_unit: z.number().int().positive(),
};

/** One way to buy a plan: its price every interval. */
export const webSubscription = z.object({ id: z.number().int(), interval_period: z.enum(intervalPeriods), ...priceFields });
export type WebSubscription = z.infer<typeof webSubscription>;

/** A plan as the paywall lists it (docs/product.md 3 "Paywall data"). */
export const plan = z.object({
  name: z.string(),
  title: z.string(),
  icon_url: z.string().nullable(),
  description: z.string().nullable(),
  web_subscriptions: z.array(webSubscription),
});
export type Plan = z.infer<typeof plan>;

/** A one-off purchase sold on the web (a course tier). */
export const webProduct = z.object({ id: z.number().int(), name: z.string(), ...priceFields });
export type WebProduct = z.infer<typeof webProduct>;

/** GET /api/v2/paywall. `provider`: who takes the payment (`local`: the server's own test-mode checkout; `stripe`). */
export const paywallAnswer = z.object({
  plans: z.array(plan),
  products: z.array(webProduct),
  paywall_description: z.string().nullable(),
  provider: z.enum(['local', 'stripe']),
});
export type PaywallAnswer = z.infer<typeof paywallAnswer>;

const appPath = z.string().refine(isAppPath, { message: paymentMessages.badPath });

/** POST /api/v2/stripe_checkout_sessions: a subscription (renewing `subscription_purchase_id` when given) or a product. */
export const subscriptionCheckout = z.object({
  subscription_id: numericId,
  subscription_purchase_id: numericId.nullable().optional(),
  success_path: appPath,
  cancel_path: appPath,
});
export const productCheckout = z.object({ product_id: numericId, success_path: appPath, cancel_path: appPath });
export const checkoutBody = z.union([subscriptionCheckout, productCheckout]);
export type CheckoutBody = z.infer<typeof checkoutBody>;
/** `url`: where the member pays (Stripe's Checkout, or the local provider's page). */
export const checkoutAnswer = z.object({ stripe_checkout_session: z.object({ id: z.string(), url: z.string() }) });
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

/**
 * A member's subscription purchase, as settings shows it. `status`: `active` (paid up, or cancelled with the period
 * still running), `past_due` (a renewal failed; access until `grace_ends_at`), `ended`.
 */
export const webSubscriptionPurchase = z.object({
  id: z.number().int(),
  web_subscription: webSubscription,
  plan_name: z.string(),
  plan_title: z.string(),
  status: z.enum(['active', 'past_due', 'ended']),
  started_at: isoDate,
  current_period_end: isoDate,
  cancelled_at: isoDate.nullable(),
  grace_ends_at: isoDate.nullable(),
  ended_at: isoDate.nullable(),
  /** A change that applies at the period's end (a downgrade), else null. */
  pending_web_subscription: webSubscription.nullable(),
});
export type WebSubscriptionPurchase = z.infer<typeof webSubscriptionPurchase>;
/** GET /api/v2/web_subscription_purchases: the member's own, newest first. */
export const purchasesAnswer = z.object({ web_subscription_purchases: z.array(webSubscriptionPurchase) });
export const purchaseAnswer = z.object({ web_subscription_purchase: webSubscriptionPurchase });
export const purchaseParams = z.object({ purchaseId: numericId });

/** POST .../{purchaseId}/upcoming: what changing plan would charge now. */
export const upcomingBody = z.object({ new_web_subscription_id: numericId });
export const upcomingAnswer = z.object({
  upcoming: z.object({
    /** Charged now (0 for a change at the period's end); a credit shows as 0 with `credit_in_cents`. */
    amount_due_in_cents: z.number().int().nonnegative(),
    credit_in_cents: z.number().int().nonnegative(),
    currency: currencyCode,
    currency_subunit_to_unit: z.number().int().positive(),
    /** Unix seconds: the change must name it, so what is charged is what was shown. */
    proration_date: z.number().int().positive(),
    /** `now`: an upgrade, charged at once; `period_end`: a downgrade, from the next renewal. */
    effective: z.enum(['now', 'period_end']),
  }),
});
export type Upcoming = z.infer<typeof upcomingAnswer>['upcoming'];
/** POST .../{purchaseId}/change_subscription; `apply_now` makes a downgrade take effect at once. */
export const changeBody = z.object({
  proration_date: z.number().int().positive(),
  new_web_subscription_id: numericId,
  apply_now: z.boolean().optional(),
});

/** POST /api/v2/billing_portal_sessions: invoices and the card (Stripe's portal, or the server's own page). */
export const billingPortalBody = z.object({ return_path: appPath });
export const billingPortalAnswer = z.object({ url: z.string() });

/** GET /api/v2/invoices: what the member was charged (the billing page when Stripe is off), newest first. */
export const invoice = z.object({
  id: z.number().int(),
  description: z.string(),
  amount_in_cents: z.number().int(),
  currency: currencyCode,
  currency_subunit_to_unit: z.number().int().positive(),
  status: z.enum(['paid', 'failed', 'refunded']),
  created_at: isoDate,
});
export const invoicesAnswer = z.object({ invoices: z.array(invoice) });
export type Invoice = z.infer<typeof invoice>;

/**
 * What the member holds now (change kind `holdings.upsert`, for the member alone): user data's owned lists and the plan
 * names content asks for. The device lays it over its user data; plans it no longer lists are gone from the device.
 */
export const holdingsData = z.object({
  plans: z.array(z.string()),
  owned_web_subscriptions: userData.shape.owned_web_subscriptions,
  owned_products: userData.shape.owned_products,
});
export type HoldingsData = z.infer<typeof holdingsData>;

/** A price a host sets on a plan: every interval, in minor units; `rank` orders tiers (higher: an upgrade). */
export const newPlanPrice = z.object({
  interval_period: z.enum(intervalPeriods),
  price_in_cents: z.number().int().nonnegative().max(100_000_000),
  currency: currencyCode,
});
const planName = z.string().trim().regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, { message: paymentMessages.badPlanName });
const planTitle = z.string().trim().min(1, { message: paymentMessages.badPlanTitle }).max(120, { message: paymentMessages.badPlanTitle });
/** POST /api/v2/plans (hosts): a plan and its prices. */
export const planCreateBody = z.object({
  name: planName,
  title: planTitle,
  description: z.string().max(2000).nullable().optional(),
  icon_url: z.string().max(2000).nullable().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  rank: z.number().int().min(0).max(10_000).optional(),
  prices: z.array(newPlanPrice).max(10),
});
/** PATCH /api/v2/plans/{id} (hosts): words, order, new prices; a price already paid for is never changed, only taken off sale. */
export const planUpdateBody = z.object({
  title: planTitle.optional(),
  description: z.string().max(2000).nullable().optional(),
  icon_url: z.string().max(2000).nullable().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  rank: z.number().int().min(0).max(10_000).optional(),
  add_prices: z.array(newPlanPrice).max(10).optional(),
  deactivate_price_ids: z.array(numericId).max(50).optional(),
});
export const planIdParams = z.object({ id: numericId });
/** A plan as a host manages it: every price, on sale or not. */
export const hostPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  icon_url: z.string().nullable(),
  position: z.number().int(),
  prices: z.array(webSubscription.extend({ active: z.boolean(), rank: z.number().int() })),
});
export const hostPlanAnswer = z.object({ plan: hostPlan });
/** PATCH /api/v2/products/{id} (hosts): its web price; null takes it off sale on the web. */
export const productPriceBody = z.object({ price_in_cents: z.number().int().nonnegative().max(100_000_000).nullable(), currency: currencyCode.nullable() });
export const productAnswer = z.object({ product: z.object({ id: z.number().int(), name: z.string(), price_in_cents: z.number().int().nullable(), currency: z.string().nullable() }) });
/** POST /api/v2/plans/{id}/grants (hosts): complimentary access for a member, until `ends_at` or until taken back. */
export const grantBody = z.object({ user_id: numericId, ends_at: isoDate.nullable().optional() });
/** DELETE /api/v2/plans/{id}/grants?user_id= (hosts): takes a member's complimentary access back. */
export const grantQuery = z.object({ user_id: numericId });
export const grantsAnswer = z.object({ grants: z.array(z.object({ user_id: z.number().int(), ends_at: isoDate.nullable() })) });
/** PATCH /api/v2/payment_settings (hosts): days of access after a failed renewal. */
export const paymentSettingsBody = z.object({ grace_days: z.number().int().min(0).max(60) });
export const paymentSettingsAnswer = z.object({ payment_settings: paymentSettingsBody });

/** End-to-end hooks (E2E_HOOKS=1 only): move the payments clock, mark a card to fail. */
export const e2eClockBody = z.object({ advance_seconds: z.number().int().min(0).max(10 * 366 * 86_400) });
export const e2eCardBody = z.object({ email: z.string().email(), fails: z.boolean() });
