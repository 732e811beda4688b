// Starting a chat: one other member and no name is their private chat (found again if it exists), otherwise a new group chat.
import { and, eq, sql } from 'drizzle-orm';
import type { Chat, CreateChatBody } from '../../../schema/chats';
import type { Database } from '../../db/connect';
import { chatMembers, chats } from './chat-schema';
import { appendChanges } from '../../core/changes';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import type { Viewer } from '../sessions/sessions';
import { chatForMember, chatForMembers } from './chat-changes';
import { checkChatSize, checkMayMessage, othersAskedFor } from './chat-eligibility';
import { chatWire } from './chat-wire';

export function createChat(db: Database, viewer: Viewer, body: CreateChatBody, key: string | null): Promise<StoredAnswer<{ chat: Chat }>> {
  const me = viewer.user.id;
  return idempotentWrite(db, { userId: me, key, fingerprint: requestFingerprint('POST chats', body) }, async (tx) => {
    const others = othersAskedFor(me, body.user_ids);
    checkChatSize(others.length + 1);
    await checkMayMessage(tx, me, others);
    const name = body.name ? body.name : null;
    const kind = others.length === 1 && body.name === undefined ? 'private' : 'group';
    const id = kind === 'private' ? await startPrivate(tx, me, others[0]!, key) : await startGroup(tx, me, name, key);
    if (id.existing) return { status: 200, body: { chat: await chatWire(tx, me, id.id) } };
    // Members joined together are listed by id.
    await tx.insert(chatMembers).values([me, ...others].map((userId) => ({ chatId: id.id, userId })));
    // Every member's own channel hears of it: they are not subscribed to the chat's channel yet.
    await appendChanges(tx, [chatForMembers(id.id), ...others.map((userId) => chatForMember(id.id, userId))]);
    return { status: 201, body: { chat: await chatWire(tx, me, id.id) } };
  });
}

async function startGroup(tx: Database, me: number, name: string | null, key: string | null): Promise<{ id: number; existing: false }> {
  const [made] = await tx.insert(chats).values({ kind: 'group', name, createdBy: me, clientId: key }).returning({ id: chats.id });
  return { id: made!.id, existing: false };
}

/**
 * The two members' private chat: made now, or the one they have. Both stay members of it for good (a private chat
 * cannot be left), so the pair finds it; a concurrent start of the same pair waits on the unique pair index and then
 * finds the other's.
 */
async function startPrivate(tx: Database, me: number, other: number, key: string | null): Promise<{ id: number; existing: boolean }> {
  const [low, high] = [me, other].sort((x, y) => x - y) as [number, number];
  const [made] = await tx
    .insert(chats)
    .values({ kind: 'private', name: null, createdBy: me, clientId: key, pairLow: low, pairHigh: high })
    .onConflictDoNothing({ target: [chats.pairLow, chats.pairHigh], where: sql`${chats.kind} = 'private'` })
    .returning({ id: chats.id });
  if (made) return { id: made.id, existing: false };
  const [found] = await tx
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.kind, 'private'), eq(chats.pairLow, low), eq(chats.pairHigh, high)));
  return { id: found!.id, existing: true };
}
