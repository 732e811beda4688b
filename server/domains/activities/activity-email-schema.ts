// Drizzle table of 0022_activity_emails.sql: each member's next activity mail, a worker's lease on it, and the newest activity one told them of.
import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ts } from '../../db/columns';
import { users } from '../account/users-schema';

export const activityEmails = pgTable(
  'activity_emails',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    dueAt: ts('due_at'),
    claimedUntil: ts('claimed_until'),
    emailedThrough: integer('emailed_through').notNull().default(0),
  },
  (t) => [
    index('activity_emails_due_idx').on(t.dueAt).where(sql`due_at IS NOT NULL`),
    index('activity_emails_claimed_idx').on(t.claimedUntil).where(sql`claimed_until IS NOT NULL`),
  ],
);
