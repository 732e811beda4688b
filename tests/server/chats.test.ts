// The inbox on the server: starting chats, sending and reading messages, the chats list, and exactly-once writes.
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessagesPage, chatResponse, chatsPage } from '../../schema/chats';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { chatClient } from './support/chats';
import { signUpMember } from './support/accounts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('chats on %s', (driver) => {
  const ctx = useTestApp(driver);
  const chats = chatClient(() => ctx.api);
  const fresh = async () => (await signUpMember(ctx.api)).session;
  let mia: Session;
  let noah: Session;
  let leila: Session;
  beforeAll(async () => {
    mia = await ctx.api.login('member@example.com');
    noah = await ctx.api.login('noah@example.com');
    leila = await ctx.api.login('leila@example.com');
  });

  it('starts a private chat once per pair: 201 then 200 with the same chat, from either side', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const first = await chats.start(a, [b.user_id]);
    expect(first.status).toBe(201);
    const chat = chatResponse.parse(first.body).chat;
    expect(chat).toMatchObject({ kind: 'private', name: null, created_by: a.user_id, last_message: null, unread_count: 0, archived: false });
    expect(chat.members.map((m) => m.id).sort()).toEqual([a.user_id, b.user_id].sort());
    const again = await chats.start(b, [a.user_id, b.user_id]);
    expect(again.status).toBe(200);
    expect(chatResponse.parse(again.body).chat.id).toBe(chat.id);
  });

  it('starts a group chat with a name, or with several members; the caller and repeats are not counted twice', async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    const named = await chats.started(a, [b], 'Band practice');
    expect(named).toMatchObject({ kind: 'group', name: 'Band practice' });
    const several = await chats.start(a, [b.user_id, c.user_id, b.user_id, a.user_id]);
    expect(several.status).toBe(201);
    const chat = chatResponse.parse(several.body).chat;
    expect(chat).toMatchObject({ kind: 'group', name: null });
    expect(chat.members.map((m) => m.id).sort()).toEqual([a.user_id, b.user_id, c.user_id].sort());
    // A second group of the same members is a new chat.
    expect((await chats.started(a, [b, c])).id).not.toBe(chat.id);
  });

  it('refuses an empty or self-only list, a long name, an unknown member, and visitors', async () => {
    const a = await fresh();
    expect((await chats.start(a, [])).body).toEqual({ errors: [messages.chatNoMembers] });
    expect((await chats.start(a, [a.user_id])).body).toEqual({ errors: [messages.chatNoMembers] });
    expect((await chats.start(a, [mia.user_id], 'x'.repeat(101))).body).toEqual({ errors: [messages.chatNameTooLong] });
    const unknown = await chats.start(a, [9_999_999]);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ errors: [messages.chatBlocked] });
    const visitor = await chats.start(undefined, [mia.user_id]);
    expect(visitor.status).toBe(401);
    expect((await chats.call('GET', '/api/v2/chats', undefined)).status).toBe(401);
  });

  it('sends messages with mentions, pages them newest first, and counts them unread for the others until read', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const chat = await chats.started(a, [b]);
    const hello = await chats.sent(a, chat.id, 'Hello @noah, see https://example.com');
    expect(hello).toMatchObject({ chat_id: chat.id, author: { id: a.user_id }, body: 'Hello @noah, see https://example.com', media: [], edited_at: null });
    expect(hello.text_entities.mentions).toEqual([{ user_id: noah.user_id, start: 6, end: 11 }]);
    const sent = [hello];
    for (let i = 1; i <= 4; i++) sent.push(await chats.sent(i % 2 ? b : a, chat.id, `message ${i}`));
    const page1 = chatMessagesPage.parse((await chats.call('GET', `/api/v2/chats/${chat.id}/messages?limit=3`, b)).body);
    expect(page1.messages.map((m) => m.id)).toEqual(sent.slice(2).map((m) => m.id).reverse());
    const page2 = chatMessagesPage.parse((await chats.call('GET', `/api/v2/chats/${chat.id}/messages?limit=3&cursor=${page1.meta.next}`, b)).body);
    expect(page2.messages.map((m) => m.id)).toEqual(sent.slice(0, 2).map((m) => m.id).reverse());
    expect(page2.meta.next).toBeNull();
    expect((await chats.call('GET', `/api/v2/chats/${chat.id}/messages?cursor=abc`, b)).status).toBe(400);

    // a wrote 3 (hello, 2, 4), b wrote 2 (1, 3): each counts the other's.
    expect((await chats.chat(b, chat.id)).unread_count).toBe(3);
    expect((await chats.chat(a, chat.id))).toMatchObject({ unread_count: 2, last_message: { id: sent[4]!.id } });
    expect((await ctx.api.call('GET', '/api/v1/me', { session: b })).body.unread_messages_count).toBe(3);
    const read = await chats.call('PUT', `/api/v2/chats/${chat.id}/read`, b, { body: { message_id: sent[2]!.id } });
    expect(read.status).toBe(200);
    expect(chatResponse.parse(read.body).chat).toMatchObject({ unread_count: 1, last_read_message_id: sent[2]!.id });
    // Never back.
    const back = await chats.call('PUT', `/api/v2/chats/${chat.id}/read`, b, { body: { message_id: sent[0]!.id } });
    expect(chatResponse.parse(back.body).chat).toMatchObject({ unread_count: 1, last_read_message_id: sent[2]!.id });
    // A message of another chat is not one to read up to.
    const other = await chats.started(a, [await fresh()]);
    const elsewhere = await chats.sent(a, other.id, 'elsewhere');
    const wrong = await chats.call('PUT', `/api/v2/chats/${chat.id}/read`, b, { body: { message_id: elsewhere.id } });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ errors: [messages.chatMessageNotFound] });
  });

  it('lists the member\'s chats by last activity, archived ones apart, paged', async () => {
    const a = await fresh();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await chats.started(a, [await fresh()]));
    await chats.sent(a, made[0]!.id, 'bump the first');
    const list = chatsPage.parse((await chats.call('GET', '/api/v2/chats?limit=2', a)).body);
    expect(list.chats.map((c) => c.id)).toEqual([made[0]!.id, made[2]!.id]);
    const rest = chatsPage.parse((await chats.call('GET', `/api/v2/chats?limit=2&cursor=${list.meta.next}`, a)).body);
    expect(rest.chats.map((c) => c.id)).toEqual([made[1]!.id]);
    expect(rest.meta.next).toBeNull();

    const archived = await chats.call('PUT', `/api/v2/chats/${made[2]!.id}/archive`, a);
    expect(chatResponse.parse(archived.body).chat.archived).toBe(true);
    expect(chatsPage.parse((await chats.call('GET', '/api/v2/chats', a)).body).chats.map((c) => c.id)).toEqual([made[0]!.id, made[1]!.id]);
    expect(chatsPage.parse((await chats.call('GET', '/api/v2/chats?archived=true', a)).body).chats.map((c) => c.id)).toEqual([made[2]!.id]);
    // A new message does not unarchive it; unarchiving does.
    await chats.sent(a, made[2]!.id, 'still archived');
    expect((await chats.chat(a, made[2]!.id)).archived).toBe(true);
    expect((await chats.call('DELETE', `/api/v2/chats/${made[2]!.id}/archive`, a)).body.chat.archived).toBe(false);
    expect((await chats.call('GET', '/api/v2/chats?archived=maybe', a)).status).toBe(400);
  });

  it('keeps unread counts of archived chats out of the total', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const chat = await chats.started(a, [b]);
    await chats.sent(a, chat.id, 'one');
    await chats.sent(a, chat.id, 'two');
    expect((await ctx.api.call('GET', '/api/v1/me', { session: b })).body.unread_messages_count).toBe(2);
    await chats.call('PUT', `/api/v2/chats/${chat.id}/archive`, b);
    expect((await ctx.api.call('GET', '/api/v1/me', { session: b })).body.unread_messages_count).toBe(0);
    expect((await chats.chat(b, chat.id)).unread_count).toBe(2);
  });

  it('answers a second delivery of a message with the first, applying nothing twice; a key cannot serve another body', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const chat = await chats.started(a, [b]);
    const first = await chats.send(a, chat.id, { body: 'once' }, 'cl_msg_0001');
    expect(first.status).toBe(201);
    expect(first.body.message.client_id).toBe('cl_msg_0001');
    const again = await chats.send(a, chat.id, { body: 'once' }, 'cl_msg_0001');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const both = await Promise.all([1, 2, 3].map(() => chats.send(a, chat.id, { body: 'racing' }, 'cl_msg_0002')));
    expect(new Set(both.map((r) => r.body.message.id)).size).toBe(1);
    const page = chatMessagesPage.parse((await chats.call('GET', `/api/v2/chats/${chat.id}/messages`, b)).body);
    expect(page.messages.map((m) => m.body)).toEqual(['racing', 'once']);
    expect((await chats.send(a, chat.id, { body: 'other' }, 'cl_msg_0001')).body).toEqual({ errors: [messages.idempotencyConflict] });
  });

  it('refuses empty and too long messages in the contract\'s words', async () => {
    const chat = await chats.started(mia, [leila]);
    expect((await chats.send(mia, chat.id, { body: '   ' })).body).toEqual({ errors: [messages.messageEmpty] });
    expect((await chats.send(mia, chat.id, {})).body).toEqual({ errors: [messages.messageEmpty] });
    expect((await chats.send(mia, chat.id, { body: 'x'.repeat(5001) })).body).toEqual({ errors: [messages.messageTooLong] });
    expect((await chats.send(mia, chat.id, { body: 'hi', media_ids: [424242] })).body).toEqual({ errors: [messages.uploadFailed] });
  });
});
