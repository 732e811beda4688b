// Drizzle tables of 0019_activities.sql: activities (personal, or one per group post fanned out at read), seen marks and excluded categories.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { activityCategories } from '../../../schema/activities';
import { createdAt } from '../../db/columns';
import { groups } from '../groups/group-schema';
import { comments, posts } from '../posts/post-schema';
import { users } from '../account/users-schema';

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    /** Null: a new post in a group, for every active member of `groupId` but its author. */
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: activityCategories }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id'),
    text: text('text').notNull().default(''),
    link: text('link').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_recipient_idx').on(t.recipientId, t.id.desc()).where(sql`${t.recipientId} is not null`),
    index('activities_group_fanout_idx').on(t.groupId, t.id.desc()).where(sql`${t.recipientId} is null`),
  ],
);
export type ActivityRow = typeof activities.$inferSelect;

export const activitySeen = pgTable(
  'activity_seen',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.activityId] })],
);

export const activityMarks = pgTable('activity_marks', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  newSeenUpTo: integer('new_seen_up_to').notNull().default(0),
  allSeenUpTo: integer('all_seen_up_to').notNull().default(0),
  undoAllSeenUpTo: integer('undo_all_seen_up_to'),
});

export const activityExclusions = pgTable(
  'activity_exclusions',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: activityCategories }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
