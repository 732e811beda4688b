// The inbox's server rows into the mirror: chats and messages by uid, members as cards, the member's delivered writes done with.
import type { Chat, ChatMessage } from '../../../schema/chats';
import type { LocalDb } from '../../../schema/local-db';
import { chatMessageUid, chatUid, localUid, type ChatFields, type LocalChatMessage } from '../../../schema/mirror/chats';
import { sortKey } from '../../../schema/mirror/posts';
import { putServerRows } from '../../overlay/rebase';
import { putMembers } from '../people/collections/members';

/** Paging rows in `walls`: the inbox's and the archived list's chats, and each chat's messages. */
export const chatsPagingKey = (archived: boolean) => (archived ? 'chats:archived' : 'chats:inbox');
export const messagesPagingKey = (chatId: number) => `chat:${chatId}`;

export function toLocalMessage(m: ChatMessage): LocalChatMessage {
  const { author, ...rest } = m;
  return { ...rest, author_id: author.id, uid: chatMessageUid(m.id), sort_key: sortKey(m.created_at, m.id) };
}

export function toChatFields(c: Chat): ChatFields {
  const { members, last_message, ...rest } = c;
  const last = last_message ? (({ author, ...m }) => ({ ...m, author_id: author.id }))(last_message) : null;
  return { ...rest, uid: chatUid(c.id), member_ids: members.map((m) => m.id), last_message: last };
}

/**
 * Puts the server's chats with the member's unsent writes laid over them. A chat started on this device is done with:
 * its optimistic row goes and the messages written in it take its id. Call inside a transaction.
 */
export async function putServerChats(db: LocalDb, chats: Chat[]): Promise<void> {
  if (chats.length === 0) return;
  await putMembers(db, chats.flatMap((c) => [...c.members, ...(c.last_message ? [c.last_message.author] : [])]));
  for (const c of chats) {
    // The server's state beneath the member's unsent writes (worker/overlay/rebase.ts lays them over).
    await putServerRows(db, 'chats', [toChatFields(c)]);
    if (c.client_id) await adoptStartedChat(db, c.client_id, c.id);
  }
}

/** The chat this device started now has its id: its row goes, its messages name the id, its create entry is done. */
export async function adoptStartedChat(db: LocalDb, clientId: string, id: number): Promise<void> {
  await db.chats.delete(localUid(clientId));
  // Delivered (or replayed by the service worker): its entry is done. Messages in it are sent with the id.
  await db.outbox.where('client_id').equals(clientId).delete();
  await db.chat_messages.where('chat_id').equals(0).filter((m) => m.chat_client_id === clientId).modify({ chat_id: id });
}

/** Puts the server's messages; the member's own optimistic rows (matched by client id) and their entries are done with. */
export async function putServerMessages(db: LocalDb, list: ChatMessage[]): Promise<void> {
  if (list.length === 0) return;
  await putMembers(db, list.map((m) => m.author));
  const clientIds = list.flatMap((m) => (m.client_id ? [m.client_id] : []));
  await db.chat_messages.bulkDelete(clientIds.map(localUid));
  await db.outbox.where('client_id').anyOf(clientIds).delete();
  await putServerRows(db, 'chat_messages', list.map(toLocalMessage));
}

/** The member is no longer in these chats (left, removed): the chats and their messages leave the device. */
export async function forgetChats(db: LocalDb, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.chats.bulkDelete(ids.map(chatUid));
  await db.chat_messages.where('chat_id').anyOf(ids).delete();
  await db.walls.bulkDelete(ids.map(messagesPagingKey));
}

/** Messages deleted on the server. */
export async function forgetMessages(db: LocalDb, ids: number[]): Promise<void> {
  await db.chat_messages.bulkDelete(ids.map(chatMessageUid));
}
