// The same engine code with PubNub keys set: the engine subscribes where the server says PubNub is, with the granted token, and the server's events (published with its own SDK) reach the mirror.
import 'fake-indexeddb/auto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Post } from '../../schema/posts';
import { engineFor, MEMBER, OTHER, type Harness } from './helpers/engine-harness';
import { DEMO_PASSWORD, startLiveServer, type LiveServer } from './helpers/live-server';
import { waitFor } from './helpers/wait';

const KEYS = { publishKey: 'pub-c-test', subscribeKey: 'sub-c-test', secretKey: 'sec-c-test' };
const TOKEN = 'granted-token-1';

interface Held {
  channels: string[];
  answer(messages: unknown[]): void;
}

/**
 * Stands where PubNub's network would be, on 127.0.0.1: grants answer a token, publishes are handed to the subscribe
 * long-polls of their channel (PubNub's envelope), and every subscribe request is kept for the test to read.
 */
function pubnubStandIn() {
  const subscribes: URL[] = [];
  const held = new Set<Held>();
  let timetoken = 17_000_000_000_000_000n;
  const next = () => String(++timetoken);
  const json = (res: http.ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const parts = url.pathname.split('/').map(decodeURIComponent);
      if (url.pathname.startsWith('/v3/pam/')) return json(res, { status: 200, data: { message: 'Success', token: TOKEN }, service: 'Access Manager' });
      if (parts[1] === 'publish') {
        const [channel, message] = [parts[5]!, parts[7] ?? body];
        const envelope = { a: '1', f: 0, i: url.searchParams.get('uuid'), p: { t: next(), r: 1 }, k: KEYS.subscribeKey, c: channel, d: JSON.parse(message) };
        for (const h of [...held]) if (h.channels.includes(channel)) h.answer([envelope]);
        return json(res, [1, 'Sent', next()]);
      }
      if (parts[1] === 'v2' && parts[2] === 'subscribe') {
        subscribes.push(url);
        if ((url.searchParams.get('tt') ?? '0') === '0') return json(res, { t: { t: next(), r: 1 }, m: [] });
        const h: Held = {
          channels: parts[4]!.split(','),
          answer(m) {
            held.delete(h);
            json(res, { t: { t: next(), r: 1 }, m });
          },
        };
        held.add(h);
        req.socket.on('close', () => held.delete(h));
        return;
      }
      return json(res, { status: 200, message: 'OK', service: 'Presence' });
    });
  });
  return { server, subscribes, held };
}

const pubnub = pubnubStandIn();
let server: LiveServer;
let h: Harness;

beforeAll(async () => {
  await new Promise<void>((resolve) => pubnub.server.listen(0, '127.0.0.1', resolve));
  const origin = `127.0.0.1:${(pubnub.server.address() as AddressInfo).port}`;
  server = await startLiveServer(undefined, { realtime: { pubnub: { ...KEYS, origin, ssl: false } } });
  h = engineFor(server, { realtime: true, pollIntervalMs: 60 * 60_000, activePollIntervalMs: 60 * 60_000, realtimeRetryMs: 50 });
  await h.engine.start(h.events);
  expect(await h.engine.session.signIn(MEMBER, DEMO_PASSWORD)).toEqual({ ok: true });
});
afterAll(async () => {
  await h?.close();
  await server?.close();
  for (const held of [...pubnub.held]) held.answer([]);
  await new Promise<void>((resolve) => pubnub.server.close(() => resolve()));
});

it("subscribes at PubNub's origin with the granted token, and a post the server announces there reaches the mirror", async () => {
  await waitFor(() => h.events.statuses.at(-1)?.realtime === 'active', 'realtime active');
  const mia = await server.api.login(MEMBER, DEMO_PASSWORD);
  const longPoll = await waitFor(() => pubnub.subscribes.find((u) => (u.searchParams.get('tt') ?? '0') !== '0'), 'a subscribe long-poll at PubNub');
  expect(longPoll.searchParams.get('auth')).toBe(TOKEN);
  expect(longPoll.searchParams.get('uuid')).toBe(`user-${mia.user_id}`);
  const channels = decodeURIComponent(longPoll.pathname.split('/')[4]!).split(',');
  expect(channels).toEqual(expect.arrayContaining([`member-${mia.user_id}`, 'community']));
  // Nothing reached the embedded gateway: it is not served with PubNub keys.
  expect((await server.api.call('GET', '/pn/time/0')).status).toBe(404);

  const noah = await server.api.login(OTHER, DEMO_PASSWORD);
  const res = await server.api.call<{ post: Post }>('POST', '/api/v2/walls/welcome/posts', { session: noah, body: { body: 'Announced through PubNub' } });
  expect(res.status).toBe(201);
  const row = await waitFor(() => h.mirror.posts.get(`p${res.body.post.id}`), 'the post in the mirror');
  expect(row.body).toBe('Announced through PubNub');
});
