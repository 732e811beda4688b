// Drizzle table definitions mirroring server/db/migrations (the SQL files are the source of truth).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { MediaType, ProcessingState } from '../../schema/media';
import type { LinkButton } from '../../schema/posts';
import type { TextEntities } from '../../schema/text-entities';
import { changeKinds } from '../../schema/sync';

/** Millisecond precision so a timestamp survives a round trip through a JS Date (keyset cursors rely on it). */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();

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
  // 0012_group_counts: kept by triggers on posts and memberships.
  postsCount: integer('posts_count').notNull().default(0),
  membersCount: integer('members_count').notNull().default(0),
});

export const memberships = pgTable(
  'memberships',
  {
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['member', 'admin'] }).notNull().default('member'),
    status: text('status', { enum: ['active', 'pending'] }).notNull().default('active'),
    /** A pending row: when it was requested; an active one: when the member joined (or was approved). */
    createdAt: createdAt(),
    // 0006_memberships: the entity of membership_request.* changes and a request's id on the wire.
    id: serial('id').notNull().unique('memberships_id_key'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('memberships_user_idx').on(t.userId, t.status),
    index('memberships_group_status_idx').on(t.groupId, t.status, t.createdAt, t.id),
  ],
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
    // 0005_post_kinds
    textEntities: jsonb('text_entities').$type<TextEntities>().notNull().default({ mentions: [], hashtags: [] }),
    linkButton: jsonb('link_button').$type<LinkButton>(),
    sharedGroupId: integer('shared_group_id'),
    sharedEventId: integer('shared_event_id'),
    scheduledAt: ts('scheduled_at'),
    editedAt: ts('edited_at'),
    // 0010_post_pins: pinned on its wall while in the future (PIN_FOREVER for "forever").
    pinnedUntil: ts('pinned_until'),
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
    // 0005_post_kinds
    parentId: integer('parent_id'),
    textEntities: jsonb('text_entities').$type<TextEntities>().notNull().default({ mentions: [], hashtags: [] }),
    editedAt: ts('edited_at'),
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

/** 0005_post_kinds: a file a member uploaded, attached to at most one post. */
export const mediaItems = pgTable(
  'media_items',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    mediaType: text('media_type').$type<MediaType>().notNull(),
    processingState: text('processing_state').$type<ProcessingState>().notNull().default('in_progress'),
    fileUrl: text('file_url'),
    versions: jsonb('versions').$type<ImageVersions>(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    /** 0020_chats: the chat message it is attached to (an item belongs to a post or a message, never both). */
    messageId: integer('message_id'),
  },
  (t) => [index('media_items_post_idx').on(t.postId, t.position)],
);

/** 0005_post_kinds: a resumable upload; `received` bytes are acknowledged. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    mediaItemId: integer('media_item_id').references(() => mediaItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: ts('completed_at'),
  },
  (t) => [uniqueIndex('media_uploads_client_idx').on(t.ownerId, t.clientId)],
);

export const polls = pgTable('polls', {
  id: serial('id').primaryKey(),
  postId: integer('post_id').notNull().unique().references(() => posts.id, { onDelete: 'cascade' }),
  endsAt: ts('ends_at').notNull(),
  hideResults: boolean('hide_results').notNull().default(false),
  votesCount: integer('votes_count').notNull().default(0),
});

export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id').notNull().references(() => polls.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    votesCount: integer('votes_count').notNull().default(0),
  },
  (t) => [index('poll_options_poll_idx').on(t.pollId, t.position)],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id').notNull().references(() => polls.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').notNull().references(() => pollOptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('poll_votes_user_idx').on(t.pollId, t.userId), index('poll_votes_by_user_idx').on(t.userId)],
);

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

export const changes = pgTable(
  'changes',
  {
    cursor: bigserial('cursor', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: changeKinds }).notNull(),
    entityId: integer('entity_id').notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
    /** 0024_change_scopes: what the kind's audience is scoped by (server/domain/audiences/), and its id. */
    scope: text('scope', { enum: ['group', 'course', 'chat'] }),
    scopeId: integer('scope_id'),
  },
  // 0006_memberships: a request's tombstone finds its group here once the membership row is gone.
  (t) => [index('changes_request_delete_idx').on(t.entityId).where(sql`${t.kind} = 'membership_request.delete'`)],
);

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
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
