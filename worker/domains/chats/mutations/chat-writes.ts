// A delivered chat's writes (rename, add members, leave or remove, archive, unarchive, read): shown at once over the server's chat, replaced by its answer.
import { z } from 'zod';
import { chatResponse, type Chat } from '../../../../schema/chats';
import type { LocalDb } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import type { MutationOf } from '../../../../schema/outbox';
import type { Api } from '../../../api';
import { chatWriteOverlay } from '../chat-effects';
import { updateServerRows } from '../../../overlay/rebase';
import { chatUid } from '../../../../schema/mirror/chats';
import { forgetChats, putServerChats } from '../chat-rows';
import { currentUserId } from '../../../mirror-writes';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';

// A refused write stays shown, marked, for retry or discard.
const common = { overlay: chatWriteOverlay, fallbackMessage: messages.unknownError };

type Answered = MutationOf<'chat.rename' | 'chat.add_members' | 'chat.archive' | 'chat.unarchive' | 'chat.read'>;

function sendChat(api: Api, m: Answered): Promise<{ chat: Chat }> {
  const body = m.kind === 'chat.rename' || m.kind === 'chat.add_members' ? m.body : m.kind === 'chat.read' ? { message_id: m.message_id } : undefined;
  return sendAsDeclared(api, m, { params: { id: m.chat_id }, body, schema: chatResponse });
}

async function chatDelivered(db: LocalDb, m: Answered, answer: { chat: Chat }): Promise<void> {
  await putServerChats(db, [answer.chat]);
}

export const chatRename = defineMutation({ kind: 'chat.rename', ...common, send: sendChat, delivered: chatDelivered });
export const chatAddMembers = defineMutation({ kind: 'chat.add_members', ...common, send: sendChat, delivered: chatDelivered });
export const chatArchive = defineMutation({ kind: 'chat.archive', ...common, send: sendChat, delivered: chatDelivered });
export const chatUnarchive = defineMutation({ kind: 'chat.unarchive', ...common, send: sendChat, delivered: chatDelivered });

export const chatRead = defineMutation({
  kind: 'chat.read',
  ...common,
  send: sendChat,
  delivered: chatDelivered,
  // Nothing the member could do about a read the server refuses (the chat or message is gone): it is dropped.
  async refused(db, m) {
    await db.outbox.where('client_id').equals(m.client_id).delete();
  },
});

export const chatRemoveMember = defineMutation({
  kind: 'chat.remove_member',
  ...common,
  send: (api, m) => sendAsDeclared(api, m, { params: { id: m.chat_id, userId: m.user_id }, schema: z.unknown() }),
  async delivered(db, m) {
    // Leaving: the chat and its messages leave the device; removing another: their id leaves the members.
    if (m.user_id === (await currentUserId(db))) await forgetChats(db, [m.chat_id]);
    else {
      await updateServerRows(db, 'chats', [chatUid(m.chat_id)], (c) => ({ ...c, member_ids: c.member_ids.filter((id) => id !== m.user_id) }));
    }
  },
});
