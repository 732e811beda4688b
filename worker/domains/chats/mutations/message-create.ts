// Sending a message (text, images or both): its row at once (pending), its images uploaded first, the server's message in its place once sent; in a chat still unsent, the chat's id is found when it is.
import { chatMessageResponse } from '../../../../schema/chats';
import type { LocalDb } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import { localUid } from '../../../../schema/mirror/chats';
import { PLACEHOLDER_ID } from '../../../../schema/mirror/draft-rows';
import { sortKey } from '../../../../schema/mirror/posts';
import type { MutationOf } from '../../../../schema/outbox';
import { noTextEntities } from '../../../../schema/text-entities';
import { putServerMessages } from '../chat-rows';
import { putOwnCard } from '../../posts/mutations/draft-rows';
import { defineMutation, NotDeliverableError, sendAsDeclared } from '../../../mutations/mutation';
import { attachmentMediaIds, dropAttachments, retryAttachments } from '../../posts/mutations/post-attachments';

/** The chat's server id: its own, or that of the chat this device started, once sent (its messages then carry it). */
async function chatIdOf(db: LocalDb, m: MutationOf<'message.create'>): Promise<number> {
  if (m.chat_id > 0) return m.chat_id;
  const row = await db.chat_messages.get(localUid(m.client_id));
  if (row && row.chat_id > 0) return row.chat_id;
  const started = m.chat_client_id ? await db.chats.where('client_id').equals(m.chat_client_id).filter((c) => c.id > 0).first() : undefined;
  if (!started) throw new NotDeliverableError(messages.messageNotSent);
  return started.id;
}

const setStatus = (db: LocalDb, m: MutationOf<'message.create'>, status: 'pending' | 'failed', error?: string) =>
  db.chat_messages.update(localUid(m.client_id), { status, error }).then(() => undefined);

export const messageCreate = defineMutation({
  kind: 'message.create',
  check: async (db, m) => {
    if (m.body.body.trim() === '' && (m.media_client_ids ?? []).length === 0) return messages.messageEmpty;
    if (m.chat_id > 0) return null;
    return m.chat_client_id && (await db.chats.where('client_id').equals(m.chat_client_id).count()) > 0 ? null : messages.chatNotFound;
  },
  async write(db, m, { userData, now }) {
    await putOwnCard(db, userData.user);
    const at = now.toISOString();
    await db.chat_messages.put({
      uid: localUid(m.client_id),
      id: PLACEHOLDER_ID,
      client_id: m.client_id,
      chat_id: m.chat_id,
      ...(m.chat_client_id ? { chat_client_id: m.chat_client_id } : {}),
      author_id: userData.user.id,
      body: m.body.body,
      text_entities: noTextEntities,
      media: [],
      created_at: at,
      edited_at: null,
      status: 'pending',
      sort_key: sortKey(at, PLACEHOLDER_ID),
    });
  },
  // Images: their uploads went first (earlier entries); their media ids go with the message.
  async send(api, m, db) {
    const id = await chatIdOf(db, m);
    const body = { ...m.body, media_ids: await attachmentMediaIds(db, m.media_client_ids) };
    return sendAsDeclared(api, m, { params: { id }, body, schema: chatMessageResponse });
  },
  async delivered(db, m, answer) {
    await putServerMessages(db, [answer.message]);
    await dropAttachments(db, { message_client_id: m.client_id }, m.media_client_ids);
  },
  refused: (db, m, message) => setStatus(db, m, 'failed', message),
  async retried(db, m) {
    await setStatus(db, m, 'pending');
    await retryAttachments(db, m.media_client_ids);
  },
  async discarded(db, m) {
    await db.chat_messages.delete(localUid(m.client_id));
    await dropAttachments(db, { message_client_id: m.client_id }, m.media_client_ids);
  },
  fallbackMessage: messages.messageNotSent,
});
