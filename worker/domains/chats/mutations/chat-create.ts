// Starting a chat: its row at once (private with one member and no name, else a group), replaced by the server's chat; messages written in it meanwhile take its id.
import { chatResponse } from '../../../../schema/chats';
import type { LocalDb } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import { localUid } from '../../../../schema/mirror/chats';
import { adoptStartedChat, putServerChats } from '../chat-rows';
import { putOwnCard } from '../../posts/mutations/draft-rows';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';

/** The messages written in a chat this device started and has not sent: they go when the chat goes. */
const messagesIn = (db: LocalDb, chatClientId: string) => db.chat_messages.where('chat_id').equals(0).filter((m) => m.chat_client_id === chatClientId);

export const chatCreate = defineMutation({
  kind: 'chat.create',
  async write(db, m, { userData, now }) {
    await putOwnCard(db, userData.user);
    const at = now.toISOString();
    const group = m.body.user_ids.length > 1 || !!m.body.name;
    await db.chats.put({
      uid: localUid(m.client_id),
      id: 0,
      client_id: m.client_id,
      kind: group ? 'group' : 'private',
      name: m.body.name || null,
      member_ids: [userData.user.id, ...m.body.user_ids.filter((id) => id !== userData.user.id)],
      created_by: userData.user.id,
      last_message: null,
      unread_count: 0,
      last_read_message_id: null,
      archived: false,
      created_at: at,
      last_activity_at: at,
      status: 'pending',
    });
  },
  send: (api, m) => sendAsDeclared(api, m, { body: m.body, schema: chatResponse }),
  async delivered(db, m, answer) {
    await putServerChats(db, [answer.chat]);
    // A private chat the member already had answers with that chat (another key): the started one becomes it.
    await adoptStartedChat(db, m.client_id, answer.chat.id);
  },
  refused: (db, m, message) => db.chats.update(localUid(m.client_id), { status: 'failed', error: message }).then(() => undefined),
  retried: (db, m) => db.chats.update(localUid(m.client_id), { status: 'pending', error: undefined }).then(() => undefined),
  async discarded(db, m) {
    // Nothing written in it can be sent without it.
    const written = await messagesIn(db, m.client_id).toArray();
    await db.outbox.where('client_id').anyOf(written.flatMap((w) => (w.client_id ? [w.client_id] : []))).delete();
    await messagesIn(db, m.client_id).delete();
    await db.chats.delete(localUid(m.client_id));
  },
  fallbackMessage: messages.messageNotSent,
});
