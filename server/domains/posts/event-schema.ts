// Events as the seed keeps them (the SQL migrations are the source of truth).
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../db/columns';
import { groups } from '../groups/group-schema';

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
