// Chat messages collection: server messages replace the member's optimistic ones, authors go to members, each chat keeps its newest 200.
import Dexie from 'dexie';
import type { ChatMessage } from '../../schema/chats';
import { sortKey, type LocalDb } from '../../schema/local-db';
import { chatMessageUid, localUid, type LocalChatMessage } from '../../schema/mirror/chats';
import { defineCollection } from './collection';
import { putMembers } from './members';

/** The newest messages kept per chat; unsent ones are never swept and do not count. */
export const MESSAGES_PER_CHAT = 200;

export function toLocalChatMessage(message: ChatMessage): LocalChatMessage {
  const { author, ...rest } = message;
  return { ...rest, author_id: author.id, uid: chatMessageUid(message.id), sort_key: sortKey(message.created_at, message.id) };
}

/** Stores the server's messages; one with a client_id replaces the member's optimistic row `c<client id>` and ends its outbox entry. */
export async function putServerMessages(db: LocalDb, messages: ChatMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await putMembers(db, messages.map((m) => m.author));
  await db.chat_messages.bulkPut(messages.map(toLocalChatMessage));
  const clientIds = messages.flatMap((m) => (m.client_id ? [m.client_id] : []));
  if (clientIds.length === 0) return;
  await db.chat_messages.bulkDelete(clientIds.map(localUid));
  await db.outbox.where('client_id').anyOf(clientIds).delete();
}

/** Drops each chat's delivered messages beyond the newest `budget`; answers how many went. */
async function keepNewest(db: LocalDb, budget: number): Promise<number> {
  let swept = 0;
  const chatIds = (await db.chat_messages.orderBy('chat_id').uniqueKeys()) as number[];
  for (const chatId of chatIds) {
    const older = await db.chat_messages
      .where('[chat_id+sort_key]')
      .between([chatId, Dexie.minKey], [chatId, Dexie.maxKey])
      .reverse()
      .filter((m) => !m.status)
      .offset(budget)
      .primaryKeys();
    await db.chat_messages.bulkDelete(older);
    swept += older.length;
  }
  return swept;
}

export const chatMessages = defineCollection<'message.upsert' | 'message.delete'>({
  table: 'chat_messages',
  changes: {
    'message.upsert': (db, changes) => putServerMessages(db, changes.map((c) => c.data)),
    'message.delete': (db, changes) => db.chat_messages.bulkDelete(changes.map((c) => chatMessageUid(c.id))),
  },
  retention: { budget: MESSAGES_PER_CHAT, sweep: (db, budget) => keepNewest(db, budget) },
});
