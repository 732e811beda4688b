// The inbox through the engine against the real server: chats and messages shown at once, kept in order offline, reads coalesced, unsent ones changed in place.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { chatMessageUid, chatUid, localUid, type LocalChatMessage } from '../../schema/mirror/chats';
import { sortKey } from '../../schema/mirror/posts';
import type { Mutation } from '../../schema/outbox';
import { OTHER, useSignedInMember } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';

const member = useSignedInMember();

type Session = { secret_id: string; secret: string; user_id: number };
const signIn = async (email: string) => (await member.server.api.call<Session>('POST', '/api/v1/sessions', { body: { email, password: DEMO_PASSWORD } })).body;

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
