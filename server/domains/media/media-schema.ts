// Uploaded files and the resumable uploads that bring them (the SQL migrations are the source of truth).
import type { MediaType, ProcessingState } from '../../../schema/media';
import { bigint, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { type ImageVersions, createdAt, ts } from '../../db/columns';
import { posts } from '../posts/post-schema';
import { users } from '../account/users-schema';

/** 0005_post_kinds: a file a member uploaded, attached to at most one post. */
export const mediaItems = pgTable(
  'media_items',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    mediaType: text('media_type').$type<MediaType>().notNull(),
    processingState: text('processing_state').$type<ProcessingState>().notNull().default('in_progress'),
    fileUrl: text('file_url'),
    versions: jsonb('versions').$type<ImageVersions>(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    /** 0020_chats: the chat message it is attached to (an item belongs to a post or a message, never both). */
    messageId: integer('message_id'),
  },
  (t) => [index('media_items_post_idx').on(t.postId, t.position)],
);

/** 0005_post_kinds: a resumable upload; `received` bytes are acknowledged. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    mediaItemId: integer('media_item_id').references(() => mediaItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: ts('completed_at'),
  },
  (t) => [uniqueIndex('media_uploads_client_idx').on(t.ownerId, t.clientId)],
);
