// Chat and message changes for a chat's current members: each chat as this viewer sees it, messages, and tombstones.
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { anyId } from '../../../db/any-id';
import { chatMembers, chatMessages } from '../chat-schema';
import { chatWires } from '../chat-wire';
import { messageWires } from '../message-wire';
import { keyedById, type Materialiser } from '../../../core/materialisers/materialiser';

/** A chat the viewer is no longer in is skipped (their chat.delete carries it). */
export const chatUpsert: Materialiser<'chat.upsert'> = {
  load: async (db, viewerId, ids) => {
    const wires = await chatWires(db, viewerId, ids);
    return new Map([...wires].map(([id, data]) => [id, { data }]));
  },
};

/** Written for the member who left or was removed; skipped once they are back in the chat (a later upsert brings it). */
export const chatDelete: Materialiser<'chat.delete'> = {
  load: async (db, viewerId, ids) => {
    if (ids.length === 0) return new Map();
    const back = await db
      .select({ id: chatMembers.chatId })
      .from(chatMembers)
      .where(and(anyId(chatMembers.chatId, ids), sql`${chatMembers.userId} = ${viewerId}`, isNull(chatMembers.leftAt)));
    const inChat = new Set(back.map((r) => r.id));
    return new Map(ids.filter((id) => !inChat.has(id)).map((id) => [id, { id }]));
  },
};

export const messageUpsert: Materialiser<'message.upsert'> = {
  load: async (db, _viewerId, ids) => {
    if (ids.length === 0) return new Map();
    return keyedById(await messageWires(db, anyId(chatMessages.id, ids)), (data) => ({ data }));
  },
};

/** A deleted message keeps its row, so its chat is known. */
export const messageDelete: Materialiser<'message.delete'> = {
  load: async (db, _viewerId, ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: chatMessages.id, chatId: chatMessages.chatId })
      .from(chatMessages)
      .where(and(anyId(chatMessages.id, ids), isNotNull(chatMessages.deletedAt)));
    return keyedById(rows, (r) => ({ id: r.id, chat_id: r.chatId }));
  },
};
