// Groups and who belongs to them (the SQL migrations are the source of truth).
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { type ImageVersions, createdAt } from '../../db/columns';
import { users } from '../account/users-schema';

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  membershipType: text('membership_type', { enum: ['public', 'private', 'mandatory', 'secret', 'course'] }).notNull(),
  postingPermission: text('posting_permission', { enum: ['everyone', 'admins_only'] }).notNull().default('everyone'),
  layout: text('layout', { enum: ['default', 'immersive'] }).notNull().default('default'),
  membersViewable: boolean('members_viewable').notNull().default(true),
  image: jsonb('image').$type<ImageVersions>(),
  headerImage: jsonb('header_image').$type<ImageVersions>(),
  createdAt: createdAt(),
  // 0012_group_counts: kept by triggers on posts and memberships.
  postsCount: integer('posts_count').notNull().default(0),
  membersCount: integer('members_count').notNull().default(0),
});

export const memberships = pgTable(
  'memberships',
  {
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['member', 'admin'] }).notNull().default('member'),
    status: text('status', { enum: ['active', 'pending'] }).notNull().default('active'),
    /** A pending row: when it was requested; an active one: when the member joined (or was approved). */
    createdAt: createdAt(),
    // 0006_memberships: the entity of membership_request.* changes and a request's id on the wire.
    id: serial('id').notNull().unique('memberships_id_key'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('memberships_user_idx').on(t.userId, t.status),
    index('memberships_group_status_idx').on(t.groupId, t.status, t.createdAt, t.id),
  ],
);

export type GroupRow = typeof groups.$inferSelect;
