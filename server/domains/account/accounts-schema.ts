// Drizzle tables of 0002_accounts.sql: one-time tokens, invitations, rate limits, mail, custom fields, walkthrough, uploads, reports, tickets.
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users-schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

export const tokenPurposes = ['login_code', 'password_reset', 'email_confirmation', 'email_change'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

export const oneTimeTokens = pgTable('one_time_tokens', {
  id: serial('id').primaryKey(),
  purpose: text('purpose', { enum: tokenPurposes }).notNull(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  invitationId: integer('invitation_id'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

export const invitations = pgTable('invitations', {
  id: serial('id').primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  usedById: integer('used_by_id'),
  createdAt: createdAt(),
});

export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: ts('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

export const devMailbox = pgTable('dev_mailbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: createdAt(),
});

export const customUserFields = pgTable('custom_user_fields', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  fieldType: text('field_type', { enum: ['text', 'select'] }).notNull(),
  options: jsonb('options').$type<string[]>().notNull().default([]),
  mandatory: boolean('mandatory').notNull().default(false),
  position: integer('position').notNull().default(0),
  /** 0015_people: answers shown on the member's profile */
  public: boolean('public').notNull().default(false),
});

export const customUserValues = pgTable(
  'custom_user_values',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id').notNull().references(() => customUserFields.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fieldId] })],
);

export const walkthroughSlides = pgTable('walkthrough_slides', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  imageUrl: text('image_url'),
});

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: createdAt(),
});

export const accountReports = pgTable('account_reports', {
  id: serial('id').primaryKey(),
  reporterId: integer('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

export const paymentTickets = pgTable('payment_tickets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  deviceSummary: text('device_summary').notNull().default(''),
  createdAt: createdAt(),
  completedAt: ts('completed_at'),
});
