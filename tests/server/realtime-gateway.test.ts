// The embedded PubNub-compatible gateway with the real pubnub SDK: delivery, server events, presence and channel access.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postResponse } from '../../schema/posts';
import { realtimeChannels, realtimeEvent } from '../../schema/realtime';
import type { Session } from '../../schema/session';
import { feedSince } from './support/change-feed';
import { signInCast, type Cast } from './support/cast';
import { whileDisabled } from './support/disabled-member';
import { realtimeCredentials, sdkClient, type Listening } from './support/pubnub-clients';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('realtime gateway on %s', (driver) => {
  const ctx = useTestApp(driver, { app: () => ({ realtime: { longPollMs: 2_000 } }) });
  let cast: Cast;
  let port: number;
  let groupIds: Record<string, number>;
  const clients: Listening[] = [];
  const connect = async (s: Session) => {
    const l = sdkClient(await realtimeCredentials(ctx.api, s), port);
    clients.push(l);
    return l;
  };

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
    cast = await signInCast(ctx);
    const { groups } = (await ctx.api.call('GET', '/api/v2/groups', { session: cast.ada })).body as { groups: { id: number; key: string }[] };
    groupIds = Object.fromEntries(groups.map((g) => [g.key, g.id]));
  });
  afterAll(() => {
    for (const l of clients) l.client.destroy();
  });

  it('GET /api/v2/pubnub_publish_key: visitors 401, disabled members 403, a member gets keys, their uuid and the channels they may read', async () => {
    expect((await ctx.api.call('GET', '/api/v2/pubnub_publish_key')).status).toBe(401);
    const mia = await realtimeCredentials(ctx.api, cast.mia);
    expect(mia.uuid).toBe(`user-${cast.mia.user_id}`);
    expect(mia.realtime).toEqual({ provider: 'gateway', origin: '127.0.0.1:3000/pn', ssl: false, subscribe_key: mia.subscribe_key });
    expect(mia.channels).toContain(realtimeChannels.member(cast.mia.user_id));
    expect(mia.channels).toContain(realtimeChannels.community);
    expect(mia.channels).toContain(realtimeChannels.group(groupIds.welcome!));
    expect(mia.channels).not.toContain(realtimeChannels.group(groupIds.backstage!));
    expect((await realtimeCredentials(ctx.api, cast.noah)).channels).toContain(realtimeChannels.group(groupIds.backstage!));
    await whileDisabled(ctx.testDb.db, 'member@example.com', async () => {
      expect((await ctx.api.call('GET', '/api/v2/pubnub_publish_key', { session: cast.mia })).status).toBe(403);
    });
    // The configuration tells a signed-out app where realtime is.
    const config = await ctx.api.call('GET', '/api/v1/configuration');
    expect(config.body.configuration.realtime).toEqual(mia.realtime);
  });

  it("a member's other device receives what they publish on their own channel, by GET and by deflated POST", async () => {
    const phone = await connect(cast.leila);
    const laptop = await connect(cast.leila);
    const own = realtimeChannels.member(cast.leila.user_id);
    phone.client.subscribe({ channels: [own] });
    await phone.status('PNConnectedCategory');
    await laptop.client.publish({ channel: own, message: { hello: 'by get' } });
    await laptop.client.publish({ channel: own, message: { hello: 'by post', pad: 'x'.repeat(2000) }, sendByPost: true });
    const got = await phone.message((m) => (m.message as { hello?: string }).hello === 'by post');
    expect(got.publisher).toBe(`user-${cast.leila.user_id}`);
    // Only what was published by a device: the server's events on this channel (none expected) are not the point here.
    expect(phone.messages.filter((m) => m.publisher !== 'server').map((m) => (m.message as { hello: string }).hello)).toEqual(['by get', 'by post']);
  });

  it("a post created through the API reaches the group's subscribers as an event naming its cursor", async () => {
    const noah = await connect(cast.noah);
    const channel = realtimeChannels.group(groupIds.welcome!);
    noah.client.subscribe({ channels: [channel] });
    await noah.status('PNConnectedCategory');
    const before = (await ctx.api.call('GET', '/api/v1/sync', { session: cast.noah })).body.cursor as number;
    const created = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: cast.mia, body: { body: 'Realtime hello' } });
    expect(created.status).toBe(201);
    const post = postResponse.parse(created.body).post;
    const heard = await noah.message((m) => m.channel === channel && realtimeEvent.parse(m.message).kinds.includes('post.upsert') && realtimeEvent.parse(m.message).cursor > before);
    expect(heard.publisher).toBe('server');
    const event = realtimeEvent.parse(heard.message);
    expect(event.cursor).toBeGreaterThan(before);
    // The event carries no content: the delta feed up to its cursor holds the post.
    expect(JSON.stringify(event)).not.toContain('Realtime hello');
    const feed = await feedSince(ctx.api, cast.noah, before);
    expect(feed.find((c) => c.kind === 'post.upsert' && c.data.id === post.id)?.cursor).toBeLessThanOrEqual(event.cursor);
  });

  it('presence: here-now lists who subscribed, and a leave takes them off and is announced', async () => {
    const channel = realtimeChannels.group(groupIds.backstage!);
    const ada = await connect(cast.ada);
    const noah = await connect(cast.noah);
    ada.client.subscribe({ channels: [channel], withPresence: true });
    await ada.status('PNConnectedCategory');
    noah.client.subscribe({ channels: [channel] });
    await noah.status('PNConnectedCategory');
    await ada.next(ada.presence, (p) => p.action === 'join' && p.uuid === `user-${cast.noah.user_id}`);
    const both = await ada.client.hereNow({ channels: [channel] });
    expect(both.channels[channel]!.occupants.map((o) => o.uuid).sort()).toEqual([`user-${cast.ada.user_id}`, `user-${cast.noah.user_id}`].sort());
    noah.client.unsubscribeAll();
    await ada.next(ada.presence, (p) => p.action === 'leave' && p.uuid === `user-${cast.noah.user_id}`);
    const one = await ada.client.hereNow({ channels: [channel] });
    expect(one.channels[channel]!.occupants.map((o) => o.uuid)).toEqual([`user-${cast.ada.user_id}`]);
    expect(one.totalOccupancy).toBe(1);
  });

  it("a member cannot subscribe to a group they may not read nor to another member's channel: the SDK reports access denied", async () => {
    const mia = await connect(cast.mia);
    mia.client.subscribe({ channels: [realtimeChannels.group(groupIds.backstage!)] });
    await mia.status('PNAccessDeniedCategory');
    const other = await connect(cast.mia);
    other.client.subscribe({ channels: [realtimeChannels.member(cast.noah.user_id)] });
    await other.status('PNAccessDeniedCategory');
    await expect(other.client.publish({ channel: realtimeChannels.group(groupIds.welcome!), message: { fake: 'event' } })).rejects.toMatchObject({
      status: { category: 'PNAccessDeniedCategory' },
    });
  });

  it("a chat's channel: its members hear its messages' events; anyone else is refused by the SDK and by raw HTTP", async () => {
    const started = await ctx.api.call('POST', '/api/v2/chats', { session: cast.noah, body: { user_ids: [cast.leila.user_id] } });
    expect(started.status).toBeLessThan(300);
    const chatId = (started.body as { chat: { id: number } }).chat.id;
    const channel = realtimeChannels.chat(chatId);
    // The credentials list the chat for its members only.
    expect((await realtimeCredentials(ctx.api, cast.leila)).channels).toContain(channel);
    const mia = await realtimeCredentials(ctx.api, cast.mia);
    expect(mia.channels).not.toContain(channel);

    const leila = await connect(cast.leila);
    leila.client.subscribe({ channels: [channel] });
    await leila.status('PNConnectedCategory');
    const sent = await ctx.api.call('POST', `/api/v2/chats/${chatId}/messages`, { session: cast.noah, body: { body: 'Only for us', media_ids: [] } });
    expect(sent.status).toBe(201);
    const heard = await leila.message((m) => m.channel === channel && realtimeEvent.parse(m.message).kinds.includes('message.upsert'));
    expect(JSON.stringify(heard.message)).not.toContain('Only for us');

    const outsider = await connect(cast.mia);
    outsider.client.subscribe({ channels: [channel] });
    await outsider.status('PNAccessDeniedCategory');
    await expect(outsider.client.publish({ channel, message: { fake: 'message' } })).rejects.toMatchObject({ status: { category: 'PNAccessDeniedCategory' } });
    const raw = (channels: string) =>
      `/pn/v2/subscribe/${mia.subscribe_key}/${channels}/0?${new URLSearchParams({ tt: '0', uuid: mia.uuid, auth: mia.auth_key })}`;
    const refused = await ctx.api.call('GET', raw(`${realtimeChannels.member(cast.mia.user_id)},${channel}`));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Forbidden', payload: { channels: [channel] }, service: 'Access Manager' });
    expect((await ctx.api.call('GET', raw(`${channel}-pnpres`))).status).toBe(403);
    expect((await ctx.api.call('GET', `/pn/v2/presence/sub-key/${mia.subscribe_key}/channel/${channel}?uuid=${mia.uuid}&auth=${encodeURIComponent(mia.auth_key)}`)).status).toBe(403);
  });

  it('raw HTTP: 403 in PubNub\'s shape for a channel not granted, a visitor, a uuid not the member\'s; 400 for a wrong key', async () => {
    const mia = await realtimeCredentials(ctx.api, cast.mia);
    const backstage = realtimeChannels.group(groupIds.backstage!);
    const url = (channels: string, query: Record<string, string>) =>
      `/pn/v2/subscribe/${mia.subscribe_key}/${channels}/0?${new URLSearchParams({ tt: '0', ...query })}`;
    const refused = await ctx.api.call('GET', url(`${realtimeChannels.member(cast.mia.user_id)},${backstage}`, { uuid: mia.uuid, auth: mia.auth_key }));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Forbidden', payload: { channels: [backstage] }, error: true, service: 'Access Manager', status: 403 });
    const presence = await ctx.api.call('GET', url(`${backstage}-pnpres`, { uuid: mia.uuid, auth: mia.auth_key }));
    expect(presence.status).toBe(403);
    const otherMember = realtimeChannels.member(cast.noah.user_id);
    expect((await ctx.api.call('GET', url(otherMember, { uuid: mia.uuid, auth: mia.auth_key }))).status).toBe(403);
    expect((await ctx.api.call('GET', url(realtimeChannels.community, { uuid: mia.uuid }))).status).toBe(403);
    expect((await ctx.api.call('GET', url(realtimeChannels.community, { uuid: mia.uuid, auth: 'nobody:nothing' }))).status).toBe(403);
    expect((await ctx.api.call('GET', url(realtimeChannels.community, { uuid: `user-${cast.noah.user_id}`, auth: mia.auth_key }))).status).toBe(403);
    const here = await ctx.api.call('GET', `/pn/v2/presence/sub-key/${mia.subscribe_key}/channel/${backstage}?uuid=${mia.uuid}&auth=${encodeURIComponent(mia.auth_key)}`);
    expect(here.status).toBe(403);
    const allowed = await ctx.api.call('GET', url(realtimeChannels.community, { uuid: mia.uuid, auth: mia.auth_key }));
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ t: { t: expect.stringMatching(/^\d{17}$/), r: 1 }, m: [] });
    expect((await ctx.api.call('GET', url(realtimeChannels.community, { uuid: mia.uuid, auth: mia.auth_key, tt: 'soon' }))).status).toBe(400);
    expect((await ctx.api.call('GET', `/pn/v2/subscribe/sub-c-other/community/0?uuid=${mia.uuid}&auth=${mia.auth_key}`)).status).toBe(400);
    // A signed-out session's auth key opens nothing (the gateway checks again within its cache time; a new key at once).
    const leila = await ctx.api.login('leila@example.com');
    const creds = await realtimeCredentials(ctx.api, leila);
    expect((await ctx.api.call('DELETE', '/api/v1/session', { session: leila })).status).toBeLessThan(300);
    expect((await ctx.api.call('GET', url(realtimeChannels.community, { uuid: creds.uuid, auth: creds.auth_key }))).status).toBe(403);
  });

  it('an idle subscribe is answered at the long-poll timeout with no messages and a later timetoken', async () => {
    const mia = await realtimeCredentials(ctx.api, cast.mia);
    const q = (tt: string) => `/pn/v2/subscribe/${mia.subscribe_key}/${realtimeChannels.member(cast.mia.user_id)}/0?uuid=${mia.uuid}&auth=${encodeURIComponent(mia.auth_key)}&tt=${tt}`;
    const first = await ctx.api.call('GET', q('0'));
    const idle = await ctx.api.call('GET', q(first.body.t.t));
    expect(idle.status).toBe(200);
    expect(idle.body.m).toEqual([]);
    expect(BigInt(idle.body.t.t)).toBeGreaterThan(BigInt(first.body.t.t));
  });
});
