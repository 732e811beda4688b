// The app on a fresh PGlite with the demo, listening on loopback, the engine loaded for Node, and a bare long-poll baseline: what realtime-latency and payment-latency share.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { Session } from '../schema/session';
import { buildApp, type BuildAppOptions } from '../server/app';
import { openPglite } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/seed/seed-demo';

export const LOOPBACK_PASSWORD = 'bench-password';

/** Polls `ready` every millisecond (the engine's mirror has no cross-connection notice in Node) until it holds. */
export async function until(bench: string, ready: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const started = performance.now();
  while (!(await ready())) {
    if (performance.now() - started > timeoutMs) throw new Error(`${bench}: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** `bench` names the directory under .tmp/ and the errors. */
export async function startLoopbackApp(bench: string, options: Omit<BuildAppOptions, 'db'> = {}) {
  const dir = path.resolve(`.tmp/bench-${bench}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const handle = await openPglite(dir);
  await migrate(handle);
  await seedDemo(handle.db, { password: LOOPBACK_PASSWORD });
  const app = await buildApp({ ...options, db: handle.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const call = async <T>(method: string, p: string, session?: Pick<Session, 'secret_id' | 'secret'>, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
    if (session) Object.assign(headers, { 'x-secret-id': session.secret_id, 'x-secret': session.secret });
    const res = await fetch(`${base}${p}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    if (res.status >= 400) throw new Error(`${bench}: ${method} ${p} answered ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  return {
    base,
    db: handle.db,
    call,
    signIn: (email: string) => call<Session>('POST', '/api/v1/sessions', undefined, { email, password: LOOPBACK_PASSWORD }),
    async close() {
      await app.close();
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The engine and the mirror's schema, run here in Node over fake-indexeddb as the worker tests run them; loaded only for these benches. */
export async function loadNodeEngine() {
  const indexedDbShim = 'fake-indexeddb/auto'; // a variable: its package's exports carry no types for this path
  await import(indexedDbShim);
  const { createEngine } = await import('../worker/engine');
  const { openLocalDb } = await import('../schema/local-db');
  return { createEngine, openLocalDb };
}

/**
 * The floor of any long-poll delivery here: one waiting request on a bare Fastify route, answered when an emitter
 * fires. `wakeUp()` answers the milliseconds from the firing until the client has the answer.
 */
export async function startBareWakeup(bench: string) {
  const bare = Fastify();
  let wake: (() => void) | null = null;
  bare.get('/poll', (_req, reply) => {
    wake = () => void reply.send({ t: { t: String(Date.now() * 10_000), r: 1 }, m: [] });
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/poll`;
  return {
    async wakeUp(): Promise<number> {
      const answered = fetch(url).then((r) => r.text());
      await until(bench, () => wake !== null, 'the bare long-poll');
      const firedAt = performance.now();
      wake!();
      wake = null;
      await answered;
      return performance.now() - firedAt;
    },
    close: () => bare.close(),
  };
}
