// Drizzle table definitions mirroring server/db/migrations (the SQL files are the source of truth).
import crypto from 'node:crypto';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Configuration } from '../../schema/configuration';
import { likeableType, type LikeableType } from '../../schema/likes';
import { changeKinds } from '../../schema/sync';

/** Millisecond precision so a timestamp survives a round trip through a JS Date (keyset cursors rely on it). */
const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

const likeableTypes = likeableType.options as [LikeableType, ...LikeableType[]];

export type ImageVersions = { small: string; large: string };

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

export const communityConfiguration = pgTable('community_configuration', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').$type<Partial<Configuration>>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  membershipType: text('membership_type', { enum: ['public', 'private', 'mandatory', 'secret', 'course'] }).notNull(),
  postingPermission: text('posting_permission', { enum: ['everyone', 'admins_only'] }).notNull().default('everyone'),
  layout: text('layout', { enum: ['default', 'immersive'] }).notNull().default('default'),
  membersViewable: boolean('members_viewable').notNull().default(true),
  image: jsonb('image').$type<ImageVersions>(),
  headerImage: jsonb('header_image').$type<ImageVersions>(),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['member', 'admin'] }).notNull().default('member'),
    status: text('status', { enum: ['active', 'pending'] }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('memberships_user_idx').on(t.userId, t.status)],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    body: text('body').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    commentsDisabled: boolean('comments_disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('posts_feed_idx').on(t.groupId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('posts_client_idx').on(t.authorId, t.clientId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    // 0003_likes
    likesCount: integer('likes_count').notNull().default(0),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.createdAt, t.id), uniqueIndex('comments_client_idx').on(t.authorId, t.clientId)],
);

/** An unlike keeps the row (deleted_at set) so the liker's feed can name what was unliked; a new like revives it. */
export const likes = pgTable(
  'likes',
  {
    // 0003_likes: the id is the entity of like.upsert and like.delete changes.
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    likeableType: text('likeable_type', { enum: likeableTypes }).notNull(),
    likeableId: integer('likeable_id').notNull(),
    createdAt: createdAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('likes_user_target_idx').on(t.userId, t.likeableType, t.likeableId),
    index('likes_target_idx').on(t.likeableType, t.likeableId),
  ],
);

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  lessonOrderEnforced: boolean('lesson_order_enforced').notNull().default(false),
  dedicatedGroupId: integer('dedicated_group_id').references(() => groups.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const lessons = pgTable('lessons', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  content: text('content').notNull().default(''),
  excerpt: text('excerpt').notNull().default(''),
});

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  location: text('location').notNull().default(''),
  createdAt: createdAt(),
});

export const changes = pgTable('changes', {
  cursor: bigserial('cursor', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: changeKinds }).notNull(),
  entityId: integer('entity_id').notNull(),
  groupId: integer('group_id'),
  userId: integer('user_id'),
  createdAt: createdAt(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export type UserRow = typeof users.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
