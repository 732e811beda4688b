// A database per test file, copied from the run's templates: a PGlite directory copy, or a PostgreSQL `CREATE DATABASE … TEMPLATE`.
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database, type DbHandle } from '../../../server/db/connect';
import { COPY_DIR, databaseUrl, dropDatabase, ownedName, withAdmin, type DbTemplates } from './db-templates';

export { DEMO_PASSWORD } from './db-templates';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL names a server we may create databases on. */
export const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDb {
  driver: Driver;
  handle: DbHandle;
  db: Database;
  /** PostgreSQL: the copy's connection string (a second server process may open it); null on PGlite. */
  url: string | null;
  dispose(): Promise<void>;
}

export interface TestDbOptions {
  /** default true: the demo community is seeded */
  seed?: boolean;
}

function templates(): DbTemplates {
  const provided = inject('dbTemplates');
  if (!provided) throw new Error('No database templates: run the tests through vite.config.ts, whose globalSetup builds them');
  return provided;
}

async function pgliteCopy(template: string): Promise<{ handle: DbHandle; remove: () => void; url: null }> {
  const dir = path.join(COPY_DIR, ownedName());
  fs.cpSync(template, dir, { recursive: true });
  const handle = await openPglite(dir, false);
  return { handle, remove: () => fs.rmSync(dir, { recursive: true, force: true }), url: null };
}

async function postgresCopy(template: string): Promise<{ handle: DbHandle; remove: () => Promise<void>; url: string }> {
  const name = `t_${ownedName().replace('-', '_')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(name);
  const handle = await openPostgres(url);
  return { handle, remove: () => dropDatabase(name), url };
}

export async function createTestDb(driver: Driver, opts: TestDbOptions = {}): Promise<TestDb> {
  const kind = (opts.seed ?? true) ? 'seeded' : 'empty';
  const { pglite, postgres } = templates();
  if (driver === 'postgres' && !postgres) throw new Error('PostgreSQL tests need DATABASE_URL');
  const made = driver === 'pglite' ? await pgliteCopy(pglite[kind]) : await postgresCopy(postgres![kind]);
  const { handle } = made;
  return {
    driver,
    handle,
    db: handle.db,
    url: made.url,
    dispose: async () => {
      await handle.close();
      await made.remove();
    },
  };
}
