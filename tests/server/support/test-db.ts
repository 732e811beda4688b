// A fresh, migrated and seeded database per test file: PGlite copied from a cached template, or a new PostgreSQL database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type DbHandle } from '../../../server/db/connect';
import { migrate, migrationsDigest } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/seed/seed-demo';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL names a server we may create databases on. */
export const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const DEMO_PASSWORD = 'test-demo-password';

const TMP = path.resolve(import.meta.dirname, '../../../.tmp');

export interface TestDb {
  driver: Driver;
  handle: DbHandle;
  db: Database;
  dispose(): Promise<void>;
}

export interface TestDbOptions {
  /** default true: the demo community is seeded */
  seed?: boolean;
}

/** A migrated PGlite directory, built once per set of migration files and copied for each test file. */
async function pgliteTemplate(): Promise<string> {
  const dir = path.join(TMP, 'pglite-template', migrationsDigest());
  if (fs.existsSync(path.join(dir, 'ready'))) return dir;
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const handle = await openPglite(building, false);
  await migrate(handle);
  await handle.close();
  fs.writeFileSync(path.join(building, 'ready'), new Date().toISOString());
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
  return dir;
}

async function pgliteCopy(): Promise<{ handle: DbHandle; remove: () => void }> {
  const template = await pgliteTemplate();
  const dir = path.join(TMP, 'pglite-test', `${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  fs.cpSync(template, dir, { recursive: true });
  const handle = await openPglite(dir, false);
  return { handle, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** pool.end() does not wait for the server side to hang up; dropping before that would kill live backends. */
async function dropDatabase(name: string): Promise<void> {
  await withAdmin(async (client) => {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

async function postgresDatabase(): Promise<{ handle: DbHandle; remove: () => Promise<void> }> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  await migrate(handle);
  return { handle, remove: () => dropDatabase(name) };
}

export async function createTestDb(driver: Driver, opts: TestDbOptions = {}): Promise<TestDb> {
  const made = driver === 'pglite' ? await pgliteCopy() : await postgresDatabase();
  const { handle } = made;
  if (opts.seed ?? true) await seedDemo(handle.db, { password: DEMO_PASSWORD });
  return {
    driver,
    handle,
    db: handle.db,
    dispose: async () => {
      await handle.close();
      await made.remove();
    },
  };
}
