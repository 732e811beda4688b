// The real community server on 127.0.0.1 over a seeded test database, behind a TCP relay a test can cut to go offline.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import type { Database } from '../../../server/db/connect';
import { Api } from '../../server/support/test-app';
import { createTestDb, type Driver, type TestDb } from '../../server/support/test-db';

export { DEMO_PASSWORD } from '../../server/support/test-db';

export interface LiveServer {
  /** The relay's address: what the engine talks to. */
  url: string;
  app: FastifyInstance;
  /** the server's database, for configuration changes a test needs */
  db: Database;
  /** inject()-based calls straight to the app, as another device would make them */
  api: Api;
  /** Cuts (true) or restores (false) the network between the engine and the server. */
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

/** PGlite by default; WORKER_TEST_DRIVER=postgres (with DATABASE_URL) runs the same tests on PostgreSQL. */
const defaultDriver: Driver = process.env.WORKER_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

export async function startLiveServer(driver: Driver = defaultDriver, options: Omit<BuildAppOptions, 'db'> = {}): Promise<LiveServer> {
  const testDb: TestDb = await createTestDb(driver);
  const app = await buildApp({ db: testDb.db, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const target = (app.server.address() as AddressInfo).port;

  let offline = false;
  const open = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    if (offline) return client.destroy();
    const upstream = net.connect(target, '127.0.0.1');
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db: testDb.db,
    api: new Api(app),
    setOffline(next) {
      offline = next;
      if (next) for (const s of open) s.destroy(); // kept-alive connections die with the network
    },
    async close() {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      await app.close();
      await testDb.dispose();
    },
  };
}
