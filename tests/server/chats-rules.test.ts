// The inbox's rules on the server: who may call each route, blocks, friends only, the 100-member limit, group chat
// roles, the edit window, and a disabled member's messages refused.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessagesPage, chatResponse } from '../../schema/chats';
import { CHAT_MAX_MEMBERS, MESSAGE_EDIT_WINDOW_SECONDS } from '../../schema/constants';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { chatMessages } from '../../server/domains/chats/chat-schema';
import { users } from '../../server/domains/account/users-schema';
import { signUpMember, withConfig } from './support/accounts';
import { chatClient } from './support/chats';
import { whileDisabled } from './support/disabled-member';
import { drivers } from './support/test-db';
import { useTestApp, type Reply } from './support/test-app';

describe.each(drivers)('chat rules on %s', (driver) => {
  const ctx = useTestApp(driver);
  const chats = chatClient(() => ctx.api);
  const fresh = async () => signUpMember(ctx.api);
  const expectError = (res: Reply, status: number, message: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toEqual({ errors: [message] });
  };
  const block = (s: Session, id: number) => ctx.api.call('POST', '/api/v1/ignores', { session: s, body: { member_id: id } });
  const follow = (s: Session, id: number) => ctx.api.call('POST', `/api/v2/accounts/${id}/follow`, { session: s });
  let ada: Session;
  beforeAll(async () => {
    ada = await ctx.api.login('admin@example.com');
  });

  it('every route: visitors 401, a non-member and a host 404 "Chat does not exist", a disabled member 403', async () => {
    const [a, b, outsider] = [await fresh(), await fresh(), await fresh()];
    const chat = await chats.started(a.session, [b.session], 'Private matters');
    const m = await chats.sent(a.session, chat.id, 'between us');
    const routes: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', `/api/v2/chats/${chat.id}`],
      ['PATCH', `/api/v2/chats/${chat.id}`, { name: 'Mine now' }],
      ['POST', `/api/v2/chats/${chat.id}/members`, { user_ids: [outsider.session.user_id] }],
      ['DELETE', `/api/v2/chats/${chat.id}/members/${b.session.user_id}`],
      ['PUT', `/api/v2/chats/${chat.id}/archive`],
      ['DELETE', `/api/v2/chats/${chat.id}/archive`],
      ['PUT', `/api/v2/chats/${chat.id}/read`, { message_id: m.id }],
      ['GET', `/api/v2/chats/${chat.id}/messages`],
      ['POST', `/api/v2/chats/${chat.id}/messages`, { body: 'let me in' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await chats.call(method, url, undefined, { body })).status, `${method} ${url}`).toBe(401);
      for (const s of [outsider.session, ada]) expectError(await chats.call(method, url, s, { body }), 404, messages.chatNotFound);
    }
    for (const [method, body] of [['PATCH', { body: 'edited by another' }], ['DELETE', undefined]] as const) {
      for (const s of [outsider.session, ada]) expectError(await chats.call(method, `/api/v2/messages/${m.id}`, s, { body }), 404, messages.chatMessageNotFound);
      expect((await chats.call(method, `/api/v2/messages/${m.id}`, undefined, { body })).status).toBe(401);
    }
    expect((await chats.call('GET', '/api/v2/chats', undefined)).status).toBe(401);
    // The host's own inbox does not list it.
    expect(((await chats.call('GET', '/api/v2/chats', ada)).body.chats as { id: number }[]).map((c) => c.id)).not.toContain(chat.id);
    // Nothing was changed by any of them.
    expect(await chats.chat(a.session, chat.id)).toMatchObject({ name: 'Private matters', members: [{ id: a.session.user_id }, { id: b.session.user_id }].sort((x, y) => x.id - y.id) });

    await whileDisabled(ctx.testDb.db, b.email, async () => {
      for (const [method, url, body] of [...routes, ['GET', '/api/v2/chats'] as const, ['POST', '/api/v2/chats', { user_ids: [a.session.user_id] }] as const]) {
        expect((await chats.call(method, url, b.session, { body })).status, `${method} ${url}`).toBe(403);
      }
      // Nobody may bring a disabled member into a chat.
      expectError(await chats.start(a.session, [b.session.user_id], 'With a disabled member'), 422, messages.chatBlocked);
    });
  });

  it('blocks: no chat either way, no adding, and a private chat whose other member blocked the sender refuses their messages', async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    const chat = await chats.started(a.session, [b.session]);
    const group = await chats.started(a.session, [c.session], 'Group');
    expect((await block(b.session, a.session.user_id)).status).toBe(200);
    expectError(await chats.send(a.session, chat.id, { body: 'hello?' }), 422, messages.chatBlocked);
    // The blocker may still write.
    expect((await chats.send(b.session, chat.id, { body: 'I can' })).status).toBe(201);
    expectError(await chats.start(a.session, [b.session.user_id], 'A new group'), 422, messages.chatBlocked);
    expectError(await chats.start(b.session, [a.session.user_id, c.session.user_id]), 422, messages.chatBlocked);
    expectError(await chats.call('POST', `/api/v2/chats/${group.id}/members`, a.session, { body: { user_ids: [b.session.user_id] } }), 422, messages.chatBlocked);
    // Private chats answer the existing chat only when allowed: blocked both ways.
    expectError(await chats.start(b.session, [a.session.user_id]), 422, messages.chatBlocked);
  });

  it('friends only (friends_messaging_enabled): members must follow each other', async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    await withConfig(ctx.testDb.db, { friends_messaging_enabled: true }, async () => {
      expectError(await chats.start(a.session, [b.session.user_id]), 422, messages.chatFriendsOnly);
      await follow(a.session, b.session.user_id);
      expectError(await chats.start(a.session, [b.session.user_id]), 422, messages.chatFriendsOnly);
      await follow(b.session, a.session.user_id);
      expect((await chats.start(a.session, [b.session.user_id])).status).toBe(201);
      // A group chat needs every member a friend.
      expectError(await chats.start(a.session, [b.session.user_id, c.session.user_id]), 422, messages.chatFriendsOnly);
    });
    expect((await chats.start(a.session, [b.session.user_id, c.session.user_id])).status).toBe(201);
  });

  it(`holds a chat to ${CHAT_MAX_MEMBERS} members, when started and when members are added`, async () => {
    const a = await fresh();
    const made = await ctx.testDb.db
      .insert(users)
      .values(Array.from({ length: CHAT_MAX_MEMBERS }, (_, i) => ({ email: `crowd${i}-${driver}@example.com`, username: `crowd${i}_${driver}`, passwordHash: 'x', displayName: `Crowd ${i}` })))
      .returning({ id: users.id });
    const ids = made.map((r) => r.id);
    expectError(await chats.start(a.session, ids), 422, messages.chatTooManyMembers);
    const full = await chats.start(a.session, ids.slice(0, CHAT_MAX_MEMBERS - 1));
    expect(full.status).toBe(201);
    const chat = chatResponse.parse(full.body).chat;
    expect(chat.members).toHaveLength(CHAT_MAX_MEMBERS);
    expectError(await chats.call('POST', `/api/v2/chats/${chat.id}/members`, a.session, { body: { user_ids: [ids.at(-1)] } }), 422, messages.chatTooManyMembers);
    // Members already in it are ignored, so asking again for them is no refusal.
    expect((await chats.call('POST', `/api/v2/chats/${chat.id}/members`, a.session, { body: { user_ids: ids.slice(0, 3) } })).status).toBe(200);
    // One leaves: one may join.
    await chats.call('DELETE', `/api/v2/chats/${chat.id}/members/${ids[0]}`, a.session);
    const added = await chats.call('POST', `/api/v2/chats/${chat.id}/members`, a.session, { body: { user_ids: [ids.at(-1)] } });
    expect(chatResponse.parse(added.body).chat.members).toHaveLength(CHAT_MAX_MEMBERS);
  });

  it('group chats: the creator renames and removes, anyone adds and leaves; private chats have fixed members', async () => {
    const [a, b, c, d] = [await fresh(), await fresh(), await fresh(), await fresh()];
    const group = await chats.started(a.session, [b.session, c.session], 'Old name');
    expectError(await chats.call('PATCH', `/api/v2/chats/${group.id}`, b.session, { body: { name: 'Taken over' } }), 403, messages.chatNotCreator);
    expect((await chats.call('PATCH', `/api/v2/chats/${group.id}`, a.session, { body: { name: 'New name' } })).body.chat.name).toBe('New name');
    expect((await chats.call('PATCH', `/api/v2/chats/${group.id}`, a.session, { body: { name: '' } })).body.chat.name).toBeNull();
    expectError(await chats.call('DELETE', `/api/v2/chats/${group.id}/members/${c.session.user_id}`, b.session), 403, messages.chatNotCreator);
    expect((await chats.call('POST', `/api/v2/chats/${group.id}/members`, b.session, { body: { user_ids: [d.session.user_id] } })).status).toBe(200);
    expect((await chats.call('DELETE', `/api/v2/chats/${group.id}/members/${b.session.user_id}`, b.session)).status).toBe(204);
    expectError(await chats.call('GET', `/api/v2/chats/${group.id}`, b.session), 404, messages.chatNotFound);
    expect((await chats.call('DELETE', `/api/v2/chats/${group.id}/members/${c.session.user_id}`, a.session)).status).toBe(204);
    expect((await chats.chat(a.session, group.id)).members.map((m) => m.id)).toEqual([a.session.user_id, d.session.user_id]);

    const pair = await chats.started(a.session, [b.session]);
    expectError(await chats.call('PATCH', `/api/v2/chats/${pair.id}`, a.session, { body: { name: 'Us' } }), 422, messages.chatPrivateMembers);
    expectError(await chats.call('POST', `/api/v2/chats/${pair.id}/members`, a.session, { body: { user_ids: [c.session.user_id] } }), 422, messages.chatPrivateMembers);
    expectError(await chats.call('DELETE', `/api/v2/chats/${pair.id}/members/${a.session.user_id}`, a.session), 422, messages.chatPrivateMembers);
  });

  it(`edits: the author only, within ${MESSAGE_EDIT_WINDOW_SECONDS / 60} minutes; deletes: the author only, once`, async () => {
    const [a, b] = [await fresh(), await fresh()];
    const chat = await chats.started(a.session, [b.session]);
    const m = await chats.sent(a.session, chat.id, 'typo heer');
    expectError(await chats.call('PATCH', `/api/v2/messages/${m.id}`, b.session, { body: { body: 'not yours' } }), 403, messages.messageNotOwn);
    expectError(await chats.call('PATCH', `/api/v2/messages/${m.id}`, a.session, { body: { body: '  ' } }), 422, messages.messageEmpty);
    const edited = await chats.call('PATCH', `/api/v2/messages/${m.id}`, a.session, { body: { body: 'typo here @noah' } });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toMatchObject({ id: m.id, body: 'typo here @noah', edited_at: expect.any(String) });
    expect(edited.body.message.text_entities.mentions).toHaveLength(1);
    // Past the window (the message written 15 minutes and a second ago).
    await ctx.testDb.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - (MESSAGE_EDIT_WINDOW_SECONDS + 1) * 1000) })
      .where(eq(chatMessages.id, m.id));
    expectError(await chats.call('PATCH', `/api/v2/messages/${m.id}`, a.session, { body: { body: 'too late' } }), 422, messages.messageEditWindowPassed);

    expectError(await chats.call('DELETE', `/api/v2/messages/${m.id}`, b.session), 403, messages.messageNotOwn);
    const gone = await chats.call('DELETE', `/api/v2/messages/${m.id}`, a.session, { key: 'cl_del_0001' });
    expect(gone.status).toBe(204);
    // A replay of the key answers the same; a new delete finds nothing.
    expect((await chats.call('DELETE', `/api/v2/messages/${m.id}`, a.session, { key: 'cl_del_0001' })).status).toBe(204);
    expectError(await chats.call('DELETE', `/api/v2/messages/${m.id}`, a.session), 404, messages.chatMessageNotFound);
    expectError(await chats.call('PATCH', `/api/v2/messages/${m.id}`, a.session, { body: { body: 'back?' } }), 404, messages.chatMessageNotFound);
    expect(chatMessagesPage.parse((await chats.call('GET', `/api/v2/chats/${chat.id}/messages`, b.session)).body).messages).toEqual([]);
    expect((await chats.chat(b.session, chat.id))).toMatchObject({ last_message: null, unread_count: 0 });
  });

  it('replays every write by its key without applying it twice', async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    const first = await chats.start(a.session, [b.session.user_id, c.session.user_id], 'Once', 'cl_chat_0001');
    expect(first.status).toBe(201);
    const replay = await chats.start(a.session, [b.session.user_id, c.session.user_id], 'Once', 'cl_chat_0001');
    expect(replay.body).toEqual(first.body);
    expect(((await chats.call('GET', '/api/v2/chats', a.session)).body.chats as unknown[]).length).toBe(1);
    const id = first.body.chat.id as number;
    expect(first.body.chat.client_id).toBe('cl_chat_0001');
    await chats.call('DELETE', `/api/v2/chats/${id}/members/${c.session.user_id}`, a.session, { key: 'cl_rm_0001' });
    await chats.call('POST', `/api/v2/chats/${id}/members`, a.session, { body: { user_ids: [c.session.user_id] } });
    // A late replay of the removal applies nothing: c stays.
    expect((await chats.call('DELETE', `/api/v2/chats/${id}/members/${c.session.user_id}`, a.session, { key: 'cl_rm_0001' })).status).toBe(204);
    expect((await chats.chat(a.session, id)).members).toHaveLength(3);
  });

  it('a deleted account leaves its group chats (its messages go when its content does); a private chat keeps its neutral card', async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    const group = await chats.started(a.session, [b.session, c.session], 'Three of us');
    const pair = await chats.started(a.session, [b.session]);
    await chats.sent(b.session, group.id, 'from b in the group');
    await chats.sent(b.session, pair.id, 'from b in private');
    await chats.sent(a.session, group.id, 'from a');
    const deleted = await ctx.api.call('DELETE', '/api/v2/account', { session: b.session, body: { confirmation: 'DELETE', delete_content: true } });
    expect(deleted.status).toBeLessThan(300);
    const seenGroup = await chats.chat(a.session, group.id);
    expect(seenGroup.members.map((m) => m.id)).toEqual([a.session.user_id, c.session.user_id]);
    expect(chatMessagesPage.parse((await chats.call('GET', `/api/v2/chats/${group.id}/messages`, c.session)).body).messages.map((m) => m.body)).toEqual(['from a']);
    const seenPair = await chats.chat(a.session, pair.id);
    expect(seenPair.members.find((m) => m.id === b.session.user_id)?.display_name).toBe('Deleted member');
    expect(seenPair.last_message).toBeNull();
  });
});
