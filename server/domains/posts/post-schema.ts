// Posts, comments, likes and polls (the SQL migrations are the source of truth).
import { likeableType, type LikeableType } from '../../../schema/likes';
import type { LinkButton } from '../../../schema/posts';
import type { TextEntities } from '../../../schema/text-entities';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../db/columns';
import { groups } from '../groups/group-schema';
import { users } from '../account/users-schema';

const likeableTypes = likeableType.options as [LikeableType, ...LikeableType[]];

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
    // 0028_premium_posts: the plan a reader must hold to read it (null: open); hosts set it.
    requiredPlan: text('required_plan'),
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

export type PostRow = typeof posts.$inferSelect;

export type CommentRow = typeof comments.$inferSelect;
