// What the member's writes of a delivered chat and of their sent messages do to the rows (pure): the engine lays them over the server's rows.
import { chatMessageUid, chatUid, type ChatFields, type LocalChat, type LocalChatMessage } from '../../../schema/mirror/chats';
import type { MutationOf } from '../../../schema/outbox';
import { overlay, writeState, type Overlay, type Write } from '../../overlay/overlay';

export type ChatWrite = MutationOf<'chat.rename' | 'chat.add_members' | 'chat.remove_member' | 'chat.archive' | 'chat.unarchive' | 'chat.read'>;
export type MessageChange = MutationOf<'message.update' | 'message.delete'>;

/** What one write does to the chat as the member sees it (pure). */
export function chatEffect<C extends ChatFields>(chat: C, m: ChatWrite): C {
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

/** The chat with this write over it; it names the first refused write, else the latest (reads are the device's own bookkeeping). */
function withChatWrite(row: LocalChat | undefined, w: Write<ChatWrite>): LocalChat | undefined {
  if (!row) return row;
  const shown = chatEffect(row, w.mutation);
  if (w.mutation.kind === 'chat.read' || row.pending_change?.status === 'failed') return shown;
  return { ...shown, pending_change: writeState(w) };
}

export const chatWriteOverlay: Overlay<ChatWrite> = overlay<ChatWrite>((m) => [{ table: 'chats', key: chatUid(m.chat_id) }], { chats: withChatWrite });

/** The message with this change over it: an edit shows its text, a delete hides it until refused; the server's text kept beside. */
function withMessageChange(row: LocalChatMessage | undefined, w: Write<MessageChange>): LocalChatMessage | undefined {
  if (!row) return row;
  const m = w.mutation;
  const server_body = row.pending_change?.server_body ?? row.body;
  const body = m.kind === 'message.update' ? m.body.body : row.body;
  return { ...row, body, pending_change: { kind: m.kind === 'message.delete' ? 'delete' : 'edit', server_body, ...writeState(w) } };
}

/** The message a change names: by server id, or the row the message it follows made (its own, then the server's). */
export const messageChangeOverlay: Overlay<MessageChange> = overlay<MessageChange>(
  (m) => (m.message_id > 0 ? [{ table: 'chat_messages', key: chatMessageUid(m.message_id) }] : m.target_client_id ? [{ table: 'chat_messages', index: 'client_id', value: m.target_client_id }] : []),
  { chat_messages: withMessageChange },
);
