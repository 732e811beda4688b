// Drizzle tables of the inbox (0020_chats): chats, their members with each one's read state and archive, and messages.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatKind } from '../../../schema/chats';
import type { TextEntities } from '../../../schema/text-entities';
import { createdAt, ts } from '../../db/columns';
import { users } from '../account/users-schema';

export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ChatKind>().notNull(),
    name: text('name'),
    createdBy: integer('created_by').notNull().references(() => users.id),
    clientId: text('client_id'),
    /** A private chat's two members, lower id first (one private chat per pair); null for group chats. */
    pairLow: integer('pair_low').references(() => users.id),
    pairHigh: integer('pair_high').references(() => users.id),
    createdAt: createdAt(),
    lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chats_private_pair_idx').on(t.pairLow, t.pairHigh).where(sql`${t.kind} = 'private'`)],
);

/** A member's place in a chat: left_at set when they leave or are removed (adding them again clears it). */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: ts('joined_at').notNull().defaultNow(),
    leftAt: ts('left_at'),
    lastReadMessageId: integer('last_read_message_id'),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user_idx').on(t.userId, t.chatId).where(sql`${t.leftAt} is null`)],
);

/** A deleted message keeps its row (deleted_at, body cleared) so its tombstone can name its chat. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    body: text('body').notNull().default(''),
    textEntities: jsonb('text_entities').$type<TextEntities>().notNull(),
    createdAt: createdAt(),
    editedAt: ts('edited_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('chat_messages_client_idx').on(t.authorId, t.clientId).where(sql`${t.clientId} is not null`),
    index('chat_messages_chat_idx').on(t.chatId, t.id),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;
