// The inbox on the realtime gateway: chat channels for members only (the real SDK and raw HTTP), events of a chat's
// writes, a member added hearing of it on their own channel, and chat_message activities only where the chat is not open.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesPage } from '../../schema/activities';
import { realtimeChannels, realtimeEvent } from '../../schema/realtime';
import type { Session } from '../../schema/session';
import { signUpMember } from './support/accounts';
import { chatClient } from './support/chats';
import { realtimeCredentials, sdkClient, type Listening } from './support/pubnub-clients';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('chats on the realtime gateway on %s', (driver) => {
  const ctx = useTestApp(driver, { app: () => ({ realtime: { longPollMs: 2_000 } }) });
  const chats = chatClient(() => ctx.api);
  const fresh = async () => (await signUpMember(ctx.api)).session;
  let port: number;
  const clients: Listening[] = [];
  const connect = async (s: Session) => {
    const l = sdkClient(await realtimeCredentials(ctx.api, s), port);
    clients.push(l);
    return l;
  };
  const subscribeUrl = async (s: Session, channels: string) => {
    const creds = await realtimeCredentials(ctx.api, s);
    return `/pn/v2/subscribe/${creds.subscribe_key}/${channels}/0?${new URLSearchParams({ tt: '0', uuid: creds.uuid, auth: creds.auth_key })}`;
  };

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => {
    for (const l of clients) l.client.destroy();
  });

  it("lists the member's chats among their channels, and only theirs", async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    const ab = await chats.started(a, [b]);
    const bc = await chats.started(b, [c]);
    expect((await realtimeCredentials(ctx.api, a)).channels).toContain(realtimeChannels.chat(ab.id));
    expect((await realtimeCredentials(ctx.api, a)).channels).not.toContain(realtimeChannels.chat(bc.id));
    expect((await realtimeCredentials(ctx.api, b)).channels).toEqual(expect.arrayContaining([realtimeChannels.chat(ab.id), realtimeChannels.chat(bc.id)]));
  });

  it("a member subscribed to their chat hears another member's message as an event of its kinds; another's chat is refused (SDK)", async () => {
    const [a, b, outsider] = [await fresh(), await fresh(), await fresh()];
    const chat = await chats.started(a, [b]);
    const channel = realtimeChannels.chat(chat.id);
    const listening = await connect(b);
    listening.client.subscribe({ channels: [channel] });
    await listening.status('PNConnectedCategory');
    const m = await chats.sent(a, chat.id, 'Are you there?');
    const heard = await listening.message((x) => x.channel === channel && realtimeEvent.parse(x.message).kinds.includes('message.upsert'));
    expect(heard.publisher).toBe('server');
    expect(JSON.stringify(heard.message)).not.toContain('Are you there?');
    const feed = (await ctx.api.call('GET', `/api/v1/sync?cursor=${realtimeEvent.parse(heard.message).cursor - 5}`, { session: b })).body.changes as { kind: string; data?: { id: number } }[];
    expect(feed.some((c) => c.kind === 'message.upsert' && c.data?.id === m.id)).toBe(true);

    const refused = await connect(outsider);
    refused.client.subscribe({ channels: [channel] });
    await refused.status('PNAccessDeniedCategory');
    await expect(refused.client.publish({ channel, message: { fake: 'event' } })).rejects.toMatchObject({ status: { category: 'PNAccessDeniedCategory' } });
  });

  it("raw HTTP: 403 in PubNub's shape on another's chat and its presence, 200 on one's own; a leaver is refused at once", async () => {
    const [a, b, outsider] = [await fresh(), await fresh(), await fresh()];
    const chat = await chats.started(a, [b], 'Pair');
    const channel = realtimeChannels.chat(chat.id);
    const refused = await ctx.api.call('GET', await subscribeUrl(outsider, channel));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Forbidden', payload: { channels: [channel] }, error: true, service: 'Access Manager', status: 403 });
    expect((await ctx.api.call('GET', await subscribeUrl(outsider, `${channel}-pnpres`))).status).toBe(403);
    const own = await subscribeUrl(b, channel);
    expect((await ctx.api.call('GET', own)).status).toBe(200);
    expect((await chats.call('DELETE', `/api/v2/chats/${chat.id}/members/${b.user_id}`, b)).status).toBe(204);
    // The change feed tells the gateway of the leaver: no 30-second cache keeps them in.
    await ctx.app.realtime.events.wake();
    expect((await ctx.api.call('GET', own)).status).toBe(403);
  });

  it("a member added to a chat hears of it on their own channel before they may read the chat's", async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    const chat = await chats.started(a, [b], 'Growing');
    const listening = await connect(c);
    const own = realtimeChannels.member(c.user_id);
    listening.client.subscribe({ channels: [own] });
    await listening.status('PNConnectedCategory');
    expect((await chats.call('POST', `/api/v2/chats/${chat.id}/members`, b, { body: { user_ids: [c.user_id] } })).status).toBe(200);
    const heard = await listening.message((x) => x.channel === own && realtimeEvent.parse(x.message).kinds.includes('chat.upsert'));
    expect(realtimeEvent.parse(heard.message).kinds).toEqual(['chat.upsert']);
    expect((await ctx.api.call('GET', await subscribeUrl(c, realtimeChannels.chat(chat.id)))).status).toBe(200);
  });

  it('records a chat_message activity for each other member who does not have the chat open (present on its channel)', async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    const chat = await chats.started(a, [b, c], 'Who is here');
    // b has the chat open: a heartbeat on its channel.
    const creds = await realtimeCredentials(ctx.api, b);
    const heartbeat = await ctx.api.call(
      'GET',
      `/pn/v2/presence/sub-key/${creds.subscribe_key}/channel/${realtimeChannels.chat(chat.id)}/heartbeat?${new URLSearchParams({ heartbeat: '60', uuid: creds.uuid, auth: creds.auth_key })}`,
    );
    expect(heartbeat.status).toBe(200);
    await chats.sent(a, chat.id, 'Lunch at one?');
    const activitiesOf = async (s: Session) => activitiesPage.parse((await ctx.api.call('GET', '/api/v2/activities', { session: s })).body).activities;
    const forC = (await activitiesOf(c)).filter((x) => x.category === 'chat_message');
    expect(forC).toHaveLength(1);
    expect(forC[0]).toMatchObject({ actor: { id: a.user_id }, text: 'Lunch at one?', link: `/messages/${chat.id}`, seen: false });
    expect((await activitiesOf(b)).filter((x) => x.category === 'chat_message')).toEqual([]);
    // Never for one's own message.
    expect((await activitiesOf(a)).filter((x) => x.category === 'chat_message')).toEqual([]);
  });
});
