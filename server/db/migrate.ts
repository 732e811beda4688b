// Applies server/db/migrations/NNNN_name.sql in order, each in its own transaction, recorded in schema_migrations.
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
}

export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.slice(0, 4), name: f.slice(5, -4), sql: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/** A digest of every migration file: caches of a migrated database are keyed by it. */
export function migrationsDigest(dir = MIGRATIONS_DIR): string {
  const hash = crypto.createHash('sha256');
  for (const m of listMigrations(dir)) hash.update(`${m.version}:${m.name}\n${m.sql}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** Runs the pending migrations; returns the versions it applied. */
export async function migrate(handle: DbHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  await handle.runScript(async (q) => {
    await q('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await q(`CREATE TABLE IF NOT EXISTS schema_migrations (
               version text PRIMARY KEY,
               name text NOT NULL,
               applied_at timestamptz NOT NULL DEFAULT now()
             )`);
  });
  const applied: string[] = [];
  for (const m of listMigrations(dir)) {
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
