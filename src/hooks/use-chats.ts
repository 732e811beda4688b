// Live reads of the inbox on the device: chats by last activity with their members' cards, a chat's messages in order, the unread total.
import { useLiveQuery } from './use-live-query';
import type { LocalChat, LocalChatMessage } from '../../schema/mirror/chats';
import type { LocalMember } from '../../schema/local-db';
import type { Member } from '../../schema/members';
import { isBeingDeleted } from '../../schema/mirror/pending-change';
import { useSession } from '../app/session-context';
import { localDb } from '../data/local-db';

export type ChatView = LocalChat & { members: Member[]; last_author: Member | null; last_at: string; last_unsent: string | null };
export type MessageView = LocalChatMessage & { author: Member };

/** Where a chat is: `id` for a delivered one, `clientId` for one this device started and has not sent. */
export type ChatKey = { id: number } | { clientId: string };

const unknownMember = (id: number): Member => ({ id, display_name: 'Member', avatar_url: null });

async function cards(ids: number[]): Promise<Map<number, LocalMember>> {
  const rows = await localDb().members.bulkGet([...new Set(ids)]);
  return new Map(rows.filter((r): r is LocalMember => !!r).map((r) => [r.id, r]));
}

/** A chat with its members named and its last activity (the member's own unsent messages count). */
async function viewsOf(chats: LocalChat[]): Promise<ChatView[]> {
  const byId = await cards(chats.flatMap((c) => [...c.member_ids, ...(c.last_message ? [c.last_message.author_id] : [])]));
  const unsent = await localDb().chat_messages.where('status').anyOf('pending', 'failed').toArray();
  return chats.map((c) => {
    const mine = unsent.filter((m) => (c.id > 0 ? m.chat_id === c.id : m.chat_client_id === c.client_id)).sort((a, b) => a.sort_key.localeCompare(b.sort_key));
    const newestUnsent = mine.at(-1);
    const last_at = newestUnsent && newestUnsent.created_at > c.last_activity_at ? newestUnsent.created_at : c.last_activity_at;
    const named = (id: number) => byId.get(id) ?? unknownMember(id);
    const last_author = c.last_message ? named(c.last_message.author_id) : null;
    return { ...c, members: c.member_ids.map(named), last_author, last_at, last_unsent: newestUnsent ? newestUnsent.body : null };
  });
}

/** The member's chats (the archived ones when `archived`), last activity first; chats they left are gone at once. */
export function useChats(archived: boolean): ChatView[] | undefined {
  const me = useSession().userData?.user.id;
  return useLiveQuery(async () => {
    const rows = (await localDb().chats.toArray()).filter((c) => c.archived === archived && (me === undefined || c.member_ids.includes(me)));
    return (await viewsOf(rows)).sort((a, b) => b.last_at.localeCompare(a.last_at));
  }, [archived, me]);
}

/** `null` when the device does not hold it. A chat started here resolves to its delivered row once sent. */
export function useChat(key: ChatKey | null): ChatView | null | undefined {
  const at = key === null ? '' : 'id' in key ? `h${key.id}` : `c${key.clientId}`;
  return useLiveQuery(async () => {
    if (key === null) return null;
    const db = localDb();
    const row = 'id' in key ? await db.chats.where('id').equals(key.id).first() : await db.chats.where('client_id').equals(key.clientId).first();
    return row ? ((await viewsOf([row]))[0] ?? null) : null;
  }, [at]);
}

/** A chat's messages on the device, oldest first (an unsent delete hides one), with their authors. */
export function useChatMessages(chat: Pick<LocalChat, 'id' | 'client_id'> | null | undefined): MessageView[] | undefined {
  const id = chat?.id ?? null;
  const clientId = chat?.client_id ?? null;
  return useLiveQuery(async () => {
    if (id === null) return [];
    const db = localDb();
    const held = id > 0 ? await db.chat_messages.where('[chat_id+sort_key]').between([id, ''], [id, '\uffff']).toArray() : [];
    // Messages written before the chat was sent still carry its client id.
    const started = clientId ? await db.chat_messages.where('chat_id').equals(0).filter((m) => m.chat_client_id === clientId).toArray() : [];
    const rows = [...held, ...started].filter((m) => !isBeingDeleted(m));
    // The member's unsent messages follow the ones the server has, in the order written.
    rows.sort((a, b) => Number(a.id <= 0) - Number(b.id <= 0) || a.sort_key.localeCompare(b.sort_key));
    const byId = await cards(rows.map((m) => m.author_id));
    return rows.map((m) => ({ ...m, author: byId.get(m.author_id) ?? unknownMember(m.author_id) }));
  }, [id, clientId]);
}

/** Unread messages across the member's unarchived chats (the navigation's count). */
export function useUnreadMessages(): number {
  const me = useSession().userData?.user.id;
  return (
    useLiveQuery(async () => {
      const chats = await localDb().chats.toArray();
      return chats.filter((c) => !c.archived && (me === undefined || c.member_ids.includes(me))).reduce((n, c) => n + c.unread_count, 0);
    }, [me]) ?? 0
  );
}

/** Whether the server has older messages of this chat than the device holds (unknown until its first page is read). */
export function useOlderMessages(chatId: number | null): boolean {
  return (
    useLiveQuery(async () => {
      if (chatId === null || chatId <= 0) return false;
      const paging = await localDb().walls.get(`chat:${chatId}`);
      return paging ? paging.exhausted === 0 : false;
    }, [chatId]) ?? false
  );
}
