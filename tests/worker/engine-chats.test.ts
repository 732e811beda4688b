// The inbox through the engine against the real server: chats and messages shown at once, kept in order offline, reads coalesced, unsent ones changed in place.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { chatMessageUid, chatUid, localUid, type LocalChatMessage } from '../../schema/mirror/chats';
import { sortKey } from '../../schema/mirror/posts';
import type { Mutation } from '../../schema/outbox';
import { OTHER, useSignedInMember } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';
import { waitFor } from './helpers/wait';
import type { Chat, ChatMessage } from '../../schema/chats';
import { messages } from '../../schema/messages';

const member = useSignedInMember();

type Session = { secret_id: string; secret: string; user_id: number };
const signIn = async (email: string) => (await member.server.api.call<Session>('POST', '/api/v1/sessions', { body: { email, password: DEMO_PASSWORD } })).body;

const settled = async () => (await member.h.mirror.outbox.count()) === 0;
const me = async () => (await member.h.kv('userData'))!.user.id;

/** What a member reads of a chat on the server: its messages oldest first. */
async function serverBodies(session: Session, chatId: number): Promise<string[]> {
  const res = await member.server.api.call<{ messages: ChatMessage[] }>('GET', `/api/v2/chats/${chatId}/messages?limit=100`, { session });
  expect(res.status).toBe(200);
  return res.body.messages.map((m) => m.body).reverse();
}

/** A group chat another member starts with the member (a fresh one per test, so each starts from no messages). */
async function groupWith(starter: Session, ...others: number[]): Promise<Chat> {
  const res = await member.server.api.call<{ chat: Chat }>('POST', '/api/v2/chats', { session: starter, body: { user_ids: others, name: `Chat ${Math.random()}` } });
  expect(res.status).toBe(201);
  return res.body.chat;
}

const queued = async (): Promise<Mutation[]> => (await member.h.mirror.outbox.orderBy('seq').toArray()).map((e) => e.mutation);
const ok = <T>(r: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

/** A chat and messages as the server would have given them, for the device-only rules. */
async function heldChat(id: number, meId: number, otherId: number, messageIds: number[]): Promise<void> {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
  const rows: LocalChatMessage[] = messageIds.map((mid, i) => ({
    uid: chatMessageUid(mid), id: mid, client_id: null, chat_id: id, author_id: otherId, body: `m${mid}`,
    text_entities: { mentions: [], hashtags: [] }, media: [], created_at: at(i), edited_at: null, sort_key: sortKey(at(i), mid),
  }));
  const last = rows.at(-1)!;
  await member.h.mirror.chat_messages.bulkPut(rows);
  await member.h.mirror.chats.put({
    uid: chatUid(id), id, client_id: null, kind: 'private', name: null, member_ids: [meId, otherId], created_by: otherId,
    last_message: last, unread_count: rows.length, last_read_message_id: null, archived: false, created_at: at(0), last_activity_at: last.created_at,
  });
}

describe('inbox on the device', () => {
  it('offline: a chat started and messages written in it show at once, pending, queued in the order made', async () => {
    const noah = await signIn(OTHER);
    member.server.setOffline(true);
    const uid = ok(await member.h.engine.chats.start([noah.user_id]));
    const chat = (await member.h.mirror.chats.get(uid))!;
    expect(chat).toMatchObject({ id: 0, kind: 'private', status: 'pending' });
    expect(chat.member_ids).toContain(noah.user_id);
    const first = ok(await member.h.engine.chats.sendMessage({ clientId: chat.client_id! }, 'Hello'));
    const second = ok(await member.h.engine.chats.sendMessage({ clientId: chat.client_id! }, 'Are you there?'));
    expect(await member.h.mirror.chat_messages.get(localUid(first))).toMatchObject({ body: 'Hello', status: 'pending', chat_id: 0, chat_client_id: chat.client_id });
    expect((await queued()).map((m) => m.kind)).toEqual(['chat.create', 'message.create', 'message.create']);
    expect((await queued()).map((m) => m.client_id)).toEqual([chat.client_id, first, second]);
    // Starting it again finds the same chat rather than a second one.
    expect(ok(await member.h.engine.chats.start([noah.user_id]))).toBe(uid);

    // An unsent message is rewritten in place, and deleting one cancels it: nothing extra is queued.
    ok(await member.h.engine.chats.editMessage(localUid(second), 'Still there?'));
    expect(await member.h.mirror.chat_messages.get(localUid(second))).toMatchObject({ body: 'Still there?' });
    ok(await member.h.engine.chats.deleteMessage(localUid(first)));
    expect(await member.h.mirror.chat_messages.get(localUid(first))).toBeUndefined();
    expect((await queued()).map((m) => (m.kind === 'message.create' ? m.body.body : m.kind))).toEqual(['chat.create', 'Still there?']);

    // Discarding the chat takes what was written in it along.
    await member.h.engine.outbox.discard(chat.client_id!);
    expect(await member.h.mirror.chats.get(uid)).toBeUndefined();
    expect(await member.h.mirror.chat_messages.count()).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it('reading a chat queues one read, moved forward as newer messages are read, and clears the unread count at once', async () => {
    const me = (await member.h.kv('userData'))!.user.id;
    member.server.setOffline(true);
    await heldChat(900_001, me, 2, [11, 12]);
    await member.h.engine.chats.markRead(900_001);
    expect(await member.h.mirror.chats.get(chatUid(900_001))).toMatchObject({ unread_count: 0, last_read_message_id: 12 });
    await heldChat(900_001, me, 2, [11, 12, 13]);
    await member.h.engine.chats.markRead(900_001);
    await member.h.engine.chats.markRead(900_001);
    const reads = (await queued()).filter((m) => m.kind === 'chat.read');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ chat_id: 900_001, message_id: 13 });
    await member.h.engine.outbox.discard(reads[0]!.client_id);
    expect(await member.h.mirror.chats.get(chatUid(900_001))).toMatchObject({ unread_count: 3, last_read_message_id: null });
    await member.h.mirror.chats.clear();
    await member.h.mirror.chat_messages.clear();
  });

  it('offline: archive, rename and leave show over the held chat at once; discarding one puts the server state back', async () => {
    const me = (await member.h.kv('userData'))!.user.id;
    member.server.setOffline(true);
    await heldChat(900_002, me, 2, [21]);
    const archived = ok(await member.h.engine.chats.archive(900_002));
    expect(await member.h.mirror.chats.get(chatUid(900_002))).toMatchObject({ archived: true, pending_change: { client_id: archived, status: 'pending' } });
    ok(await member.h.engine.chats.leave(900_002));
    expect((await member.h.mirror.chats.get(chatUid(900_002)))!.member_ids).not.toContain(me);
    await member.h.engine.outbox.discard(archived);
    const row = (await member.h.mirror.chats.get(chatUid(900_002)))!;
    expect(row.archived).toBe(false);
    expect(row.member_ids).not.toContain(me);
    for (const m of await queued()) await member.h.engine.outbox.discard(m.client_id);
    expect((await member.h.mirror.chats.get(chatUid(900_002)))!.member_ids).toContain(me);
    expect((await member.h.mirror.chats.get(chatUid(900_002)))!.server).toBeUndefined();
    await member.h.mirror.chats.clear();
    await member.h.mirror.chat_messages.clear();
  });
});

describe('inbox against the server', () => {
  it('a chat started offline and the messages written in it arrive once each, in order, the chat taking its id', async () => {
    const noah = await signIn(OTHER);
    const ada = await signIn('admin@example.com');
    member.server.setOffline(true);
    const uid = ok(await member.h.engine.chats.start([noah.user_id, ada.user_id], 'Offline plans'));
    const clientId = uid.slice(1);
    for (const body of ['one', 'two', 'three']) ok(await member.h.engine.chats.sendMessage({ clientId }, body));
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    const chat = (await member.h.mirror.chats.where('client_id').equals(clientId).first())!;
    expect(chat.id).toBeGreaterThan(0);
    expect(chat).toMatchObject({ uid: chatUid(chat.id), name: 'Offline plans', kind: 'group' });
    expect(await member.h.mirror.chats.get(uid)).toBeUndefined();
    const rows = await member.h.mirror.chat_messages.where('chat_id').equals(chat.id).sortBy('sort_key');
    expect(rows.map((r) => [r.body, r.uid.startsWith('m'), r.status])).toEqual([['one', true, undefined], ['two', true, undefined], ['three', true, undefined]]);
    expect(await serverBodies(noah, chat.id)).toEqual(['one', 'two', 'three']);
  });

  it('offline messages in two chats, one replayed by the service worker first, reach the other member once each, in order per chat', async () => {
    const noah = await signIn(OTHER);
    const [a, b] = [await groupWith(noah, await me()), await groupWith(noah, await me())];
    await member.h.engine.chats.loadChats(false);
    member.server.setOffline(true);
    const ids: string[] = [];
    for (const [chat, body] of [[a, 'a1'], [b, 'b1'], [a, 'a2'], [b, 'b2'], [a, 'a3']] as const) ids.push(ok(await member.h.engine.chats.sendMessage({ id: chat.id }, body)));
    // The service worker's queue sent the first one already (same Idempotency-Key).
    const session = (await member.h.kv('session'))!;
    const replay = () => member.server.api.call('POST', `/api/v2/chats/${a.id}/messages`, { session, headers: { 'idempotency-key': ids[0]! }, body: { body: 'a1' } });
    expect((await replay()).status).toBe(201);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    expect((await replay()).status).toBeLessThan(300);
    expect(await serverBodies(noah, a.id)).toEqual(['a1', 'a2', 'a3']);
    expect(await serverBodies(noah, b.id)).toEqual(['b1', 'b2']);
  });

  it("reading another member's messages clears the unread count on the device at once and on the server once sent", async () => {
    const noah = await signIn(OTHER);
    const chat = await groupWith(noah, await me());
    for (const body of ['hi', 'are you there?']) {
      const res = await member.server.api.call('POST', `/api/v2/chats/${chat.id}/messages`, { session: noah, body: { body } });
      expect(res.status).toBe(201);
    }
    await member.h.engine.chats.loadChat(chat.id);
    expect(await member.h.mirror.chats.get(chatUid(chat.id))).toMatchObject({ unread_count: 2 });
    await member.h.engine.chats.markRead(chat.id);
    expect(await member.h.mirror.chats.get(chatUid(chat.id))).toMatchObject({ unread_count: 0 });
    await waitFor(settled, 'delivery');
    const session = (await member.h.kv('session'))!;
    const onServer = await member.server.api.call<{ chat: Chat }>('GET', `/api/v2/chats/${chat.id}`, { session });
    expect(onServer.body.chat.unread_count).toBe(0);
    expect((await member.h.mirror.chats.get(chatUid(chat.id)))!.server).toBeUndefined();
  });

  it("a message to a member who blocked the sender is refused in the server's words, kept for retry or discard", async () => {
    const noah = await signIn(OTHER);
    const uid = ok(await member.h.engine.chats.start([noah.user_id]));
    await waitFor(settled, 'the chat');
    const chat = (await member.h.mirror.chats.where('client_id').equals(uid.slice(1)).first()) ?? (await member.h.mirror.chats.get(uid))!;
    expect(chat.id).toBeGreaterThan(0);
    expect((await member.server.api.call('POST', '/api/v1/ignores', { session: noah, body: { member_id: await me() } })).status).toBeLessThan(300);
    try {
      const clientId = ok(await member.h.engine.chats.sendMessage({ id: chat.id }, 'Hello?'));
      await waitFor(async () => (await member.h.mirror.chat_messages.get(localUid(clientId)))?.status === 'failed', 'the refusal');
      expect(await member.h.mirror.chat_messages.get(localUid(clientId))).toMatchObject({ error: messages.chatBlocked, body: 'Hello?' });
      await member.h.engine.outbox.discard(clientId);
      expect(await member.h.mirror.chat_messages.get(localUid(clientId))).toBeUndefined();
      expect(await queued()).toEqual([]);
    } finally {
      await member.server.api.call('DELETE', `/api/v1/ignores/${await me()}`, { session: noah });
    }
  });

  it('an edit and a delete of a sent message show at once and reach the server', async () => {
    const noah = await signIn(OTHER);
    const chat = await groupWith(noah, await me());
    await member.h.engine.chats.loadChat(chat.id);
    const clientId = ok(await member.h.engine.chats.sendMessage({ id: chat.id }, 'Frist'));
    const second = ok(await member.h.engine.chats.sendMessage({ id: chat.id }, 'Oops'));
    await waitFor(settled, 'delivery');
    const sent = (await member.h.mirror.chat_messages.where('client_id').equals(clientId).first())!;
    const oops = (await member.h.mirror.chat_messages.where('client_id').equals(second).first())!;
    member.server.setOffline(true);
    ok(await member.h.engine.chats.editMessage(sent.uid, 'First'));
    ok(await member.h.engine.chats.deleteMessage(oops.uid));
    expect(await member.h.mirror.chat_messages.get(sent.uid)).toMatchObject({ body: 'First', pending_change: { kind: 'edit', server_body: 'Frist' } });
    expect((await member.h.mirror.chat_messages.get(oops.uid))!.pending_change).toMatchObject({ kind: 'delete', status: 'pending' });
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    const edited = (await member.h.mirror.chat_messages.get(sent.uid))!;
    expect(edited.body).toBe('First');
    expect(edited.edited_at).not.toBeNull();
    expect(edited.pending_change).toBeUndefined();
    expect(await member.h.mirror.chat_messages.get(oops.uid)).toBeUndefined();
    expect(await serverBodies(noah, chat.id)).toEqual(['First']);
  });

  it('leaving a group chat takes it off the device once the server agrees; archiving moves it to the archived list', async () => {
    const noah = await signIn(OTHER);
    const [leaving, archiving] = [await groupWith(noah, await me()), await groupWith(noah, await me())];
    await member.h.engine.chats.loadChats(false);
    ok(await member.h.engine.chats.archive(archiving.id));
    ok(await member.h.engine.chats.leave(leaving.id));
    await waitFor(settled, 'delivery');
    expect(await member.h.mirror.chats.get(chatUid(leaving.id))).toBeUndefined();
    expect(await member.h.mirror.chats.get(chatUid(archiving.id))).toMatchObject({ archived: true });
    const session = (await member.h.kv('session'))!;
    const archived = await member.server.api.call<{ chats: Chat[] }>('GET', '/api/v2/chats?archived=true', { session });
    expect(archived.body.chats.map((c) => c.id)).toContain(archiving.id);
    expect((await member.server.api.call('GET', `/api/v2/chats/${leaving.id}`, { session })).status).toBe(404);
  });
});
