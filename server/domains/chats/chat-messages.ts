// Sending, editing (the author, within the edit window) and deleting (the author) a chat's messages, each exactly once per key.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChatMessage, CreateMessageBody, UpdateMessageBody } from '../../../schema/chats';
import { MESSAGE_EDIT_WINDOW_SECONDS } from '../../../schema/constants';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { chatMessages, chats } from './chat-schema';
import { recordActivity } from '../activities/record';
import { appendChanges } from '../../core/changes';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { attachableMedia, attachMedia } from '../media/post-media';
import type { Viewer } from '../sessions/sessions';
import { findTextEntities } from '../../core/text-entities';
import { currentMemberIds, isChatMember, memberChat } from './chat-access';
import { chatForMembers, messageChange } from './chat-changes';
import { blockedByOther } from './chat-eligibility';
import { messageWire } from './message-wire';

/** The members who have a chat open now (present on its realtime channel); none known: nobody. */
export type OpenChatMembers = (chatId: number) => Set<number>;

/** A new message: each other member who does not have the chat open gets a chat_message activity. */
export function sendMessage(
  db: Database,
  viewer: Viewer,
  chatId: number,
  body: CreateMessageBody,
  key: string | null,
  openChat: OpenChatMembers = () => new Set(),
): Promise<StoredAnswer<{ message: ChatMessage }>> {
  const me = viewer.user.id;
  return idempotentWrite(db, { userId: me, key, fingerprint: requestFingerprint(`POST chats/${chatId}/messages`, body) }, async (tx) => {
    const chat = await memberChat(tx, me, chatId);
    const members = await currentMemberIds(tx, chatId);
    if (chat.kind === 'private') {
      const other = members.find((id) => id !== me);
      if (other !== undefined && (await blockedByOther(tx, me, other))) throw new HttpError(422, messages.chatBlocked);
    }
    const media = await attachableMedia(tx, me, body.media_ids);
    if (media.some((m) => m.media_type !== 'image')) throw new HttpError(422, messages.uploadFailed);
    const [made] = await tx
      .insert(chatMessages)
      .values({ chatId, authorId: me, clientId: key, body: body.body, textEntities: await findTextEntities(tx, body.body) })
      .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
    const id = made!.id;
    await attachMedia(tx, { messageId: id }, body.media_ids);
    await tx.update(chats).set({ lastActivityAt: sql`greatest(${chats.lastActivityAt}, ${made!.createdAt.toISOString()}::timestamptz)` }).where(eq(chats.id, chatId));
    const open = openChat(chatId);
    await recordActivity(tx, {
      category: 'chat_message',
      recipientIds: members.filter((id) => !open.has(id)),
      actorId: me,
      subjectId: chatId,
      text: body.body,
      link: `/messages/${chatId}`,
    });
    await appendChanges(tx, [messageChange('message.upsert', id, chatId), chatForMembers(chatId)]);
    return { status: 201, body: { message: (await messageWire(tx, id))! } };
  });
}

type MessageRow = typeof chatMessages.$inferSelect;

/** A live message of a chat the member belongs to (404 otherwise), written by them (403 otherwise). */
async function ownMessage(tx: Database, viewer: Viewer, messageId: number): Promise<MessageRow> {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)))
    .for('update');
  if (!row || !(await isChatMember(tx, viewer.user.id, row.chatId))) throw new HttpError(404, messages.chatMessageNotFound);
  if (row.authorId !== viewer.user.id) throw new HttpError(403, messages.messageNotOwn);
  return row;
}

/** Whether the message is its chat's newest live one (the chat's last_message shows it). */
async function isNewest(tx: Database, row: MessageRow): Promise<boolean> {
  const [newer] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, row.chatId), isNull(chatMessages.deletedAt), sql`${chatMessages.id} > ${row.id}`))
    .limit(1);
  return newer === undefined;
}

export function editMessage(
  db: Database,
  viewer: Viewer,
  messageId: number,
  body: UpdateMessageBody,
  key: string | null,
  now: () => Date,
): Promise<StoredAnswer<{ message: ChatMessage }>> {
  const fingerprint = requestFingerprint(`PATCH messages/${messageId}`, body);
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, async (tx) => {
    const row = await ownMessage(tx, viewer, messageId);
    if (now().getTime() - row.createdAt.getTime() > MESSAGE_EDIT_WINDOW_SECONDS * 1000) throw new HttpError(422, messages.messageEditWindowPassed);
    await tx
      .update(chatMessages)
      .set({ body: body.body, textEntities: await findTextEntities(tx, body.body), editedAt: now() })
      .where(eq(chatMessages.id, messageId));
    const last = await isNewest(tx, row);
    await appendChanges(tx, [messageChange('message.upsert', messageId, row.chatId), ...(last ? [chatForMembers(row.chatId)] : [])]);
    return { status: 200, body: { message: (await messageWire(tx, messageId))! } };
  });
}

/** The message is gone for everyone: its row stays (deleted_at, text cleared) so its tombstone names its chat. */
export function deleteMessage(db: Database, viewer: Viewer, messageId: number, key: string | null): Promise<StoredAnswer<null>> {
  const fingerprint = requestFingerprint(`DELETE messages/${messageId}`, {});
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, async (tx) => {
    const row = await ownMessage(tx, viewer, messageId);
    await tx
      .update(chatMessages)
      .set({ deletedAt: new Date(), body: '', textEntities: { mentions: [], hashtags: [] } })
      .where(eq(chatMessages.id, messageId));
    // Unread counts and the last message may move.
    await appendChanges(tx, [messageChange('message.delete', messageId, row.chatId), chatForMembers(row.chatId)]);
    return { status: 204, body: null };
  });
}
