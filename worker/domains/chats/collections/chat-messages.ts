// Chat messages collection: the delta feed's messages through the inbox's row writers (worker/domains/chats/chat-rows.ts); each chat keeps its newest 200.
import Dexie from 'dexie';
import type { LocalDb } from '../../../../schema/local-db';
import { forgetMessages, messagesPagingKey, putServerMessages } from '../chat-rows';
import { defineCollection } from '../../../collections/collection';

/** The newest delivered messages kept per chat; unsent ones are never swept and do not count. */
export const MESSAGES_PER_CHAT = 200;

/** Drops each chat's delivered messages beyond the newest `budget` (its paging row goes too: it pages again from the newest). */
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
    if (older.length === 0) continue;
    await db.chat_messages.bulkDelete(older);
    await db.walls.delete(messagesPagingKey(chatId));
    swept += older.length;
  }
  return swept;
}

export const chatMessages = defineCollection<'message.upsert' | 'message.delete'>({
  table: 'chat_messages',
  changes: {
    'message.upsert': (db, changes) => putServerMessages(db, changes.map((c) => c.data)),
    'message.delete': (db, changes) => forgetMessages(db, changes.map((c) => c.id)),
  },
  retention: { budget: MESSAGES_PER_CHAT, sweep: (db, budget) => keepNewest(db, budget) },
});
