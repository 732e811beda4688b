// Members and their sessions (the SQL migrations are the source of truth).
import crypto from 'node:crypto';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../db/columns';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name').notNull(),
  avatarUrl: text('avatar_url'),
  role: text('role', { enum: ['member', 'artist', 'admin'] }).notNull().default('member'),
  state: text('state', { enum: ['active', 'disabled', 'locked', 'no_access', 'deleted'] }).notNull().default('active'),
  emailConfirmed: boolean('email_confirmed').notNull().default(false),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  walkthroughCompleted: boolean('walkthrough_completed').notNull().default(false),
  agreedPrivacyVersion: integer('agreed_privacy_version').notNull().default(0),
  agreedTermsVersion: integer('agreed_terms_version').notNull().default(0),
  createdAt: createdAt(),
  // 0002_accounts
  bio: text('bio').notNull().default(''),
  displayNameChangedAt: ts('display_name_changed_at'),
  unconfirmedEmail: text('unconfirmed_email'),
  lastWalkthroughStepId: integer('last_walkthrough_step_id'),
  referralCode: text('referral_code')
    .notNull()
    .$defaultFn(() => crypto.randomBytes(6).toString('base64url').toLowerCase()),
  referredById: integer('referred_by_id'),
  marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
  marketingAnsweredAt: ts('marketing_answered_at'),
  digestWeekly: boolean('digest_weekly').notNull().default(false),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  deletedAt: ts('deleted_at'),
  // 0007_moderation
  bannedAt: ts('banned_at'),
  shadowbannedAt: ts('shadowbanned_at'),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    refreshHash: text('refresh_hash').notNull(),
    manageUiDisplayed: boolean('manage_ui_displayed').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    /** The User-Agent it was last used with (at most 300 characters), for the member's session list. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
