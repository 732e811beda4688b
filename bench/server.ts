// Starts the real server in this process on a fresh embedded database, with the demo seeded, for the benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openPglite, type DbHandle } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/seed/seed-demo';

export const BENCH_PASSWORD = 'bench-demo-password';

export interface BenchServer {
  url: string;
  handle: DbHandle;
  /** Adds `count` posts to a wall as another member would, each with its change row. */
  addPosts(wallKey: string, count: number): Promise<void>;
  /** Adds one post to a wall as another member would, with its change row; answers its id. */
  addPost(wallKey: string, body: string): Promise<number>;
  /** The bodies of a post's comments in the order the server stored them (by id), and how many distinct client ids. */
  commentsOf(postId: number): Promise<{ bodies: string[]; clientIds: number }>;
  close(): Promise<void>;
}

export async function startBenchServer(): Promise<BenchServer> {
  const dir = path.resolve('.tmp/bench-data');
  fs.rmSync(dir, { recursive: true, force: true });
  const handle = await openPglite(dir);
  await migrate(handle);
  await seedDemo(handle.db, { password: BENCH_PASSWORD });
  // e2eHooks: the page hands its engine to the benchmarks (window.__engine), as E2E_HOOKS=1 does for npm start.
  const app = await buildApp({ db: handle.db, staticDir: path.resolve('dist'), logger: false, e2eHooks: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');

  return {
    url: `http://127.0.0.1:${address.port}`,
    handle,
    async addPosts(wallKey, count) {
      // One statement: the posts and a change row for each of them (not for earlier runs' posts).
      await handle.db.execute(sql`
        WITH added AS (
          INSERT INTO posts (group_id, author_id, body, created_at, updated_at)
          SELECT g.id, (SELECT id FROM users WHERE email = 'admin@example.com'),
                 'Benchmark post ' || n || ': ' || repeat('lorem ipsum dolor sit amet ', 12),
                 now() - (n || ' seconds')::interval, now()
          FROM groups g, generate_series(1, ${count}) AS n
          WHERE g.key = ${wallKey}
          RETURNING id, group_id)
        INSERT INTO changes (kind, entity_id, scope, scope_id) SELECT 'post.upsert', id, 'group', group_id FROM added ORDER BY id`);
    },
    async addPost(wallKey, body) {
      return handle.db.transaction(async (tx) => {
        const inserted = await tx.execute(sql`
          INSERT INTO posts (group_id, author_id, body, created_at, updated_at)
          SELECT g.id, (SELECT id FROM users WHERE email = 'admin@example.com'), ${body}, now(), now()
          FROM groups g WHERE g.key = ${wallKey} RETURNING id, group_id`);
        const row = (inserted as { rows: { id: number; group_id: number }[] }).rows[0]!;
        await tx.execute(sql`INSERT INTO changes (kind, entity_id, scope, scope_id) VALUES ('post.upsert', ${row.id}, 'group', ${row.group_id})`);
        return row.id;
      });
    },
    async commentsOf(postId) {
      const result = await handle.db.execute(sql`SELECT body, client_id FROM comments WHERE post_id = ${postId} ORDER BY id`);
      const { rows } = result as { rows: { body: string; client_id: string | null }[] };
      return { bodies: rows.map((r) => r.body), clientIds: new Set(rows.map((r) => r.client_id)).size };
    },
    async close() {
      await app.close();
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
