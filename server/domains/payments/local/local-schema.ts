// Drizzle tables of the embedded local provider (migrations/0029_local_provider.sql): its customers, checkouts and subscriptions.
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { IntervalPeriod } from '../../../../schema/payments/payment-rules';
import { createdAt, ts } from '../../../db/columns';
import { users } from '../../account/users-schema';
import { planPrices } from '../payments-schema';

export const localCustomers = pgTable('local_customers', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  cardFails: boolean('card_fails').notNull().default(false),
});

export type LocalCheckoutStatus = 'open' | 'complete' | 'declined' | 'cancelled';

export const localCheckouts = pgTable('local_checkouts', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull().references(() => localCustomers.id, { onDelete: 'cascade' }),
  mode: text('mode').$type<'subscription' | 'payment'>().notNull(),
  ourId: integer('our_id').notNull(),
  name: text('name').notNull(),
  intervalPeriod: text('interval_period').$type<IntervalPeriod>(),
  amountInCents: integer('amount_in_cents').notNull(),
  currency: text('currency').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  status: text('status').$type<LocalCheckoutStatus>().notNull(),
  resultId: text('result_id'),
  createdAt: createdAt(),
});

export const localSubscriptions = pgTable('local_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull().references(() => localCustomers.id, { onDelete: 'cascade' }),
  priceId: integer('price_id').notNull().references(() => planPrices.id),
  status: text('status').$type<'active' | 'past_due' | 'canceled'>().notNull(),
  currentPeriodStart: ts('current_period_start').notNull(),
  currentPeriodEnd: ts('current_period_end').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  pastDueSince: ts('past_due_since'),
  endedAt: ts('ended_at'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
});
