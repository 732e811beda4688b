// One member's own state of a chat: archived or not, and how far they have read (never back).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Chat } from '../../../schema/chats';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { chatMembers, chatMessages } from './chat-schema';
import { appendChanges } from '../../core/changes';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import type { Viewer } from '../sessions/sessions';
import { memberChat } from './chat-access';
import { chatForMember } from './chat-changes';
import { chatWire } from './chat-wire';

const own = (chatId: number, userId: number) => and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId), isNull(chatMembers.leftAt));

/** Archives (true) or unarchives the chat for the member; the state they are in already changes nothing. */
export function setChatArchived(db: Database, viewer: Viewer, chatId: number, archived: boolean, key: string | null): Promise<StoredAnswer<{ chat: Chat }>> {
  const me = viewer.user.id;
  const fingerprint = requestFingerprint(`${archived ? 'PUT' : 'DELETE'} chats/${chatId}/archive`, {});
  return idempotentWrite(db, { userId: me, key, fingerprint }, async (tx) => {
    await memberChat(tx, me, chatId);
    const changed = await tx
      .update(chatMembers)
      .set({ archived })
      .where(and(own(chatId, me), eq(chatMembers.archived, !archived)))
      .returning({ id: chatMembers.chatId });
    if (changed.length > 0) await appendChanges(tx, [chatForMember(chatId, me)]);
    return { status: 200, body: { chat: await chatWire(tx, me, chatId) } };
  });
}

/** Read up to a message of the chat (a deleted one too: it was there); a mark further on already stays. */
export function markChatRead(db: Database, viewer: Viewer, chatId: number, messageId: number, key: string | null): Promise<StoredAnswer<{ chat: Chat }>> {
  const me = viewer.user.id;
  const fingerprint = requestFingerprint(`PUT chats/${chatId}/read`, { message_id: messageId });
  return idempotentWrite(db, { userId: me, key, fingerprint }, async (tx) => {
    await memberChat(tx, me, chatId);
    const [message] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.chatId, chatId)));
    if (!message) throw new HttpError(404, messages.chatMessageNotFound);
    const moved = await tx
      .update(chatMembers)
      .set({ lastReadMessageId: messageId })
      .where(and(own(chatId, me), or(isNull(chatMembers.lastReadMessageId), lt(chatMembers.lastReadMessageId, messageId))))
      .returning({ id: chatMembers.chatId });
    if (moved.length > 0) await appendChanges(tx, [chatForMember(chatId, me)]);
    return { status: 200, body: { chat: await chatWire(tx, me, chatId) } };
  });
}
