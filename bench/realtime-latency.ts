// Bench (f): chat message latency through the gateway: one member sends 100 messages through the API, the other hears each through the pubnub SDK and their engine mirrors it.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import PubNub from 'pubnub';
import { pubnubPublishKeyResponse, realtimeChannels, realtimeEvent } from '../schema/realtime';
import type { Session } from '../schema/session';
import { buildApp } from '../server/app';
import { openPglite } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/seed/seed-demo';
import { percentile, round } from './stats';

const PASSWORD = 'bench-password';

const until = async (ready: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) => {
  const started = performance.now();
  while (!(await ready())) {
    if (performance.now() - started > timeoutMs) throw new Error(`realtime-latency: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
};

const summary = (ms: number[]) => ({ p50_ms: round(percentile(ms, 50), 1), p95_ms: round(percentile(ms, 95), 1), max_ms: round(Math.max(...ms), 1) });

/**
 * `n` messages, one at a time: the time from the send until B's SDK client hears the chat's event (`event`), until the
 * message is in B's engine's mirror (`mirror`), and the API's answer to the send alone (`send`). Baseline in the same
 * run: a bare long-poll Fastify route woken by an emitter (`bare_wakeup`), the floor of any long-poll delivery here.
 */
export async function benchRealtimeLatency(n = 100) {
  // The engine runs here in Node over fake-indexeddb, as the worker tests run it; loaded only for this bench.
  const indexedDbShim = 'fake-indexeddb/auto'; // a variable: its package's exports carry no types for this path
  await import(indexedDbShim);
  const { createEngine } = await import('../worker/engine');
  const dir = path.resolve('.tmp/bench-realtime-latency');
  fs.rmSync(dir, { recursive: true, force: true });
  const handle = await openPglite(dir);
  await migrate(handle);
  await seedDemo(handle.db, { password: PASSWORD });
  const app = await buildApp({ db: handle.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const call = async <T>(method: string, p: string, session?: Session, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
    if (session) Object.assign(headers, { 'x-secret-id': session.secret_id, 'x-secret': session.secret });
    const res = await fetch(`${base}${p}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    if (res.status >= 400) throw new Error(`realtime-latency: ${method} ${p} answered ${res.status}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  const signIn = (email: string) => call<Session>('POST', '/api/v1/sessions', undefined, { email, password: PASSWORD });

  const noah = await signIn('noah@example.com');
  const mia = await signIn('member@example.com');
  const { chat } = await call<{ chat: { id: number } }>('POST', '/api/v2/chats', noah, { user_ids: [mia.user_id] });

  // B's engine: realtime on, the poll far away, so only events bring the messages.
  const engine = createEngine({ baseUrl: base, dbName: `bench-realtime-${process.pid}`, locks: null, pollIntervalMs: 3_600_000, activePollIntervalMs: 3_600_000 });
  const statuses: string[] = [];
  await engine.start({ onUnauthorized() {}, onStatus: (s) => void statuses.push(s.realtime) });
  const signedIn = await engine.session.signIn('member@example.com', PASSWORD);
  if (!signedIn.ok) throw new Error(`realtime-latency: sign-in failed: ${signedIn.message}`);
  const { openLocalDb } = await import('../schema/local-db');
  const mirror = openLocalDb(`bench-realtime-${process.pid}`);

  // B's plain SDK client on the chat's channel, as the engine subscribes (credentials from the same call).
  const creds = pubnubPublishKeyResponse.parse(await call('GET', '/api/v2/pubnub_publish_key', mia));
  const channel = realtimeChannels.chat(chat.id);
  const sdk = new PubNub({
    publishKey: creds.publish_key,
    subscribeKey: creds.subscribe_key,
    userId: creds.uuid,
    authKey: creds.auth_key,
    origin: `${new URL(base).host}/pn`,
    ssl: false,
    logVerbosity: false,
  });
  let heardCursor = 0;
  let connected = false;
  sdk.addListener({
    message: (m) => {
      const event = realtimeEvent.safeParse(m.message);
      if (m.channel === channel && event.success) heardCursor = Math.max(heardCursor, event.data.cursor);
    },
    status: (s) => {
      if (s.category === 'PNConnectedCategory') connected = true;
    },
  });
  sdk.subscribe({ channels: [channel] });

  // The baseline: one waiting request on a bare route, answered when an emitter fires.
  const bare = Fastify();
  let wake: (() => void) | null = null;
  bare.get('/poll', (_req, reply) => {
    wake = () => void reply.send({ t: { t: String(Date.now() * 10_000), r: 1 }, m: [] });
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/poll`;

  const sample = { send: [] as number[], event: [] as number[], mirror: [] as number[], bare: [] as number[] };
  try {
    await until(() => connected && statuses.at(-1) === 'active', 'both subscriptions');
    for (let i = 0; i < n; i++) {
      const before = heardCursor;
      const sentAt = performance.now();
      const { message } = await call<{ message: { id: number } }>('POST', `/api/v2/chats/${chat.id}/messages`, noah, { body: `Message ${i}`, media_ids: [] });
      sample.send.push(performance.now() - sentAt);
      await until(() => heardCursor > before, `the event of message ${i}`);
      sample.event.push(performance.now() - sentAt);
      await until(async () => (await mirror.chat_messages.where('id').equals(message.id).count()) > 0, `message ${i} in the mirror`);
      sample.mirror.push(performance.now() - sentAt);

      const answered = fetch(bareUrl).then((r) => r.text());
      await until(() => wake !== null, 'the bare long-poll');
      const firedAt = performance.now();
      wake!();
      wake = null;
      await answered;
      sample.bare.push(performance.now() - firedAt);
    }
  } finally {
    sdk.destroy();
    mirror.close();
    await engine.close();
    await bare.close();
    await app.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const event = summary(sample.event);
  const bareWakeup = summary(sample.bare);
  return {
    messages: n,
    send: summary(sample.send),
    event,
    mirror: summary(sample.mirror),
    bare_wakeup: bareWakeup,
    /** The event's p50 against the floor: the write's own answer plus a bare long-poll's wake-up (1 = realtime adds nothing). */
    event_per_floor_p50: round(event.p50_ms / (percentile(sample.send, 50) + percentile(sample.bare, 50)), 2),
  };
}
