// Drizzle tables of paid plans (migrations/0027_payments.sql, previews 0029): plans, prices, purchases, grants, checkouts, invoices, provider events.
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import type { IntervalPeriod } from '../../../schema/payments/payment-rules';
import { createdAt, ts } from '../../db/columns';
import { users } from '../account/users-schema';
import { products } from '../courses/course-schema';

export type PaymentProviderName = 'local' | 'stripe';
export type SubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'ended';

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  description: text('description'),
  iconUrl: text('icon_url'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const planPrices = pgTable(
  'plan_prices',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull().references(() => plans.id, { onDelete: 'cascade' }),
    intervalPeriod: text('interval_period').$type<IntervalPeriod>().notNull(),
    priceInCents: integer('price_in_cents').notNull(),
    currency: text('currency').notNull(),
    providerPriceId: text('provider_price_id').unique(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    rank: integer('rank').notNull().default(0),
  },
  (t) => [index('plan_prices_plan_idx').on(t.planId)],
);

export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] }), unique().on(t.provider, t.providerCustomerId)],
);

export const subscriptionPurchases = pgTable(
  'subscription_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    planPriceId: integer('plan_price_id').notNull().references(() => planPrices.id),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
    currentPeriodEnd: ts('current_period_end').notNull(),
    cancelledAt: ts('cancelled_at'),
    graceEndsAt: ts('grace_ends_at'),
    endedAt: ts('ended_at'),
    pendingPlanPriceId: integer('pending_plan_price_id').references(() => planPrices.id),
    lastEventAt: ts('last_event_at'),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_purchases_user_idx').on(t.userId), unique().on(t.provider, t.providerSubscriptionId)],
);

export const productPurchases = pgTable(
  'product_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status').$type<'paid' | 'refunded'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.provider, t.providerPaymentId)],
);

export const planGrants = pgTable(
  'plan_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull().references(() => plans.id, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    endsAt: ts('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [index('plan_grants_user_idx').on(t.userId)],
);

export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<PaymentProviderName>().notNull(),
  planPriceId: integer('plan_price_id').references(() => planPrices.id),
  productId: integer('product_id').references(() => products.id),
  subscriptionPurchaseId: integer('subscription_purchase_id').references(() => subscriptionPurchases.id),
  successPath: text('success_path').notNull(),
  cancelPath: text('cancel_path').notNull(),
  status: text('status').$type<'open' | 'complete' | 'declined' | 'cancelled' | 'expired'>().notNull(),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subscriptionPurchaseId: integer('subscription_purchase_id').references(() => subscriptionPurchases.id, { onDelete: 'set null' }),
    productPurchaseId: integer('product_purchase_id').references(() => productPurchases.id, { onDelete: 'set null' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerInvoiceId: text('provider_invoice_id'),
    description: text('description').notNull(),
    amountInCents: integer('amount_in_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'paid' | 'failed' | 'refunded'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.createdAt), unique().on(t.provider, t.providerInvoiceId)],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const paymentSettings = pgTable('payment_settings', {
  id: integer('id').primaryKey().default(1),
  graceDays: integer('grace_days').notNull().default(7),
});

/** A change of plan's preview (0029): the change must name a recent one, so what is charged is what was shown. */
export const paymentPreviews = pgTable(
  'payment_previews',
  {
    subscriptionPurchaseId: integer('subscription_purchase_id').notNull().references(() => subscriptionPurchases.id, { onDelete: 'cascade' }),
    planPriceId: integer('plan_price_id').notNull().references(() => planPrices.id, { onDelete: 'cascade' }),
    prorationDate: bigint('proration_date', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionPurchaseId, t.planPriceId, t.prorationDate] })],
);
