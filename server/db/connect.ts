// Opens the database: embedded PGlite in DATA_DIR (guarded by a lock file) or PostgreSQL via DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireLock } from './lock-file';

/** What both drivers satisfy; a transaction handle is one too. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Runs raw SQL on the script's connection: several statements when no params are given. */
export type ScriptQuery = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface DbHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** One transaction on a raw connection, for migrations (multi-statement SQL files). */
  runScript<T>(fn: (query: ScriptQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** false only where the caller already owns the directory (tests on a private copy). */
  lock?: boolean;
}

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, opts.lock ?? true);
}

export async function openPglite(dataDir: string, lock = true): Promise<DbHandle> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const release = lock ? acquireLock(dir, dataDir) : () => {};
  let client: PGlite;
  try {
    client = new PGlite(path.join(dir, 'pglite'));
    await client.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  let closed = false;
  return {
    db: drizzlePglite({ client }),
    driver: 'pglite',
    runScript: (fn) =>
      client.transaction((tx) =>
        fn(async (text, params) => {
          if (params) return (await tx.query<Record<string, unknown>>(text, params)).rows;
          const results = await tx.exec(text);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        }),
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

export async function openPostgres(connectionString: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  const probe = await pool.connect();
  probe.release();
  let closed = false;
  return {
    db: drizzlePg({ client: pool }),
    driver: 'postgres',
    runScript: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(async (text, params) => {
          // A multi-statement script answers one result per statement.
          const res: pg.QueryResult | pg.QueryResult[] = await conn.query(text, params);
          return (Array.isArray(res) ? (res.at(-1)?.rows ?? []) : res.rows) as Record<string, unknown>[];
        });
        await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
