// Drizzle table of 0025_saved_items.sql: one row per member and saved post, article or lesson.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { saveableTypes } from '../../../schema/saved-items/saved-item-rules';
import { ts } from '../../db/columns';
import { users } from '../account/users-schema';

export const savedItems = pgTable(
  'saved_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    saveableType: text('saveable_type', { enum: saveableTypes }).notNull(),
    saveableId: integer('saveable_id').notNull(),
    savedAt: ts('saved_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.saveableType, t.saveableId] }),
    index('saved_items_list_idx').on(t.userId, t.savedAt.desc(), t.saveableType.desc(), t.saveableId.desc()),
  ],
);

export type SavedItemRow = typeof savedItems.$inferSelect;
