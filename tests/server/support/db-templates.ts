// The databases every test file copies: migrated, and migrated with the demo seeded; built once per Vitest run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DbHandle } from '../../../server/db/connect';
import { isAlive } from '../../../server/db/lock-file';
import { migrate, migrationsDigest } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/seed/seed-demo';

/** The password of every seeded demo account in tests. */
export const DEMO_PASSWORD = 'test-demo-password';

export const TMP = path.resolve(import.meta.dirname, '../../../.tmp');
/** Migrated PGlite directories, one per set of migration files, kept across runs. */
const MIGRATED_DIR = path.join(TMP, 'pglite-template');
/** Seeded PGlite directories of one run each, named `<pid of the run>-<random>`. */
export const RUN_DIR = path.join(TMP, 'pglite-run');
/** Per-file PGlite copies, named `<pid of the worker>-<random>`. */
export const COPY_DIR = path.join(TMP, 'pglite-test');

/** What the run's global setup provides to every test file (see global-setup.ts). */
export interface DbTemplates {
  pglite: { empty: string; seeded: string };
  /** database names on DATABASE_URL's server, when it is set */
  postgres: { empty: string; seeded: string } | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/** A name unique to this process, that says which process owns it so that leftovers of dead ones can be removed. */
export const ownedName = () => `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;

const ownerOf = (name: string) => Number(/(?:^|^tpl_|^t_|\.building-)(\d+)[-_]/.exec(name)?.[1] ?? NaN);
const abandoned = (name: string) => Number.isInteger(ownerOf(name)) && !isAlive(ownerOf(name));

/** A run or worker that was killed leaves its copies behind; the next run removes those of dead processes only. */
function removeAbandonedDirs(): void {
  for (const dir of [MIGRATED_DIR, RUN_DIR, COPY_DIR]) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) if (abandoned(name)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

/** Built once per set of migration files; concurrent runs (other checkouts' agents, two terminals) may race to build it. */
async function migratedPglite(): Promise<string> {
  const dir = path.join(MIGRATED_DIR, migrationsDigest());
  if (fs.existsSync(path.join(dir, 'ready'))) return dir;
  const building = `${dir}.building-${ownedName()}`;
  const handle = await openPglite(building, false);
  await migrate(handle);
  await handle.close();
  fs.writeFileSync(path.join(building, 'ready'), new Date().toISOString());
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another run renamed its copy first (a directory is not replaced by rename): use that one.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** The seeded template is per run, not cached: the demo timeline is relative to when it was seeded. */
async function seededPglite(empty: string): Promise<string> {
  const dir = path.join(RUN_DIR, ownedName());
  fs.cpSync(empty, dir, { recursive: true });
  const handle = await openPglite(dir, false);
  try {
    await seedDemo(handle.db, { password: DEMO_PASSWORD });
  } finally {
    await handle.close();
  }
  return dir;
}

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * pool.end() does not wait for the server side to hang up: a template still "accessed by other users" cannot be
 * copied, and dropping a database before that would kill live backends.
 */
async function waitUntilUnused(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin(async (client) => {
    await waitUntilUnused(client, name);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

async function withDatabase(name: string, fn: (handle: DbHandle) => Promise<unknown>): Promise<void> {
  const handle = await openPostgres(databaseUrl(name));
  try {
    await fn(handle);
  } finally {
    await handle.close();
  }
}

/** Per run (database names are not worth caching across runs on PostgreSQL: a copy is as quick as a check). */
async function postgresTemplates(): Promise<NonNullable<DbTemplates['postgres']>> {
  const id = ownedName().replace('-', '_');
  const names = { empty: `tpl_${id}_empty`, seeded: `tpl_${id}_seeded` };
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname ~ '^(tpl|t)_[0-9]+_'`);
    for (const { datname } of rows) if (abandoned(datname)) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${names.empty}`);
  });
  await withDatabase(names.empty, migrate);
  await withAdmin(async (client) => {
    await waitUntilUnused(client, names.empty);
    await client.query(`CREATE DATABASE ${names.seeded} TEMPLATE ${names.empty}`);
  });
  await withDatabase(names.seeded, (handle) => seedDemo(handle.db, { password: DEMO_PASSWORD }));
  await withAdmin((client) => waitUntilUnused(client, names.seeded));
  return names;
}

export async function buildTemplates(): Promise<DbTemplates> {
  removeAbandonedDirs();
  const empty = await migratedPglite();
  const seeded = await seededPglite(empty);
  return { pglite: { empty, seeded }, postgres: process.env.DATABASE_URL ? await postgresTemplates() : null };
}

export async function removeTemplates(templates: DbTemplates): Promise<void> {
  fs.rmSync(templates.pglite.seeded, { recursive: true, force: true });
  if (templates.postgres) for (const name of [templates.postgres.seeded, templates.postgres.empty]) await dropDatabase(name);
}
