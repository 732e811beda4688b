// Chats collection (the inbox): the delta feed's chats through the inbox's row writers (worker/domains/chats/chat-rows.ts), a chat left forgotten with its messages.
import { forgetChats, putServerChats } from '../chat-rows';
import { defineCollection } from '../../../collections/collection';

export const chats = defineCollection<'chat.upsert' | 'chat.delete'>({
  table: 'chats',
  changes: {
    'chat.upsert': (db, changes) => putServerChats(db, changes.map((c) => c.data)),
    'chat.delete': (db, changes) => forgetChats(db, changes.map((c) => c.id)),
  },
});
