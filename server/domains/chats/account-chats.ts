// A deleted account and its chats: it leaves every group chat; with its content deleted, its messages go too.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { chatMembers, chatMessages, chats } from './chat-schema';
import type { NewChange } from '../../core/changes';
import { chatForMembers, chatGoneFor, messageChange } from './chat-changes';

/**
 * Answers the changes to append (call appendChanges last in the transaction). Private chats keep the account, shown as
 * the deleted member's neutral card, so the other member keeps the conversation.
 */
export async function removeAccountFromChats(tx: Database, userId: number, deleteMessages: boolean): Promise<NewChange[]> {
  const groupChats = tx.select({ id: chats.id }).from(chats).where(eq(chats.kind, 'group'));
  const left = await tx
    .update(chatMembers)
    .set({ leftAt: new Date() })
    .where(and(eq(chatMembers.userId, userId), isNull(chatMembers.leftAt), inArray(chatMembers.chatId, groupChats)))
    .returning({ chatId: chatMembers.chatId });
  const gone = deleteMessages
    ? await tx
        .update(chatMessages)
        .set({ deletedAt: new Date(), body: '', textEntities: { mentions: [], hashtags: [] } })
        .where(and(eq(chatMessages.authorId, userId), isNull(chatMessages.deletedAt)))
        .returning({ id: chatMessages.id, chatId: chatMessages.chatId })
    : [];
  const touched = new Set([...left.map((r) => r.chatId), ...gone.map((r) => r.chatId)]);
  return [
    ...gone.map((m) => messageChange('message.delete', m.id, m.chatId)),
    ...left.map((r) => chatGoneFor(r.chatId, userId)),
    ...[...touched].map(chatForMembers),
  ];
}
