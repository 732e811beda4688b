// Chats in wire shape as one member sees them (schema/chats.ts chat): members, last message, their unread count and archive.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Chat, ChatMessage } from '../../../schema/chats';
import type { Member } from '../../../schema/members';
import { anyId } from '../../db/any-id';
import type { Database } from '../../db/connect';
import { chatMembers, chatMessages, chats } from './chat-schema';
import { users } from '../account/users-schema';
import { memberColumns, toMemberWire } from '../people/member-wire';
import { messageWires } from './message-wire';

/** Others' live messages after the member's read mark, per chat of theirs (a subquery's SQL for one chat member row). */
const unreadOf = (userId: number) => sql<number>`(
  select count(*)::int from ${chatMessages} um
  where um.chat_id = ${chats.id} and um.deleted_at is null and um.author_id <> ${userId}
    and um.id > coalesce(${chatMembers.lastReadMessageId}, 0))`;

/** The chats (of these ids) the viewer belongs to now, keyed by id; the others are left out. */
export async function chatWires(db: Database, viewerId: number, ids: number[]): Promise<Map<number, Chat>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ chat: chats, own: chatMembers, unread: unreadOf(viewerId) })
    .from(chats)
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, viewerId), isNull(chatMembers.leftAt)))
    .where(anyId(chats.id, ids));
  if (rows.length === 0) return new Map();
  const found = rows.map((r) => r.chat.id);
  const [members, last] = await Promise.all([membersOf(db, found), lastMessages(db, found)]);
  return new Map(
    rows.map(({ chat, own, unread }) => [
      chat.id,
      {
        id: chat.id,
        client_id: chat.clientId,
        kind: chat.kind,
        name: chat.name,
        members: members.get(chat.id) ?? [],
        created_by: chat.createdBy,
        last_message: last.get(chat.id) ?? null,
        unread_count: unread,
        last_read_message_id: own.lastReadMessageId,
        archived: own.archived,
        created_at: chat.createdAt.toISOString(),
        last_activity_at: chat.lastActivityAt.toISOString(),
      },
    ]),
  );
}

/** One chat as the viewer sees it (they must belong to it: callers check first). */
export async function chatWire(db: Database, viewerId: number, id: number): Promise<Chat> {
  const chat = (await chatWires(db, viewerId, [id])).get(id);
  if (!chat) throw new Error(`chat ${id} is not the viewer's`);
  return chat;
}

async function membersOf(db: Database, chatIds: number[]): Promise<Map<number, Member[]>> {
  const rows = await db
    .select({ chatId: chatMembers.chatId, card: memberColumns })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(and(anyId(chatMembers.chatId, chatIds), isNull(chatMembers.leftAt)))
    .orderBy(chatMembers.joinedAt, chatMembers.userId);
  const out = new Map<number, Member[]>();
  for (const r of rows) out.set(r.chatId, [...(out.get(r.chatId) ?? []), toMemberWire(r.card)]);
  return out;
}

/** Each chat's newest live message (one index probe per chat: chat_messages_chat_idx). */
async function lastMessages(db: Database, chatIds: number[]): Promise<Map<number, ChatMessage>> {
  const newest = sql`(select max(lm.id) from ${chatMessages} lm where lm.chat_id = c.id and lm.deleted_at is null)`;
  const ids = sql`${chatMessages.id} in (select ${newest} from ${chats} c where c.id = any(${sql.param(chatIds)}::int[]))`;
  const wires = await messageWires(db, ids);
  return new Map(wires.map((m) => [m.chat_id, m]));
}
