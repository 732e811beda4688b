// Realtime credentials are not the session: the SDK with updates_channel hears the member's events, and the key opens nothing else.
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { realtimeChannels, realtimeEvent } from '../../schema/realtime';
import type { Session, UserData } from '../../schema/session';
import { GATEWAY_CACHE_MS } from '../../server/realtime/gateway-sessions';
import { signInCast, type Cast } from './support/cast';
import { whileDisabled } from './support/disabled-member';
import { postAs } from './support/posts';
import { realtimeCredentials, sdkClient, type Listening } from './support/pubnub-clients';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('realtime credentials on %s', (driver) => {
  const ctx = useTestApp(driver, { app: () => ({ realtime: { longPollMs: 2_000 } }) });
  let cast: Cast;
  let port: number;
  const clients: Listening[] = [];

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
    cast = await signInCast(ctx);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => {
    for (const l of clients) l.client.destroy();
  });

  const userData = async (s: Session) => (await ctx.api.call<UserData>('GET', '/api/v1/me', { session: s })).body;
  /** A raw subscribe handshake with these credentials: 200 when the gateway takes them, 403 when it refuses. */
  const handshake = async (creds: { subscribe_key: string; uuid: string; auth_key: string }, channel: string) =>
    (await ctx.api.call('GET', `/pn/v2/subscribe/${creds.subscribe_key}/${channel}/0?${new URLSearchParams({ tt: '0', uuid: creds.uuid, auth: creds.auth_key })}`)).status;

  it("subscribing to updates_channel with the answer's uuid and auth_key hears another member's comment on the member's post", async () => {
    const data = await userData(cast.mia);
    const creds = await realtimeCredentials(ctx.api, cast.mia);
    expect(data.updates_channel).toBe(realtimeChannels.member(cast.mia.user_id));
    expect(creds.channels[0]).toBe(data.updates_channel);
    expect(creds.auth_key).not.toContain(cast.mia.secret);

    const mia = sdkClient(creds, port);
    clients.push(mia);
    mia.client.subscribe({ channels: [data.updates_channel] });
    await mia.status('PNConnectedCategory');
    const post = await postAs(ctx.api, cast.mia, 'welcome', 'Who is coming to the listening party?');
    const comment = await ctx.api.call('POST', `/api/v2/posts/${post.id}/comments`, { session: cast.noah, body: { body: 'Count me in' } });
    expect(comment.status).toBe(201);
    const heard = await mia.message((m) => m.channel === data.updates_channel && m.publisher === 'server');
    expect(realtimeEvent.parse(heard.message).kinds.length).toBeGreaterThan(0);
  });

  it("another member's credentials are refused on the member's channel, by the SDK and by raw HTTP", async () => {
    const own = realtimeChannels.member(cast.mia.user_id);
    const noahCreds = await realtimeCredentials(ctx.api, cast.noah);
    expect(await handshake(noahCreds, own)).toBe(403);
    const noah = sdkClient(noahCreds, port);
    clients.push(noah);
    noah.client.subscribe({ channels: [own] });
    await noah.status('PNAccessDeniedCategory');
    // Noah's key under Mia's uuid opens nothing either.
    expect(await handshake({ ...noahCreds, uuid: `user-${cast.mia.user_id}` }, own)).toBe(403);
  });

  it('the realtime key is no session: as X-Secret (with or without the session id) /api/v1/me answers 401', async () => {
    const creds = await realtimeCredentials(ctx.api, cast.mia);
    for (const headers of <Record<string, string>[]>[
      { 'x-secret-id': cast.mia.secret_id, 'x-secret': creds.auth_key },
      { 'x-secret-id': creds.auth_key, 'x-secret': creds.auth_key },
      { 'x-secret': creds.auth_key },
    ]) {
      const me = await ctx.api.call('GET', '/api/v1/me', { headers });
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ errors: ['Please sign in to continue.'] });
    }
    const query = await ctx.api.call('GET', `/api/v1/me?${new URLSearchParams({ 'X-Secret-Id': cast.mia.secret_id, 'X-Secret': creds.auth_key })}`);
    expect(query.status).toBe(401);
    // The session itself still works.
    expect((await ctx.api.call('GET', '/api/v1/me', { session: cast.mia })).status).toBe(200);
  });

  it('after sign-out the key is refused within the gateway cache time', async () => {
    const leila = await ctx.api.login('leila@example.com');
    const creds = await realtimeCredentials(ctx.api, leila);
    expect(await handshake(creds, realtimeChannels.community)).toBe(200);
    expect((await ctx.api.call('DELETE', '/api/v1/session', { session: leila })).status).toBeLessThan(300);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + GATEWAY_CACHE_MS + 1);
    expect(await handshake(creds, realtimeChannels.community)).toBe(403);
  });

  it('a refreshed session gets a new key and the old one ends; a disabled member is refused', async () => {
    const session = await ctx.api.login('member@example.com');
    const before = await realtimeCredentials(ctx.api, session);
    const refreshed = await ctx.api.call<Session>('POST', `/api/v1/sessions/${session.secret_id}/refresh`, {
      body: { secret: session.secret, refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const after = await realtimeCredentials(ctx.api, refreshed.body);
    expect(after.auth_key).not.toBe(before.auth_key);
    expect(await handshake(before, realtimeChannels.community)).toBe(403);
    expect(await handshake(after, realtimeChannels.community)).toBe(200);
    await whileDisabled(ctx.testDb.db, 'member@example.com', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + GATEWAY_CACHE_MS + 1);
      expect(await handshake(after, realtimeChannels.community)).toBe(403);
    });
  });
});
