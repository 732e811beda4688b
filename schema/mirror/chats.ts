// The inbox in the mirror: chats and their recent messages, authors and members kept once in members, with delivery state.
import type { Chat, ChatMessage } from '../chats';
import type { LocalRowFields } from './pending-change';
import { defineTable, type LocalStatus } from './table';

/** A message as the mirror keeps it: `uid` is `m<server id>` for server rows and `c<client id>` for the member's unsent ones. */
export type LocalChatMessage = Omit<ChatMessage, 'author'> &
  LocalRowFields & {
    /** A message written in a chat that is itself unsent (chat_id 0): the chat's client id, until the chat has its id. */
    chat_client_id?: string;
  };

/**
 * A chat as the mirror keeps it: `uid` is `h<server id>`, or `c<client id>` for a chat started on this device and not
 * yet sent (id 0). Members are kept once in `members` and named by id; the last message's author likewise.
 */
export type LocalChat = ChatFields & {
  /** A chat started on this device: its delivery state (absent on chats the server gave us). */
  status?: LocalStatus;
  error?: string;
  /** The latest of those writes (or the first refused one): shown on the chat with retry and discard. */
  /** Where older app versions kept the server's chat beneath unsent writes: never set now (worker/overlay/ holds it; mirror v16 drops it). */
  server?: ChatFields;
  pending_change?: { client_id: string; status: LocalStatus; error?: string };
};

/** A chat's own fields in the mirror, as the server last said or as the member's unsent writes show it. */
export type ChatFields = Omit<Chat, 'members' | 'last_message'> & {
  uid: string;
  member_ids: number[];
  last_message: (Omit<ChatMessage, 'author'> & { author_id: number }) | null;
};

export const chatUid = (id: number): string => `h${id}`;
export const chatMessageUid = (id: number): string => `m${id}`;
export const localUid = (clientId: string): string => `c${clientId}`;

/** Inbox order: `last_activity_at` (archived chats are few: filtered in memory, booleans are not IndexedDB keys). */
export const chatsTable = defineTable<LocalChat, 'uid'>()('chats', '&uid, id, client_id, last_activity_at');

/** A chat's messages in order: `[chat_id+sort_key]` (sortKey of posts.ts); `status` finds the unsent ones. */
export const chatMessagesTable = defineTable<LocalChatMessage, 'uid'>()('chat_messages', '&uid, id, client_id, chat_id, [chat_id+sort_key], status');
