// Drizzle tables of 0015_people.sql: follows (follower -> followed) and ignores (a member -> whom they blocked).
import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { users } from '../account/users-schema';

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    followedId: integer('followed_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followedId] })],
);

export const ignores = pgTable(
  'ignores',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ignoredId: integer('ignored_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ignoredId] })],
);
