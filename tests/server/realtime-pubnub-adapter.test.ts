// With PubNub keys set, the server grants with the access manager and publishes events through the pubnub SDK: what it would send, recorded on 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pubnubPublishKeyResponse, realtimeChannels, realtimeEvent } from '../../schema/realtime';
import { ChangeEvents, claimShared } from '../../server/realtime/change-events';
import { signInCast, type Cast } from './support/cast';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

/** Stands where PubNub's network would be: answers grants with a token and publishes as sent, and keeps every request. */
function recorder() {
  const requests: Recorded[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push({ method: req.method ?? '', path: decodeURIComponent(url.pathname), query: url.searchParams, body });
      for (const w of [...waiters]) w();
      res.writeHead(200, { 'content-type': 'application/json' });
      if (url.pathname.startsWith('/v3/pam/')) res.end(JSON.stringify({ status: 200, data: { message: 'Success', token: 'granted-token-1' }, service: 'Access Manager' }));
      else res.end(JSON.stringify([1, 'Sent', '17000000000000000']));
    });
  });
  const next = (match: (r: Recorded) => boolean) =>
    new Promise<Recorded>((resolve) => {
      const check = () => {
        const found = requests.find(match);
        if (found) {
          waiters.delete(check);
          resolve(found);
        }
      };
      waiters.add(check);
      check();
    });
  return { server, requests, next };
}

describe.each(drivers)('the PubNub adapter on %s', (driver) => {
  const pubnub = recorder();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => pubnub.server.listen(0, '127.0.0.1', resolve));
    port = (pubnub.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => pubnub.server.close(() => resolve())));
  const keys = { publishKey: 'pub-c-test', subscribeKey: 'sub-c-test', secretKey: 'sec-c-test' };
  const ctx = useTestApp(driver, { app: () => ({ realtime: { pubnub: { ...keys, origin: `127.0.0.1:${port}`, ssl: false } } }) });
  let cast: Cast;
  beforeAll(async () => {
    cast = await signInCast(ctx);
  });

  it("grants a member's channels for their uuid and hands out the token, the same answer shape as the gateway's", async () => {
    const res = await ctx.api.call('GET', '/api/v2/pubnub_publish_key', { session: cast.mia });
    expect(res.status).toBe(200);
    const creds = pubnubPublishKeyResponse.parse(res.body);
    expect(creds).toMatchObject({ publish_key: 'pub-c-test', subscribe_key: 'sub-c-test', auth_key: 'granted-token-1', uuid: `user-${cast.mia.user_id}` });
    expect(creds.realtime).toEqual({ provider: 'pubnub', origin: `127.0.0.1:${port}`, ssl: false, subscribe_key: 'sub-c-test' });
    const grant = await pubnub.next((r) => r.path === '/v3/pam/sub-c-test/grant');
    expect(grant.method).toBe('POST');
    expect(grant.query.get('signature')).toMatch(/^v2\./);
    const body = JSON.parse(grant.body) as { ttl: number; permissions: { uuid: string; resources: { channels: Record<string, number> } } };
    expect(body.permissions.uuid).toBe(`user-${cast.mia.user_id}`);
    const own = realtimeChannels.member(cast.mia.user_id);
    // read = 1, write = 2: read and write on their own channel, read on the community's and their presence.
    expect(body.permissions.resources.channels[own]).toBe(3);
    expect(body.permissions.resources.channels[realtimeChannels.community]).toBe(1);
    expect(body.permissions.resources.channels[`${realtimeChannels.community}-pnpres`]).toBe(1);
    expect(Object.keys(body.permissions.resources.channels).sort()).toEqual(creds.channels.flatMap((c) => [c, `${c}-pnpres`]).sort());
    // The configuration points the app at PubNub; the embedded gateway is not served.
    expect((await ctx.api.call('GET', '/api/v1/configuration')).body.configuration.realtime).toEqual(creds.realtime);
    expect((await ctx.api.call('GET', '/pn/time/0')).status).toBe(404);
  });

  it("publishes a post's event to its group's channel through the SDK, signed and not stored", async () => {
    const { groups } = (await ctx.api.call('GET', '/api/v2/groups', { session: cast.mia })).body as { groups: { id: number; key: string }[] };
    const channel = realtimeChannels.group(groups.find((g) => g.key === 'welcome')!.id);
    expect((await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: cast.mia, body: { body: 'Through PubNub' } })).status).toBe(201);
    const sent = await pubnub.next((r) => r.path.startsWith(`/publish/pub-c-test/sub-c-test/0/${channel}/0/`));
    const event = realtimeEvent.parse(JSON.parse(sent.path.split('/').slice(7).join('/')));
    expect(event.kinds).toContain('post.upsert');
    expect(sent.query.get('store')).toBe('0');
    expect(sent.query.get('uuid')).toBe('server');
    expect(sent.query.get('signature')).toBeTruthy();
  });

  it('several processes hear every commit, yet each change is published by one of them (the shared claim)', async () => {
    const welcome = realtimeChannels.group((await ctx.api.call('GET', '/api/v2/groups', { session: cast.mia })).body.groups.find((g: { key: string }) => g.key === 'welcome').id);
    const start = (await ctx.api.call('GET', '/api/v1/sync', { session: cast.mia })).body.cursor as number;
    // Three more processes beside the app's own, all on this database, all claiming.
    const sent: number[] = [];
    const processes = await Promise.all(
      [1, 2, 3].map(() => ChangeEvents.start(ctx.testDb.db, async (channel, event) => void (channel === welcome && sent.push(event.cursor)), { claim: claimShared(ctx.testDb.db) })),
    );
    for (let i = 0; i < 3; i++) {
      expect((await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: cast.mia, body: { body: `Once ${i}` } })).status).toBe(201);
      await Promise.all(processes.map((p) => p.wake()));
    }
    const byApp = () =>
      pubnub.requests
        .filter((r) => r.path.startsWith(`/publish/pub-c-test/sub-c-test/0/${welcome}/0/`))
        .map((r) => realtimeEvent.parse(JSON.parse(r.path.split('/').slice(7).join('/'))).cursor)
        .filter((c) => c > start);
    const all = () => [...sent, ...byApp()];
    // Each post's change is announced once in all: by one of the three here or by the app's process.
    await pubnub.next(() => new Set(all()).size >= 3);
    expect(all().length).toBe(new Set(all()).size);
    expect(new Set(all()).size).toBe(3);
  });
});
