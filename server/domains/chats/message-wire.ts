// Chat messages in wire shape (schema/chats.ts chatMessage): author card, text entities and images, read in a few queries.
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { ChatMessage } from '../../../schema/chats';
import { anyId } from '../../db/any-id';
import type { Database } from '../../db/connect';
import { chatMessages } from './chat-schema';
import { mediaItems } from '../media/media-schema';
import { users } from '../account/users-schema';
import { toMediaWire } from '../media/media-uploads';
import { memberColumns, toMemberWire } from '../people/member-wire';

/** Live (not deleted) messages matching `where`, newest first, at most `limit`. */
export async function messageWires(db: Database, where: SQL, limit?: number): Promise<ChatMessage[]> {
  const query = db
    .select({ m: chatMessages, author: memberColumns })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .where(and(where, isNull(chatMessages.deletedAt)))
    .orderBy(desc(chatMessages.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const wires: ChatMessage[] = rows.map(({ m, author }) => ({
    id: m.id,
    client_id: m.clientId,
    chat_id: m.chatId,
    author: toMemberWire(author),
    body: m.body,
    text_entities: m.textEntities,
    media: [],
    created_at: m.createdAt.toISOString(),
    edited_at: m.editedAt?.toISOString() ?? null,
  }));
  await fillMessageMedia(db, wires);
  return wires;
}

async function fillMessageMedia(db: Database, wires: ChatMessage[]): Promise<void> {
  if (wires.length === 0) return;
  const rows = await db
    .select()
    .from(mediaItems)
    .where(anyId(mediaItems.messageId, wires.map((m) => m.id)))
    .orderBy(asc(mediaItems.messageId), asc(mediaItems.position));
  const byId = new Map(wires.map((m) => [m.id, m]));
  for (const row of rows) byId.get(row.messageId!)?.media.push(toMediaWire(row));
}

/** One live message by id, or undefined. */
export async function messageWire(db: Database, id: number): Promise<ChatMessage | undefined> {
  return (await messageWires(db, eq(chatMessages.id, id)))[0];
}
