// Drizzle table of 0013_content_reports.sql: a member's report of a post or a comment, open until resolved.
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { comments, posts } from '../posts/post-schema';
import { users } from '../account/users-schema';

export const contentReports = pgTable('content_reports', {
  id: serial('id').primaryKey(),
  reporterId: integer('reporter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Exactly one of post_id and comment_id is set (a CHECK in the migration). */
  postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
  commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  resolvedAt: ts('resolved_at'),
});
