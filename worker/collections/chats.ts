// Chats collection (the inbox): server chats replace the member's optimistic ones, members go to members by id, a chat left is forgotten with its messages.
import type { Chat } from '../../schema/chats';
import type { LocalDb } from '../../schema/local-db';
import { chatUid, localUid, type LocalChat } from '../../schema/mirror/chats';
import { defineCollection } from './collection';
import { putMembers } from './members';

export function toLocalChat(chat: Chat): LocalChat {
  const { members, last_message, ...rest } = chat;
  const last = last_message ? (({ author, ...m }) => ({ ...m, author_id: author.id }))(last_message) : null;
  return { ...rest, uid: chatUid(chat.id), member_ids: members.map((m) => m.id), last_message: last };
}

/**
 * Stores the server's chats. One the member started on this device (its client_id) replaces the optimistic row
 * `c<client id>` and ends its outbox entry; messages written in it while it was unsent now name its id.
 */
export async function putServerChats(db: LocalDb, chats: Chat[]): Promise<void> {
  if (chats.length === 0) return;
  await putMembers(db, chats.flatMap((c) => [...c.members, ...(c.last_message ? [c.last_message.author] : [])]));
  await db.chats.bulkPut(chats.map(toLocalChat));
  const started = chats.filter((c): c is Chat & { client_id: string } => c.client_id !== null);
  if (started.length === 0) return;
  await db.chats.bulkDelete(started.map((c) => localUid(c.client_id)));
  await db.outbox.where('client_id').anyOf(started.map((c) => c.client_id)).delete();
  const byClientId = new Map(started.map((c) => [c.client_id, c.id]));
  await db.chat_messages
    .where('chat_id')
    .equals(0)
    .filter((m) => m.chat_client_id !== undefined && byClientId.has(m.chat_client_id))
    .modify((m) => {
      m.chat_id = byClientId.get(m.chat_client_id!)!;
    });
}

/** The member left or was removed: the chat and its delivered messages go (an unsent message stays, to be seen failing). */
export async function forgetChats(db: LocalDb, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.chats.bulkDelete(ids.map(chatUid));
  await db.chat_messages.where('chat_id').anyOf(ids).filter((m) => !m.status).delete();
}

export const chats = defineCollection<'chat.upsert' | 'chat.delete'>({
  table: 'chats',
  changes: {
    'chat.upsert': (db, changes) => putServerChats(db, changes.map((c) => c.data)),
    'chat.delete': (db, changes) => forgetChats(db, changes.map((c) => c.id)),
  },
});
