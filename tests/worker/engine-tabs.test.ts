// Several tabs and the Comlink boundary: one leader sends every tab's writes; errors and callbacks cross a real MessageChannel.
import 'fake-indexeddb/auto';
import * as Comlink from 'comlink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { keepErrorFields } from '../../worker/comlink-errors';
import type { RemoteDomains } from '../../src/data/engine';
import type { Engine } from '../../worker/engine-api';
import type { EngineStatus } from '../../worker/engine-results';
import { createEngine } from '../../worker/engine';
import { engineFor, MEMBER } from './helpers/engine-harness';
import { createInProcessLocks } from './helpers/in-process-locks';
import { DEMO_PASSWORD, startLiveServer, type LiveServer } from './helpers/live-server';
import { waitFor } from './helpers/wait';

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.close());

describe('tabs', () => {
  it("one leader per origin sends the other tabs' writes; leadership passes on when the leader closes", async () => {
    const locks = createInProcessLocks();
    const dbName = `tabs-${process.pid}`;
    const a = engineFor(server, { dbName, locks });
    const b = engineFor(server, { dbName, locks });
    try {
      await a.engine.start(a.events);
      await b.engine.start(b.events);
      await waitFor(() => a.events.statuses.at(-1)?.leader === true, 'a leading');
      expect(b.events.statuses.at(-1)?.leader).toBe(false);

      // Signing in on the follower: the leader notices the session and makes the initial pull.
      expect(await b.engine.session.signIn(MEMBER, DEMO_PASSWORD)).toEqual({ ok: true });
      await waitFor(async () => (await b.mirror.groups.count()) > 0 && (await b.kv('syncCursor')) != null, 'the initial pull');

      const clientId = await b.engine.posts.create('welcome', 'Written in the second tab');
      await b.engine.syncNow(); // a follower's syncNow does nothing
      await waitFor(async () => (await b.mirror.outbox.count()) === 0, 'the leader sending it');
      expect(await b.mirror.posts.where('client_id').equals(clientId).first()).toMatchObject({ uid: expect.stringMatching(/^p\d+$/) });

      await a.close();
      await waitFor(() => b.events.statuses.at(-1)?.leader === true, 'b taking over');
      const second = await b.engine.posts.create('welcome', 'After the first tab closed');
      await waitFor(async () => (await b.mirror.outbox.count()) === 0, 'the new leader sending');
      expect(await b.mirror.posts.where('client_id').equals(second).first()).toMatchObject({ uid: expect.stringMatching(/^p\d+$/) });
    } finally {
      await a.close().catch(() => {});
      await b.close();
    }
  });
});

describe('Comlink', () => {
  it('carries calls to domain commands by path, status callbacks and API errors with their code and data', async () => {
    keepErrorFields();
    const { port1, port2 } = new MessageChannel();
    const engine = createEngine({ dbName: `comlink-${process.pid}`, baseUrl: server.url, locks: null, retryDelayMs: 10 });
    Comlink.expose(engine, port1);
    // Typed as the app types it: domains reached by path, each command a remote call.
    const remote = Comlink.wrap<RemoteDomains<Engine>>(port2);
    const statuses: EngineStatus[] = [];
    let unauthorized = 0;
    try {
      // Only onUnauthorized and onStatus are given: a missing optional callback must not break anything.
      await remote.start(
        Comlink.proxy({
          onUnauthorized: () => unauthorized++,
          onStatus: (s: EngineStatus) => statuses.push(s),
        }),
      );
      expect(await remote.session.signIn(MEMBER, DEMO_PASSWORD)).toEqual({ ok: true });
      await remote.syncNow();
      await waitFor(() => statuses.some((s) => s.leader && s.lastSyncAt !== null), 'a status through the proxy');

      const error = await remote.posts.load(2_000_000_000).then(
        () => null,
        (e: unknown) => e as Error & { code?: number; data?: string },
      );
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name: 'ApiError', code: 404, data: messages.postNotFound, message: messages.postNotFound });
      await expect(remote.posts.create('welcome', ' ')).rejects.toThrow(messages.postEmpty);
      expect(unauthorized).toBe(0);
    } finally {
      remote[Comlink.releaseProxy]();
      await engine.close();
      port1.close();
      port2.close();
    }
  });
});
