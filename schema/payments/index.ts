// The paid plans contract: the paywall, checkout, the member's subscription purchases and their changes, invoices, the provider's events (payment tickets are the account's).
import { contractTable, defineContract } from '../contract';
import { paywallTable, webSubscriptionPurchasesTable } from './mirror';

export const paymentsContract = defineContract()({
  name: 'payments',
  apiPaths: {
    /** GET: plans, products and their prices (docs/product.md 7 "Payments"). */
    paywall: '/api/v2/paywall',
    /** POST: a checkout for a subscription or a product; answers where to pay. */
    checkoutSessions: '/api/v2/stripe_checkout_sessions',
    /** GET: the member's own subscription purchases. */
    webSubscriptionPurchases: '/api/v2/web_subscription_purchases',
    /** POST: cancel at the period's end. */
    purchaseCancel: '/api/v2/web_subscription_purchases/:purchaseId/cancel',
    /** POST: undo a cancel while the period runs. */
    purchaseResume: '/api/v2/web_subscription_purchases/:purchaseId/resume',
    /** POST {new_web_subscription_id}: what a change would charge now. */
    purchaseUpcoming: '/api/v2/web_subscription_purchases/:purchaseId/upcoming',
    /** POST {proration_date, new_web_subscription_id, apply_now?}: change plan. */
    purchaseChange: '/api/v2/web_subscription_purchases/:purchaseId/change_subscription',
    /** POST {return_path}: invoices and the card. */
    billingPortalSessions: '/api/v2/billing_portal_sessions',
    /** GET: what the member was charged. */
    invoices: '/api/v2/invoices',
    /** POST: the provider's events (Stripe's webhook, or the local provider's), signed, raw body. */
    paymentWebhook: '/api/v2/payments/webhook',
    /** POST (hosts): a plan with its prices. */
    plans: '/api/v2/plans',
    /** PATCH (hosts): a plan's words, order and prices. */
    plan: '/api/v2/plans/:id',
    /** GET, POST, DELETE ?user_id= (hosts): complimentary access to a plan. */
    planGrants: '/api/v2/plans/:id/grants',
    /** PATCH {price_in_cents, currency} (hosts): a product's web price. */
    productPrice: '/api/v2/products/:id',
    /** GET, PATCH (hosts): the grace after a failed renewal. */
    paymentSettings: '/api/v2/payment_settings',
  },
  routes: {
    /** The member's plan: cancel, undo, change with a preview, invoices. */
    membership: { path: '/profile/settings/membership', access: 'upkeep', scroll: 'top' },
    /** Invoices when Stripe is off: the server's own record of what was charged. */
    billing: { path: '/profile/settings/billing', access: 'upkeep', scroll: 'top' },
  },
  tables: [contractTable(paywallTable, 18), contractTable(webSubscriptionPurchasesTable, 18)],
  writes: {},
});
