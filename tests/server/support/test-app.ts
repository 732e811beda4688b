// Per-file test harness: a seeded database and the Fastify app over it, plus a small JSON client on inject().
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Session } from '../../../schema/session';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { createTestDb, DEMO_PASSWORD, type Driver, type TestDb, type TestDbOptions } from './test-db';

// Bodies are asserted field by field (and by the contract schemas where shapes matter), so any is the honest type here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  body?: unknown;
  /** a raw payload sent as is (with content-type application/json unless headers say otherwise) */
  payload?: string | Buffer;
  /** the caller's IP address (per-address rate limits) */
  remoteAddress?: string;
  session?: Pick<Session, 'secret_id' | 'secret'>;
  headers?: Record<string, string>;
}

export class Api {
  constructor(readonly app: FastifyInstance) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call<T = any>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, opts: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.session) {
      headers['x-secret-id'] = opts.session.secret_id;
      headers['x-secret'] = opts.session.secret;
    }
    let payload: string | Buffer | undefined = opts.payload;
    if (opts.body !== undefined) payload = JSON.stringify(opts.body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const res = await this.app.inject({ method, url, headers, payload, remoteAddress: opts.remoteAddress });
    let body: unknown = res.body;
    if (res.body && String(res.headers['content-type'] ?? '').includes('application/json')) body = JSON.parse(res.body);
    return { status: res.statusCode, body: body as T, headers: res.headers };
  }

  async login(email: string, password = DEMO_PASSWORD): Promise<Session> {
    const res = await this.call<Session>('POST', '/api/v1/sessions', { body: { email, password } });
    if (res.status !== 201) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

export interface TestContext {
  driver: Driver;
  testDb: TestDb;
  app: FastifyInstance;
  api: Api;
}

export type AppOptions = Omit<BuildAppOptions, 'db'>;

export interface TestAppOptions extends TestDbOptions {
  /** buildApp options, read when the app is built (after earlier beforeAll hooks, e.g. a started SMTP server) */
  app?: () => AppOptions;
}

/** Registers beforeAll/afterAll hooks; the returned object is filled before the first test runs. */
export function useTestApp(driver: Driver, opts: TestAppOptions = {}): TestContext {
  const ctx = { driver } as TestContext;
  beforeAll(async () => {
    ctx.testDb = await createTestDb(driver, opts);
    ctx.app = await buildApp({ db: ctx.testDb.db, ...opts.app?.() });
    ctx.api = new Api(ctx.app);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.testDb?.dispose();
  });
  return ctx;
}
