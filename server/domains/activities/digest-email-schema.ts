// Drizzle table of 0023_digest_emails.sql: when each member was last sent the weekly digest.
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { users } from '../account/users-schema';

export const digestEmails = pgTable('digest_emails', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  sentAt: ts('sent_at').notNull(),
});
