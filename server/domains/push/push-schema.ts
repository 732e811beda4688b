// Drizzle tables of 0021_push.sql: each session's push subscription (Web Push or FCM) and the durable delivery queue.
import { bigserial, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activity-schema';
import { createdAt, ts } from '../../db/columns';
import { sessions, users } from '../account/users-schema';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull().unique().references(() => sessions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['webpush', 'fcm'] }).notNull(),
    endpoint: text('endpoint'),
    p256dh: text('p256dh'),
    auth: text('auth'),
    token: text('token'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const pushJobs = pgTable(
  'push_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['fanout', 'deliver'] }).notNull(),
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    dueAt: ts('due_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('push_jobs_due_idx').on(t.dueAt)],
);
