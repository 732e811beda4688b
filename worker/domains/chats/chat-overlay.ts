// The member's unsent writes of chats and messages laid over the server's rows, so they show at once and stay shown as server rows arrive.
import type { LocalDb, OutboxEntry } from '../../../schema/local-db';
import { chatUid, type ChatFields, type LocalChat, type LocalChatMessage } from '../../../schema/mirror/chats';
import type { Mutation, MutationOf } from '../../../schema/outbox';

export type ChatWrite = MutationOf<'chat.rename' | 'chat.add_members' | 'chat.remove_member' | 'chat.archive' | 'chat.unarchive' | 'chat.read'>;
export type MessageChange = MutationOf<'message.update' | 'message.delete'>;

const chatWriteKinds: readonly string[] = ['chat.rename', 'chat.add_members', 'chat.remove_member', 'chat.archive', 'chat.unarchive', 'chat.read'];
export const isChatWrite = (m: Mutation): m is ChatWrite => chatWriteKinds.includes(m.kind);
const isMessageChange = (m: Mutation): m is MessageChange => m.kind === 'message.update' || m.kind === 'message.delete';

/** What one write does to the chat as the member sees it (pure). */
export function chatEffect(chat: ChatFields, m: ChatWrite): ChatFields {
  switch (m.kind) {
    case 'chat.rename':
      return { ...chat, name: m.body.name === '' ? null : m.body.name };
    case 'chat.add_members':
      return { ...chat, member_ids: [...new Set([...chat.member_ids, ...m.body.user_ids])] };
    case 'chat.remove_member':
      return { ...chat, member_ids: chat.member_ids.filter((id) => id !== m.user_id) };
    case 'chat.archive':
      return { ...chat, archived: true };
    case 'chat.unarchive':
      return { ...chat, archived: false };
    case 'chat.read': {
      if (chat.last_read_message_id !== null && chat.last_read_message_id >= m.message_id) return chat;
      const readAll = !chat.last_message || chat.last_message.id <= m.message_id;
      return { ...chat, last_read_message_id: m.message_id, unread_count: readAll ? 0 : chat.unread_count };
    }
  }
}

const serverOf = (row: LocalChat): ChatFields => {
  if (row.server) return row.server;
  const { server: _s, pending_change: _p, status: _st, error: _e, ...fields } = row;
  return fields;
};

/**
 * Which outbox entries to lay over: those stored, with `plus` (a write whose entry is being added) and without `except`
 * (one being delivered: its answer is the server's state now).
 */
export interface OverlayOptions {
  plus?: Mutation;
  except?: string;
}

async function entriesWith(db: LocalDb, keep: (m: Mutation) => boolean, { plus, except }: OverlayOptions): Promise<OutboxEntry[]> {
  const stored = (await db.outbox.orderBy('seq').toArray()).filter((e) => e.client_id !== except && keep(e.mutation));
  if (!plus || !keep(plus)) return stored;
  return [...stored, { client_id: plus.client_id, mutation: plus, status: 'pending', error: null, attempts: 0, created_at: Date.now() }];
}

/** Recomputes a delivered chat's row: the server's state with every unsent write of it laid over in order. */
export async function overlayChat(db: LocalDb, chatId: number, opts: OverlayOptions = {}): Promise<void> {
  const row = await db.chats.get(chatUid(chatId));
  if (!row) return;
  const server = serverOf(row);
  const entries = await entriesWith(db, (m) => isChatWrite(m) && m.chat_id === chatId, opts);
  if (entries.length === 0) {
    await db.chats.put(server);
    return;
  }
  const shown = entries.reduce((chat, e) => chatEffect(chat, e.mutation as ChatWrite), server);
  // Reads are the device's own bookkeeping: the member is not asked about them.
  const visible = entries.filter((e) => e.mutation.kind !== 'chat.read');
  const named = visible.find((e) => e.status === 'failed') ?? visible.at(-1);
  await db.chats.put({ ...shown, server, ...(named ? { pending_change: pendingOf(named) } : {}) });
}

const pendingOf = (e: OutboxEntry) => ({ client_id: e.client_id, status: e.status === 'failed' ? ('failed' as const) : ('pending' as const), error: e.error ?? undefined });

/** Whether an unsent change names this message: by server id, or by the client id of the create it follows. */
const targets = (m: MessageChange, row: LocalChatMessage): boolean =>
  (row.id > 0 && m.message_id === row.id) || (!!m.target_client_id && m.target_client_id === row.client_id);

/** Recomputes these messages' rows: the server's body with the member's unsent edit or delete laid over it. */
export async function overlayMessages(db: LocalDb, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const changes = await entriesWith(db, isMessageChange, {});
  if (changes.length === 0) return;
  const rows = await db.chat_messages.where('id').anyOf(ids).toArray();
  for (const row of rows) await layOver(db, row, changes);
}

/** The message an edit or delete names, with its latest unsent change laid over it. */
export async function overlayMessage(db: LocalDb, m: MessageChange, opts: OverlayOptions = {}): Promise<void> {
  const row = m.message_id > 0 ? await db.chat_messages.where('id').equals(m.message_id).first() : await db.chat_messages.where('client_id').equals(m.target_client_id ?? '').first();
  if (row) await layOver(db, row, await entriesWith(db, isMessageChange, opts));
}

/** One message's row with its latest unsent change (edits show their text, a delete hides it until refused). */
async function layOver(db: LocalDb, row: LocalChatMessage, all: OutboxEntry[]): Promise<void> {
  const mine = all.filter((e) => targets(e.mutation as MessageChange, row));
  const serverBody = row.pending_change?.server_body ?? row.body;
  const { pending_change: _p, ...base } = row;
  const latest = mine.at(-1);
  if (!latest) {
    await db.chat_messages.put({ ...base, body: serverBody });
    return;
  }
  const edits = mine.map((e) => e.mutation).filter((m): m is MutationOf<'message.update'> => m.kind === 'message.update');
  const body = edits.at(-1)?.body.body ?? serverBody;
  const kind = latest.mutation.kind === 'message.delete' ? ('delete' as const) : ('edit' as const);
  await db.chat_messages.put({ ...base, body, pending_change: { kind, server_body: serverBody, ...pendingOf(latest) } });
}
