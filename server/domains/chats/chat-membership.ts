// A group chat's members and name: adding members (any member), removing one (its creator) or leaving, renaming (its creator).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AddChatMembersBody, Chat, RenameChatBody } from '../../../schema/chats';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { chatMembers, chatMessages, chats } from './chat-schema';
import { appendChanges } from '../../core/changes';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import type { Viewer } from '../sessions/sessions';
import { currentMemberIds, memberChat, type ChatRow } from './chat-access';
import { chatForMember, chatForMembers, chatGoneFor } from './chat-changes';
import { checkChatSize, checkMayMessage, othersAskedFor } from './chat-eligibility';
import { chatWire } from './chat-wire';

function groupOnly(chat: ChatRow): void {
  if (chat.kind !== 'group') throw new HttpError(422, messages.chatPrivateMembers);
}

function creatorOnly(chat: ChatRow, viewer: Viewer): void {
  if (chat.createdBy !== viewer.user.id) throw new HttpError(403, messages.chatNotCreator);
}

export function renameChat(db: Database, viewer: Viewer, chatId: number, body: RenameChatBody, key: string | null): Promise<StoredAnswer<{ chat: Chat }>> {
  const me = viewer.user.id;
  return idempotentWrite(db, { userId: me, key, fingerprint: requestFingerprint(`PATCH chats/${chatId}`, body) }, async (tx) => {
    const chat = await memberChat(tx, me, chatId, true);
    groupOnly(chat);
    creatorOnly(chat, viewer);
    await tx.update(chats).set({ name: body.name === '' ? null : body.name }).where(eq(chats.id, chatId));
    await appendChanges(tx, [chatForMembers(chatId)]);
    return { status: 200, body: { chat: await chatWire(tx, me, chatId) } };
  });
}

/** Members already in the chat are ignored; one who left or was removed comes back, reading from now on. */
export function addChatMembers(db: Database, viewer: Viewer, chatId: number, body: AddChatMembersBody, key: string | null): Promise<StoredAnswer<{ chat: Chat }>> {
  const me = viewer.user.id;
  return idempotentWrite(db, { userId: me, key, fingerprint: requestFingerprint(`POST chats/${chatId}/members`, body) }, async (tx) => {
    // Locked: two additions at once cannot together pass the limit.
    const chat = await memberChat(tx, me, chatId, true);
    groupOnly(chat);
    const current = new Set(await currentMemberIds(tx, chatId));
    const added = othersAskedFor(me, body.user_ids).filter((id) => !current.has(id));
    checkChatSize(current.size + added.length);
    await checkMayMessage(tx, me, added);
    if (added.length > 0) {
      const [newest] = await tx.select({ id: sql<number | null>`max(${chatMessages.id})` }).from(chatMessages).where(eq(chatMessages.chatId, chatId));
      const readFrom = { joinedAt: new Date(), leftAt: null, lastReadMessageId: newest?.id ?? null, archived: false };
      await tx
        .insert(chatMembers)
        .values(added.map((userId) => ({ chatId, userId, ...readFrom })))
        .onConflictDoUpdate({ target: [chatMembers.chatId, chatMembers.userId], set: readFrom });
      await appendChanges(tx, [chatForMembers(chatId), ...added.map((id) => chatForMember(chatId, id))]);
    }
    return { status: 200, body: { chat: await chatWire(tx, me, chatId) } };
  });
}

/** The member themself leaves; the creator removes another. Someone not (or no longer) in the chat changes nothing. */
export function removeChatMember(db: Database, viewer: Viewer, chatId: number, userId: number, key: string | null): Promise<StoredAnswer<null>> {
  const me = viewer.user.id;
  return idempotentWrite(db, { userId: me, key, fingerprint: requestFingerprint(`DELETE chats/${chatId}/members/${userId}`, {}) }, async (tx) => {
    const chat = await memberChat(tx, me, chatId, true);
    groupOnly(chat);
    if (userId !== me) creatorOnly(chat, viewer);
    const gone = await tx
      .update(chatMembers)
      .set({ leftAt: new Date() })
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId), isNull(chatMembers.leftAt)))
      .returning({ id: chatMembers.userId });
    if (gone.length > 0) await appendChanges(tx, [chatForMembers(chatId), chatGoneFor(chatId, userId)]);
    return { status: 204, body: null };
  });
}
