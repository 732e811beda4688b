// Who belongs to a chat: its current members only (a host included, nobody else may see it: 404 'Chat does not exist').
import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { chatMembers, chats } from './chat-schema';
import { HttpError } from '../../core/http-error';

export type ChatRow = typeof chats.$inferSelect;

/** The chats the member belongs to now, as a subquery: the delta feed's audience of chat and message changes. */
export const memberChatIds = (userId: number) =>
  sql`(select cm.chat_id from ${chatMembers} cm where cm.user_id = ${userId} and cm.left_at is null)`;

/** Whether the member belongs to the chat now (the realtime gateway's ChatMembership). */
export async function isChatMember(db: Database, userId: number, chatId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMembers.chatId })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId), isNull(chatMembers.leftAt)));
  return row !== undefined;
}

/** The chat if the member belongs to it; otherwise 404, whoever asks. `lock`: held until the transaction ends. */
export async function memberChat(db: Database, userId: number, chatId: number, lock = false): Promise<ChatRow> {
  const query = db
    .select({ chat: chats })
    .from(chats)
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, userId), isNull(chatMembers.leftAt)))
    .where(eq(chats.id, chatId));
  const [row] = lock ? await query.for('update', { of: chats }) : await query;
  if (!row) throw new HttpError(404, messages.chatNotFound);
  return row.chat;
}

/** The chat's current members' ids, in the order they joined. */
export async function currentMemberIds(db: Database, chatId: number): Promise<number[]> {
  const rows = await db
    .select({ id: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), isNull(chatMembers.leftAt)))
    .orderBy(chatMembers.joinedAt, chatMembers.userId);
  return rows.map((r) => r.id);
}
