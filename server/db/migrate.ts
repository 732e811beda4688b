// Applies the NNNN_name.sql migrations (server/db/migrations/ and each domain's migrations/) in order, each in its own transaction, recorded in schema_migrations.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './connect';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Serialises concurrent starts against one PostgreSQL database. */
const MIGRATION_LOCK = 7_341_001;

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
  /** Where it is read from. */
  file: string;
}

/**
 * Where migrations live: the core's folder, and a domain's own `migrations/` (server/domains/<domain>/migrations/), so a
 * capability's tables come with its folder. One sequence of numbers across them all: a number taken twice is refused.
 */
export function migrationDirs(): string[] {
  const domains = path.join(path.dirname(MIGRATIONS_DIR), '..', 'domains');
  const own = fs
    .readdirSync(domains, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(domains, d.name, 'migrations')))
    .map((d) => path.join(domains, d.name, 'migrations'));
  return [MIGRATIONS_DIR, ...own];
}

export function listMigrations(dirs: string | readonly string[] = migrationDirs()): MigrationFile[] {
  const files = (typeof dirs === 'string' ? [dirs] : dirs).flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
      .map((f) => ({ f, dir })),
  );
  files.sort((a, b) => (a.f < b.f ? -1 : a.f > b.f ? 1 : 0));
  const taken = new Set<string>();
  return files.map(({ f, dir }) => {
    const version = f.slice(0, 4);
    if (taken.has(version)) throw new Error(`Migration number ${version} is taken twice (${path.join(dir, f)})`);
    taken.add(version);
    return { version, name: f.slice(5, -4), sql: fs.readFileSync(path.join(dir, f), 'utf8'), file: path.join(dir, f) };
  });
}

/** A digest of every migration file: caches of a migrated database are keyed by it. */
export function migrationsDigest(dirs: string | readonly string[] = migrationDirs()): string {
  const hash = crypto.createHash('sha256');
  for (const m of listMigrations(dirs)) hash.update(`${m.version}:${m.name}\n${m.sql}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** Runs the pending migrations; returns the versions it applied. */
export async function migrate(handle: DbHandle, dirs: string | readonly string[] = migrationDirs()): Promise<string[]> {
  await handle.runScript(async (q) => {
    await q('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await q(`CREATE TABLE IF NOT EXISTS schema_migrations (
               version text PRIMARY KEY,
               name text NOT NULL,
               applied_at timestamptz NOT NULL DEFAULT now()
             )`);
  });
  const applied: string[] = [];
  for (const m of listMigrations(dirs)) {
    const ran = await handle.runScript(async (q) => {
      await q('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await q('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (done.length > 0) return false;
      await q(m.sql);
      await q('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (ran) applied.push(m.version);
  }
  return applied;
}
