// The inbox's collections: chats and messages from the delta feed, optimistic rows replaced, a chat left forgotten, 200 messages kept per chat.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Chat, ChatMessage } from '../../schema/chats';
import { openLocalDb, sortKey, type LocalDb } from '../../schema/local-db';
import { localUid, type LocalChat, type LocalChatMessage } from '../../schema/mirror/chats';
import type { Change } from '../../schema/sync';
import { messagesPagingKey } from '../../worker/domains/chats/chat-rows';
import { MESSAGES_PER_CHAT } from '../../worker/domains/chats/collections/chat-messages';
import { applyChanges, sweepMirror } from '../../worker/collections/registry';
import { inMirror } from '../../worker/mirror-writes';

let count = 0;
let db: LocalDb;
beforeEach(async () => {
  db = openLocalDb(`chat-collections-${process.pid}-${++count}`);
  await db.open();
  await db.kv.put({ key: 'session', value: { secret_id: 's', secret: 'x', refresh_token: 'r', user_id: 1 } });
});
afterEach(() => db.close());

const at = (second: number) => new Date(Date.UTC(2026, 10, 1, 10) + second * 1000).toISOString();
const card = (id: number) => ({ id, display_name: `Member ${id}`, avatar_url: null });
const noEntities = { mentions: [], hashtags: [] };

function message(id: number, chatId: number, authorId = 2, clientId: string | null = null): ChatMessage {
  return { id, client_id: clientId, chat_id: chatId, author: card(authorId), body: `message ${id}`, text_entities: noEntities, media: [], created_at: at(id), edited_at: null };
}
function chat(id: number, memberIds: number[], clientId: string | null = null, last: ChatMessage | null = null): Chat {
  return {
    id, client_id: clientId, kind: 'group', name: `Chat ${id}`, members: memberIds.map(card), created_by: memberIds[0]!, last_message: last,
    unread_count: 0, last_read_message_id: null, archived: false, created_at: at(0), last_activity_at: at(1),
  };
}
const messagesPaging = (chatId: number) => ({ key: messagesPagingKey(chatId), next_cursor: '1', exhausted: 0 as const, fetched_at: 0 });
const upsertChat = (c: Chat, cursor = 1): Change => ({ cursor, kind: 'chat.upsert', data: c });
const upsertMessage = (m: ChatMessage, cursor = 2): Change => ({ cursor, kind: 'message.upsert', data: m });
const unsentMessage = (clientId: string, chatId: number, chatClientId?: string): LocalChatMessage => ({
  id: -1, client_id: clientId, chat_id: chatId, chat_client_id: chatClientId, author_id: 1, body: 'unsent', text_entities: noEntities, media: [],
  created_at: at(5000), edited_at: null, uid: localUid(clientId), status: 'pending', sort_key: sortKey(at(5000), -1),
});

describe('the chats and chat messages collections', () => {
  it('stores chats with members by id and the last message by author id; members go to the members table', async () => {
    await inMirror(db, () => applyChanges(db, [upsertChat(chat(5, [1, 2, 3], null, message(9, 5, 3)))]));
    const row = (await db.chats.get('h5'))!;
    expect(row).toMatchObject({ id: 5, member_ids: [1, 2, 3], last_message: { id: 9, author_id: 3, body: 'message 9' } });
    expect(row).not.toHaveProperty('members');
    expect((await db.members.toArray()).map((m) => m.id).sort()).toEqual([1, 2, 3]);
  });

  it('replaces the member\'s optimistic chat and message by their client ids, ends their outbox entries, and names the chat in its unsent messages', async () => {
    const optimistic: LocalChat = { ...{ ...chat(0, [1, 2]), members: undefined }, uid: localUid('chatc1'), id: 0, client_id: 'chatc1', member_ids: [1, 2], last_message: null, status: 'pending' } as unknown as LocalChat;
    await db.chats.put(optimistic);
    await db.chat_messages.bulkPut([unsentMessage('msgc1', 0, 'chatc1'), unsentMessage('msgc2', 0, 'chatc1')]);
    await db.outbox.bulkPut(['chatc1', 'msgc1'].map((client_id) => ({ client_id, mutation: {} as never, status: 'pending' as const, error: null, attempts: 0, created_at: 0 })));
    await inMirror(db, () => applyChanges(db, [upsertChat(chat(7, [1, 2], 'chatc1')), upsertMessage(message(20, 7, 1, 'msgc1'))]));
    expect((await db.chats.toArray()).map((c) => c.uid)).toEqual(['h7']);
    const rows = await db.chat_messages.toArray();
    expect(rows.map((m) => [m.uid, m.chat_id]).sort()).toEqual([['cmsgc2', 7], ['m20', 7]]);
    expect((await db.outbox.toArray()).map((e) => e.client_id)).toEqual([]);
  });

  it('forgets a chat left with its messages; a deleted message goes', async () => {
    await inMirror(db, () => applyChanges(db, [upsertChat(chat(5, [1, 2])), upsertChat(chat(6, [1, 2])), upsertMessage(message(1, 5)), upsertMessage(message(2, 5)), upsertMessage(message(3, 6))]));
    await db.chat_messages.put(unsentMessage('late', 5));
    await inMirror(db, () => applyChanges(db, [{ cursor: 9, kind: 'chat.delete', id: 5 }, { cursor: 10, kind: 'message.delete', id: 3, chat_id: 6 }]));
    expect((await db.chats.toArray()).map((c) => c.uid)).toEqual(['h6']);
    expect(await db.chat_messages.toArray()).toEqual([]);
  });

  it('keeps the newest 200 delivered messages of each chat, never an unsent one, and cards still in use', async () => {
    const many = Array.from({ length: MESSAGES_PER_CHAT + 30 }, (_, i) => upsertMessage(message(i + 1, 5, 2 + (i % 3)), i + 1));
    await inMirror(db, () => applyChanges(db, [upsertChat(chat(5, [1, 2])), ...many, upsertMessage(message(1000, 6))]));
    await db.chat_messages.put(unsentMessage('keep', 5));
    await db.walls.bulkPut([messagesPaging(5), messagesPaging(6)]);
    const swept = await inMirror(db, () => sweepMirror(db, { members: 0 }));
    expect(swept.chat_messages).toBe(30);
    const kept = await db.chat_messages.where('chat_id').equals(5).toArray();
    expect(kept.filter((m) => !m.status)).toHaveLength(MESSAGES_PER_CHAT);
    expect(Math.min(...kept.filter((m) => !m.status).map((m) => m.id))).toBe(31);
    expect(kept.some((m) => m.uid === 'ckeep')).toBe(true);
    expect(await db.chat_messages.get('m1000')).toBeDefined();
    // The chat that lost messages pages again from its newest; the other keeps its place.
    expect((await db.walls.toArray()).map((w) => w.key)).toEqual([messagesPagingKey(6)]);
    // Every card a chat or message names stays, even over a budget of none.
    expect((await db.members.toArray()).map((m) => m.id).sort()).toEqual([1, 2, 3, 4]);
  });
});
