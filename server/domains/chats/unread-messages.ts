// The user data's unread_messages_count: others' live messages after the member's read mark, over their unarchived chats.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { chatMembers, chatMessages } from './chat-schema';

export async function unreadMessagesCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatMembers, sql`${chatMembers.chatId} = ${chatMessages.chatId} and ${chatMembers.userId} = ${userId}
      and ${chatMembers.leftAt} is null and not ${chatMembers.archived}`)
    .where(sql`${chatMessages.deletedAt} is null and ${chatMessages.authorId} <> ${userId}
      and ${chatMessages.id} > coalesce(${chatMembers.lastReadMessageId}, 0)`);
  return row?.n ?? 0;
}
