// Bench (e)'s server process: the real app on the scale database (PostgreSQL or PGlite), or a bare Fastify JSON route.
// Prints one JSON line when it listens on 127.0.0.1; the load comes from another process (bench/server-scale.ts).
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { openPglite, openPostgres, type DbHandle } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { openSession } from '../../server/domains/sessions/sessions';
import { populateScale } from './populate';

/** How many members the load signs in as (each in 5 groups). */
const SESSIONS = 16;

export interface ScaleReady {
  port: number;
  sessions?: { secret_id: string; secret: string; user_id: number; walls: string[] }[];
  head?: number;
  populateMs?: number;
}

async function serveApp(handle: DbHandle): Promise<ScaleReady> {
  const t0 = performance.now();
  await migrate(handle);
  await populateScale(handle.db);
  const populateMs = Math.round(performance.now() - t0);
  const sessions: NonNullable<ScaleReady['sessions']> = [];
  for (let i = 1; i <= SESSIONS; i++) {
    const { rows } = (await handle.db.execute(sql`
      SELECT u.id, array_agg(g.key ORDER BY g.key) AS walls FROM users u
      JOIN memberships m ON m.user_id = u.id AND m.status = 'active' JOIN groups g ON g.id = m.group_id
      WHERE u.username = ${`member${i * 613}`} GROUP BY u.id`)) as { rows: { id: number; walls: string[] }[] };
    const row = rows[0]!;
    const session = await openSession(handle.db, row.id);
    sessions.push({ secret_id: session.secret_id, secret: session.secret, user_id: row.id, walls: row.walls });
  }
  const { rows } = (await handle.db.execute(sql`SELECT coalesce(max(cursor), 0)::int AS head FROM changes`)) as { rows: { head: number }[] };
  const app = await buildApp({ db: handle.db, logger: false, rateLimitMultiplier: 1_000_000, devMailbox: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: (app.server.address() as { port: number }).port, sessions, head: rows[0]!.head, populateMs };
}

async function serveBare(bodyFile: string): Promise<ScaleReady> {
  const body: unknown = JSON.parse(fs.readFileSync(bodyFile, 'utf8'));
  const app = Fastify({ logger: false });
  app.get('/feed', async () => body);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: (app.server.address() as { port: number }).port };
}

async function main(): Promise<void> {
  const mode = process.env.SCALE_MODE;
  let ready: ScaleReady;
  if (mode === 'bare') ready = await serveBare(process.env.SCALE_BARE_BODY!);
  else if (mode === 'postgres') ready = await serveApp(await openPostgres(process.env.SCALE_DATABASE_URL!));
  else if (mode === 'pglite') ready = await serveApp(await openPglite(process.env.SCALE_DIR!));
  else throw new Error(`SCALE_MODE must be bare, postgres or pglite, not ${mode}`);
  process.stdout.write(`${JSON.stringify({ ready })}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
