// Bench (f), server side: 1,000 subscribers long-polling the embedded gateway on one process, against a bare long-poll Fastify route.
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import Fastify from 'fastify';
import { realtimeChannels } from '../schema/realtime';
import type { Session } from '../schema/session';
import { buildApp } from '../server/app';
import { openPglite } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/seed/seed-demo';
import { percentile, round } from './stats';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** A GET that resolves with the time its answer ended. */
const get = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now()));
    }).on('error', reject);
  });

const until = async (ready: () => boolean) => {
  while (!ready()) await new Promise((r) => setTimeout(r, 10));
};

interface Round {
  heapPerSubscriberKb: number;
  deliveryMs: number[];
}

/** Opens `n` waiting long-polls, measures the heap they add, fires one event and times each answer from the firing. */
async function measure(n: number, url: string, waiting: () => number, fire: () => Promise<void>): Promise<Round> {
  const before = heapMb();
  const answers = Array.from({ length: n }, () => get(url));
  await until(() => waiting() >= n);
  const held = heapMb();
  const firedAt = performance.now();
  await fire();
  const ends = await Promise.all(answers);
  return { heapPerSubscriberKb: ((held - before) * 1024) / n, deliveryMs: ends.map((t) => t - firedAt) };
}

export async function benchRealtimeGateway(n = 1000) {
  const dir = path.resolve('.tmp/bench-realtime');
  fs.rmSync(dir, { recursive: true, force: true });
  const handle = await openPglite(dir);
  await migrate(handle);
  await seedDemo(handle.db, { password: 'bench-password' });
  const app = await buildApp({ db: handle.db, realtime: { longPollMs: 120_000 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const call = async (method: string, p: string, session?: Session, body?: unknown) => {
    const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
    if (session) Object.assign(headers, { 'x-secret-id': session.secret_id, 'x-secret': session.secret });
    const res = await fetch(`${base}${p}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    return res.json() as Promise<Record<string, unknown>>;
  };
  const session = (await call('POST', '/api/v1/sessions', undefined, { email: 'leila@example.com', password: 'bench-password' })) as unknown as Session;
  const creds = (await call('GET', '/api/v2/pubnub_publish_key', session)) as { subscribe_key: string; uuid: string; auth_key: string };
  const { groups } = (await call('GET', '/api/v2/groups', session)) as { groups: { id: number; key: string }[] };
  const channel = realtimeChannels.group(groups.find((g) => g.key === 'welcome')!.id);
  const subscribeUrl = (tt: string) => `${base}/pn/v2/subscribe/${creds.subscribe_key}/${channel}/0?uuid=${creds.uuid}&auth=${encodeURIComponent(creds.auth_key)}&tt=${tt}`;
  const hub = app.realtime.gateway!.hub;

  // The bare route: each request waits on one emitter, answered with the same envelope shape when it fires.
  const bare = Fastify();
  const events = new EventEmitter().setMaxListeners(0);
  let bareWaiting = 0;
  bare.get('/poll', (_req, reply) => {
    bareWaiting++;
    events.once('event', (d: unknown) => {
      bareWaiting--;
      void reply.send({ t: { t: String(Date.now() * 10_000), r: 1 }, m: [{ c: channel, d }] });
    });
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/poll`;

  const event = { type: 'changes', cursor: 1, kinds: ['post.upsert'] };
  const results: Record<string, Round> = {};
  try {
    const tt = () => hub.timetokens.next();
    // Warm both paths once, then the measured rounds in turns.
    await measure(50, subscribeUrl(tt()), () => hub.waitingCount(), async () => void hub.deliver(channel, 'server', event));
    await measure(50, bareUrl, () => bareWaiting, async () => void events.emit('event', event));
    results.gateway = await measure(n, subscribeUrl(tt()), () => hub.waitingCount(), async () => void hub.deliver(channel, 'server', event));
    results.bare = await measure(n, bareUrl, () => bareWaiting, async () => void events.emit('event', event));
    // The whole path: a post written through the API, announced after commit by the change feed's trigger.
    results.post = await measure(n, subscribeUrl(tt()), () => hub.waitingCount(), async () => {
      await call('POST', '/api/v2/walls/welcome/posts', session, { body: 'Realtime bench' });
    });
  } finally {
    await bare.close();
    await app.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const row = (r: Round) => ({
    heap_kb_per_subscriber: round2(r.heapPerSubscriberKb),
    delivery_p50_ms: round2(percentile(r.deliveryMs, 50)),
    delivery_p95_ms: round2(percentile(r.deliveryMs, 95)),
    delivery_max_ms: round2(Math.max(...r.deliveryMs)),
  });
  return { subscribers: n, gateway: row(results.gateway!), bare: row(results.bare!), post_via_api: row(results.post!) };
}

const round2 = (x: number) => round(x, 2);
