// Drizzle tables of 0014_library.sql: folders in a tree, their assets and articles.
import { type AnyPgColumn, bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AssetMediaType } from '../../../schema/library';
import { ts } from '../../db/columns';
import { users } from '../account/users-schema';

export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => folders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** A plan the member must hold to open this folder and anything beneath it. */
    requiredPlan: text('required_plan'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('folders_parent_idx').on(t.parentId, t.position, t.id)],
);

export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileUrl: text('file_url').notNull(),
    mediaType: text('media_type').$type<AssetMediaType>().notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    position: integer('position').notNull().default(0),
    requiredPlan: text('required_plan'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('assets_folder_idx').on(t.folderId, t.position, t.id)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    coverImageUrl: text('cover_image_url'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** null: a draft, seen by hosts only. */
    publishedAt: ts('published_at'),
    position: integer('position').notNull().default(0),
    requiredPlan: text('required_plan'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('articles_folder_idx').on(t.folderId, t.position, t.id)],
);

export type FolderRow = typeof folders.$inferSelect;
export type AssetRow = typeof assets.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
