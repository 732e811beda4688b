// The community's stored configuration: one row (the SQL migrations are the source of truth).
import type { Configuration } from '../../../schema/configuration';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const communityConfiguration = pgTable('community_configuration', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').$type<Partial<Configuration>>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
