// A dedicated LISTEN connection per server process (PostgreSQL), or PGlite's own notifications (one process).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/connect';

export type OnNotification = (channel: string, payload: string) => void;

export interface Notifications {
  /** 'postgres': other processes may be listening too; 'pglite': this process is the only one. */
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Where the drizzle handle's client is: PGlite itself, or node-postgres's pool (whose settings the listener copies). */
function clientOf(db: Database): { pglite?: PGlite; pool?: pg.Pool } {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return { pool: client };
  return { pglite: client as PGlite };
}

/**
 * Listens on `names`. On PostgreSQL a connection of its own, never one of the pool (long-polls never hold one):
 * when it drops it reconnects after a second and calls `onReconnect`, so whoever reads tables after a notification
 * catches up on what was committed meanwhile.
 */
/** Which database the handle is on: several server processes may share PostgreSQL, PGlite has one. */
export const databaseDriver = (db: Database): Notifications['driver'] => (clientOf(db).pool ? 'postgres' : 'pglite');

export async function listenForNotifications(db: Database, names: string[], onNotify: OnNotification, onReconnect: () => void): Promise<Notifications> {
  const { pglite, pool } = clientOf(db);
  if (pglite) {
    const stops = await Promise.all(names.map((n) => pglite.listen(n, (payload) => onNotify(n, payload))));
    return { driver: 'pglite', close: async () => void (await Promise.all(stops.map((s) => s().catch(() => {})))) };
  }
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client(pool!.options);
    c.on('notification', (n) => onNotify(n.channel, n.payload ?? ''));
    const lost = () => {
      if (closed || client !== c) return;
      client = null;
      c.end().catch(() => {});
      retry = setTimeout(() => void connect().then(onReconnect, lost), 1000);
      retry.unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    client = c;
    await c.connect();
    for (const n of names) await c.query(`LISTEN ${pg.escapeIdentifier(n)}`);
  };
  await connect();
  return {
    driver: 'postgres',
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
