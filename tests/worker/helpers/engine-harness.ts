// A real engine per test over its own IndexedDB (fake-indexeddb), talking to the live server, plus a reader of its mirror.
import { openLocalDb, type KvKey, type KvRows, type LocalDb } from '../../../schema/local-db';
import type { EngineEvents } from '../../../worker/engine-api';
import type { EngineStatus } from '../../../worker/engine-results';
import { createEngine, type EngineHandle, type EngineOptions } from '../../../worker/engine';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEMO_PASSWORD, startLiveServer, type LiveServer } from './live-server';

let count = 0;

export interface Harness {
  engine: EngineHandle;
  /** A second connection to the same IndexedDB, as the app's live queries have. */
  mirror: LocalDb;
  dbName: string;
  events: EngineEvents & { unauthorized: number; statuses: EngineStatus[] };
  kv<K extends KvKey>(key: K): Promise<KvRows[K] | undefined>;
  close(): Promise<void>;
}

export function engineFor(server: LiveServer, options: Partial<EngineOptions> = {}): Harness {
  const dbName = options.dbName ?? `engine-test-${process.pid}-${++count}`;
  const engine = createEngine({
    baseUrl: server.url,
    locks: null,
    retryDelayMs: 10,
    timeoutMs: 5_000,
    backoffBaseMs: 100,
    backoffMaxMs: 400,
    pollIntervalMs: 60_000,
    // Realtime is on only where a test asks for it: elsewhere what reaches the mirror is what the test pulled.
    realtime: false,
    ...options,
    dbName,
  });
  const mirror = openLocalDb(dbName);
  const events = {
    unauthorized: 0,
    statuses: [] as EngineStatus[],
    onUnauthorized() {
      events.unauthorized++;
    },
    onStatus(status: EngineStatus) {
      events.statuses.push(status);
    },
  };
  return {
    engine,
    mirror,
    dbName,
    events,
    kv: async (key) => (await mirror.kv.get(key))?.value as never,
    async close() {
      await engine.close();
      mirror.close();
    },
  };
}

export const MEMBER = 'member@example.com';
export const OTHER = 'noah@example.com';

/** One live server per test file; engines a test tracks are closed after it. */
export function useLiveServer(): { readonly server: LiveServer; track(h: Harness): Harness } {
  let server: LiveServer | undefined;
  const open: Harness[] = [];
  beforeAll(async () => {
    server = await startLiveServer();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((h) => h.close()));
  });
  afterAll(() => server?.close());
  return {
    get server() {
      if (!server) throw new Error('the live server is not started yet');
      return server;
    },
    track(h) {
      open.push(h);
      return h;
    },
  };
}

/**
 * One live server and one engine signed in as the demo member, synced, for a whole test file; the network is
 * restored after each test. Read `server` and `h` inside tests (they are set once the file starts).
 */
export function useSignedInMember(serverOptions: Parameters<typeof startLiveServer>[1] = {}): { readonly server: LiveServer; readonly h: Harness } {
  let server: LiveServer | undefined;
  let h: Harness | undefined;
  beforeAll(async () => {
    server = await startLiveServer(undefined, serverOptions);
    h = engineFor(server);
    await h.engine.start(h.events);
    const signedIn = await h.engine.session.signIn(MEMBER, DEMO_PASSWORD);
    if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.message}`);
    await h.engine.syncNow();
  });
  afterAll(async () => {
    await h?.close();
    await server?.close();
  });
  afterEach(() => server?.setOffline(false));
  return {
    get server() {
      if (!server) throw new Error('the live server is not started yet');
      return server;
    },
    get h() {
      if (!h) throw new Error('the engine is not started yet');
      return h;
    },
  };
}
