// Reading the inbox: the member's chats by last activity (archived apart), one chat, and a chat's messages newest first.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Chat, ChatMessagesPage, ChatsPage } from '../../../schema/chats';
import type { Database } from '../../db/connect';
import { chatMembers, chatMessages, chats } from './chat-schema';
import { decodeFeedCursor, encodeFeedCursor } from '../../core/feed-cursor';
import { decodeIdCursor, encodeIdCursor } from '../../core/opaque-cursor';
import type { Viewer } from '../sessions/sessions';
import { memberChat } from './chat-access';
import { chatWires, chatWire } from './chat-wire';
import { messageWires } from './message-wire';

export async function listChats(db: Database, viewer: Viewer, query: { archived: boolean; cursor?: string; limit: number }): Promise<ChatsPage> {
  const me = viewer.user.id;
  const after = query.cursor ? decodeFeedCursor('chats', query.cursor) : null;
  const rows = await db
    .select({ id: chats.id, at: chats.lastActivityAt })
    .from(chats)
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, me), isNull(chatMembers.leftAt)))
    .where(
      and(
        eq(chatMembers.archived, query.archived),
        after ? sql`(${chats.lastActivityAt}, ${chats.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::int)` : undefined,
      ),
    )
    .orderBy(desc(chats.lastActivityAt), desc(chats.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const wires = await chatWires(db, me, page.map((r) => r.id));
  const last = page.at(-1);
  const next = rows.length > query.limit && last ? encodeFeedCursor('chats', { createdAt: last.at, id: last.id }) : null;
  return { chats: page.flatMap((r) => wires.get(r.id) ?? []), meta: { next } };
}

export async function readChat(db: Database, viewer: Viewer, chatId: number): Promise<{ chat: Chat }> {
  await memberChat(db, viewer.user.id, chatId);
  return { chat: await chatWire(db, viewer.user.id, chatId) };
}

export async function chatMessagesPage(
  db: Database,
  viewer: Viewer,
  chatId: number,
  query: { cursor?: string; limit: number },
): Promise<ChatMessagesPage> {
  // The cursor of a messages page holds the oldest message's id it showed: the next page is older.
  const before = query.cursor ? decodeIdCursor('messages', query.cursor) : null;
  await memberChat(db, viewer.user.id, chatId);
  const rows = await messageWires(db, and(eq(chatMessages.chatId, chatId), before === null ? undefined : lt(chatMessages.id, before))!, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? encodeIdCursor('messages', page.at(-1)!.id) : null;
  return { messages: page, meta: { next } };
}
