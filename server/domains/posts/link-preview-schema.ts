// Drizzle table of 0009_link_previews.sql: each post's link preview, pending (the job's queue), ready or failed.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { posts } from './post-schema';

export const linkPreviewStates = ['pending', 'ready', 'failed'] as const;

export const linkPreviews = pgTable(
  'link_previews',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The link as written in the post: what is fetched and what the card opens. */
    url: text('url').notNull(),
    status: text('status', { enum: linkPreviewStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending row is next tried (a claimed row is pushed ahead, so a crashed run is tried again later). */
    dueAt: ts('due_at').notNull().defaultNow(),
    title: text('title'),
    description: text('description'),
    siteName: text('site_name'),
    canonicalUrl: text('canonical_url'),
    /** The stored image's name in the media adapter. */
    imageName: text('image_name'),
    /** Where a browser fetches it (our uploads, never the linked site). */
    imageUrl: text('image_url'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    /** Why the last try gave nothing (for the logs and the host; never shown to members). */
    failure: text('failure'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('link_previews_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`)],
);
