// The community's stored configuration (one row) and the log of hosts' changes to it (the SQL migrations are the source of truth).
import type { Configuration } from '../../../schema/configuration';
import { index, integer, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { users } from '../account/users-schema';

export const communityConfiguration = pgTable('community_configuration', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').$type<Partial<Configuration>>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** 0026_configuration_changes: one row per host's change, each changed key's value before and after. */
export const configurationChanges = pgTable(
  'configuration_changes',
  {
    id: serial('id').primaryKey(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: ts('changed_at').notNull().defaultNow(),
    before: jsonb('before').$type<Partial<Configuration>>().notNull(),
    after: jsonb('after').$type<Partial<Configuration>>().notNull(),
  },
  (t) => [index('configuration_changes_changed_at_idx').on(t.changedAt.desc())],
);
