// Editing and deleting the member's own messages: shown at once over the server's message (a delete hides it), the answer in its place.
import { z } from 'zod';
import { chatMessageResponse } from '../../../../schema/chats';
import type { LocalDb } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import { messageChangeOverlay, type MessageChange } from '../chat-effects';
import { forgetMessages, putServerMessages } from '../chat-rows';
import { defineMutation, NotDeliverableError, sendAsDeclared } from '../../../mutations/mutation';

/** The message's server id: its own, or that of the message this device sent since (the change followed it). */
async function messageIdOf(db: LocalDb, m: MessageChange): Promise<number> {
  if (m.message_id > 0) return m.message_id;
  const sent = m.target_client_id ? await db.chat_messages.where('client_id').equals(m.target_client_id).filter((r) => r.id > 0).first() : undefined;
  if (!sent) throw new NotDeliverableError(messages.chatMessageNotFound);
  return sent.id;
}

const common = { overlay: messageChangeOverlay, fallbackMessage: messages.unknownError };

export const messageUpdate = defineMutation({
  kind: 'message.update',
  ...common,
  send: async (api, m, db) => sendAsDeclared(api, m, { params: { id: await messageIdOf(db, m) }, body: m.body, schema: chatMessageResponse }),
  async delivered(db, m, answer) {
    await putServerMessages(db, [answer.message]);
  },
});

export const messageDelete = defineMutation({
  kind: 'message.delete',
  ...common,
  send: async (api, m, db) => sendAsDeclared(api, m, { params: { id: await messageIdOf(db, m) }, schema: z.unknown() }),
  async delivered(db, m) {
    if (m.message_id > 0) await forgetMessages(db, [m.message_id]);
    else await db.chat_messages.where('client_id').equals(m.target_client_id ?? '').delete();
  },
});
