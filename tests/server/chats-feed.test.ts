// The inbox in the delta feed: each chat and message kind reaches the chat's current members only, a leaver gets chat.delete.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../schema/session';
import type { Change } from '../../schema/sync';
import { signUpMember } from './support/accounts';
import { cursorOf, feedSince } from './support/change-feed';
import { chatClient } from './support/chats';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('chats in the delta feed on %s', (driver) => {
  const ctx = useTestApp(driver);
  const chats = chatClient(() => ctx.api);
  const fresh = async () => (await signUpMember(ctx.api)).session;
  const chatKinds = (changes: Change[]) =>
    changes.flatMap((c) => {
      if (c.kind === 'chat.upsert' || c.kind === 'message.upsert') return [`${c.kind}:${c.data.id}`];
      if (c.kind === 'chat.delete' || c.kind === 'message.delete') return [`${c.kind}:${c.id}`];
      return [];
    });
  let ada: Session;
  beforeAll(async () => {
    ada = await ctx.api.login('admin@example.com');
  });

  it('carries a new chat and its messages to its members, each chat as that member sees it, and nothing to others', async () => {
    const [a, b, c, outsider] = [await fresh(), await fresh(), await fresh(), await fresh()];
    const at = await Promise.all([a, b, c, outsider, ada].map((s) => cursorOf(ctx.api, s)));
    const chat = await chats.started(a, [b, c], 'Trio');
    const m1 = await chats.sent(a, chat.id, 'first');
    const m2 = await chats.sent(b, chat.id, 'second');
    const [fa, fb, fc, fo, fh] = (await Promise.all([a, b, c, outsider, ada].map((s, i) => feedSince(ctx.api, s, at[i]!)))) as Change[][] as [Change[], Change[], Change[], Change[], Change[]];
    for (const feed of [fa, fb, fc]) {
      expect(chatKinds(feed)).toEqual([`message.upsert:${m1.id}`, `message.upsert:${m2.id}`, `chat.upsert:${chat.id}`]);
    }
    const seen = (feed: Change[]) => feed.find((x) => x.kind === 'chat.upsert' && x.data.id === chat.id) as Extract<Change, { kind: 'chat.upsert' }>;
    expect(seen(fa).data).toMatchObject({ name: 'Trio', unread_count: 1, last_message: { id: m2.id } });
    expect(seen(fb).data.unread_count).toBe(1);
    expect(seen(fc).data.unread_count).toBe(2);
    // A host is no member: nothing.
    expect(chatKinds(fo)).toEqual([]);
    expect(chatKinds(fh)).toEqual([]);
  });

  it('sends one member\'s read state and archive to that member only', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const chat = await chats.started(a, [b]);
    const m = await chats.sent(a, chat.id, 'read me');
    const [ca, cb] = [await cursorOf(ctx.api, a), await cursorOf(ctx.api, b)];
    await chats.call('PUT', `/api/v2/chats/${chat.id}/read`, b, { body: { message_id: m.id } });
    await chats.call('PUT', `/api/v2/chats/${chat.id}/archive`, b);
    expect(chatKinds(await feedSince(ctx.api, a, ca))).toEqual([]);
    const fb = await feedSince(ctx.api, b, cb);
    expect(chatKinds(fb)).toEqual([`chat.upsert:${chat.id}`]);
    expect((fb[0] as Extract<Change, { kind: 'chat.upsert' }>).data).toMatchObject({ unread_count: 0, archived: true });
  });

  it('sends chat.delete to a member who leaves or is removed, and their feed carries nothing of the chat after', async () => {
    const [a, b, c, d] = [await fresh(), await fresh(), await fresh(), await fresh()];
    const chat = await chats.started(a, [b, c, d]);
    const [cb, cc] = [await cursorOf(ctx.api, b), await cursorOf(ctx.api, c)];
    expect((await chats.call('DELETE', `/api/v2/chats/${chat.id}/members/${b.user_id}`, b)).status).toBe(204);
    expect((await chats.call('DELETE', `/api/v2/chats/${chat.id}/members/${c.user_id}`, a)).status).toBe(204);
    const after = await chats.sent(a, chat.id, 'after they went');
    expect(chatKinds(await feedSince(ctx.api, b, cb))).toEqual([`chat.delete:${chat.id}`]);
    expect(chatKinds(await feedSince(ctx.api, c, cc))).toEqual([`chat.delete:${chat.id}`]);
    const ca = await cursorOf(ctx.api, a);
    // Added again: the chat comes back (its own channel's row), and reading starts from now.
    await chats.call('POST', `/api/v2/chats/${chat.id}/members`, a, { body: { user_ids: [b.user_id] } });
    const back = await feedSince(ctx.api, b, cb);
    expect(chatKinds(back)).toEqual([`message.upsert:${after.id}`, `chat.upsert:${chat.id}`]);
    expect((back.at(-1) as Extract<Change, { kind: 'chat.upsert' }>).data).toMatchObject({ unread_count: 0, last_read_message_id: after.id });
    expect(chatKinds(await feedSince(ctx.api, a, ca))).toEqual([`chat.upsert:${chat.id}`]);
  });

  it('carries edits and deletes of messages to the members', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const chat = await chats.started(a, [b]);
    const m1 = await chats.sent(a, chat.id, 'one');
    const m2 = await chats.sent(a, chat.id, 'two');
    const cb = await cursorOf(ctx.api, b);
    expect((await chats.call('PATCH', `/api/v2/messages/${m1.id}`, a, { body: { body: 'one, edited' } })).status).toBe(200);
    expect((await chats.call('DELETE', `/api/v2/messages/${m2.id}`, a)).status).toBe(204);
    const feed = await feedSince(ctx.api, b, cb);
    expect(chatKinds(feed)).toEqual([`message.upsert:${m1.id}`, `message.delete:${m2.id}`, `chat.upsert:${chat.id}`]);
    expect(feed.find((c) => c.kind === 'message.delete')).toMatchObject({ id: m2.id, chat_id: chat.id });
    expect((feed.at(-1) as Extract<Change, { kind: 'chat.upsert' }>).data).toMatchObject({ unread_count: 1, last_message: { id: m1.id, body: 'one, edited' } });
  });
});
