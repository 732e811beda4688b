// Migrations, the demo seed and the data directory's lock file, on every driver.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/connect';
import { acquireLock, LockHeldError } from '../../server/db/lock-file';
import { listMigrations, migrate } from '../../server/db/migrate';
import { events } from '../../server/domains/events/event-schema';
import { groups, memberships } from '../../server/domains/groups/group-schema';
import { comments, likes, posts } from '../../server/domains/posts/post-schema';
import { users } from '../../server/domains/account/users-schema';
import { courses, lessonMedia, lessons } from '../../server/domains/courses/course-schema';
import { seedDemo } from '../../server/seed/seed-demo';
import { DEMO_PASSWORD, drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe.each(drivers)('database on %s', (driver) => {
  const ctx = useTestApp(driver);
  const count = async (table: PgTable, where: SQL = sql`true`) => {
    const [row] = await ctx.testDb.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
    return Number(row?.n);
  };

  it('applies migrations once: a second run applies nothing', async () => {
    expect(await migrate(ctx.testDb.handle)).toEqual([]);
    const applied = (await ctx.testDb.db.execute(sql`select version from schema_migrations order by version`)) as unknown as {
      rows: { version: string }[];
    };
    expect(applied.rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
    expect(applied.rows.map((r) => r.version)).toContain('0002');
  });

  it('seeds the demo community', async () => {
    expect(await count(groups)).toBe(4);
    expect(await count(posts)).toBeGreaterThanOrEqual(60);
    expect(await count(courses)).toBe(2);
    expect(await count(lessons)).toBe(9);
    expect(await count(lessonMedia, sql`processing_state = 'complete' and file_url like '/uploads/demo-course-%'`)).toBe(3);
    expect(await count(events)).toBe(11);
    expect(await count(users, sql`email in ('member@example.com', 'admin@example.com', 'artist@example.com')`)).toBe(3);
    expect(await count(memberships, sql`status = 'pending'`)).toBeGreaterThanOrEqual(2);
    expect(await count(comments)).toBeGreaterThan(0);
    expect(await count(likes)).toBeGreaterThan(0);
    // Counters on posts agree with the rows behind them.
    expect(await count(posts, sql`comments_count <> (select count(*) from comments c where c.post_id = posts.id)`)).toBe(0);
    expect(await count(posts, sql`likes_count <> (select count(*) from likes l where l.likeable_type = 'Post' and l.likeable_id = posts.id)`)).toBe(0);
    // Comments are liked too, and their counters agree as well.
    expect(await count(likes, sql`likeable_type = 'Comment'`)).toBeGreaterThan(0);
    expect(await count(comments, sql`likes_count <> (select count(*) from likes l where l.likeable_type = 'Comment' and l.likeable_id = comments.id)`)).toBe(0);
  });

  it('does not seed again once accounts exist', async () => {
    expect(await seedDemo(ctx.testDb.db, { password: DEMO_PASSWORD })).toBe(false);
    expect(await count(groups)).toBe(4);
  });
});

type Handle = Awaited<ReturnType<typeof openPglite>>;

/**
 * A PGlite database migrated only up to (not including) `version`, holding what `seed` writes; the test then runs
 * the later migrations over it.
 */
function migrationOverExistingRows(version: string) {
  const dir = path.join(ROOT, '.tmp', `migrate-${version}-${process.pid}`);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return async (seed: string, check: (handle: Handle) => Promise<void>): Promise<void> => {
    const before = path.join(dir, 'migrations');
    fs.mkdirSync(before, { recursive: true });
    for (const m of listMigrations().filter((x) => x.version < version)) {
      fs.copyFileSync(m.file, path.join(before, `${m.version}_${m.name}.sql`));
    }
    const handle = await openPglite(path.join(dir, 'db'), false);
    try {
      await migrate(handle, before);
      await handle.runScript((q) => q(seed));
      // This migration and every later one run over the existing rows.
      expect(await migrate(handle)).toEqual(listMigrations().filter((x) => x.version >= version).map((x) => x.version));
      await check(handle);
    } finally {
      await handle.close();
    }
  };
}

describe('migration 0003 over existing likes', () => {
  const over = migrationOverExistingRows('0003');

  it('numbers the likes a database already holds and counts the likes of its comments', async () => {
    await over(
      `INSERT INTO users (id, email, username, password_hash, display_name, referral_code) VALUES
         (1, 'a@example.com', 'a', 'x', 'A', 'ra'), (2, 'b@example.com', 'b', 'x', 'B', 'rb');
       INSERT INTO groups (id, key, name, membership_type) VALUES (1, 'g', 'G', 'public');
       INSERT INTO posts (id, group_id, author_id, body, likes_count) VALUES (1, 1, 1, 'p', 1);
       INSERT INTO comments (id, post_id, author_id, body) VALUES (1, 1, 1, 'c1'), (2, 1, 2, 'c2');
       INSERT INTO likes (user_id, likeable_type, likeable_id) VALUES (1, 'Post', 1), (1, 'Comment', 1), (2, 'Comment', 1);`,
      async (handle) => {
        const rows = await handle.runScript((q) => q('SELECT id, deleted_at FROM likes ORDER BY id'));
        expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
        expect(rows.every((r) => r.deleted_at === null)).toBe(true);
        const counts = await handle.runScript((q) => q('SELECT id, likes_count FROM comments ORDER BY id'));
        expect(counts).toEqual([{ id: 1, likes_count: 2 }, { id: 2, likes_count: 0 }]);
        // Still one row per member and likeable.
        await expect(handle.runScript((q) => q(`INSERT INTO likes (user_id, likeable_type, likeable_id) VALUES (1, 'Post', 1)`))).rejects.toThrow();
      },
    );
  });
});

describe('migration 0006 over existing memberships', () => {
  const over = migrationOverExistingRows('0006');

  it('numbers the memberships a database already holds, and new ones after them', async () => {
    await over(
      `INSERT INTO users (id, email, username, password_hash, display_name, referral_code) VALUES
         (1, 'a@example.com', 'a', 'x', 'A', 'ra'), (2, 'b@example.com', 'b', 'x', 'B', 'rb'), (3, 'c@example.com', 'c', 'x', 'C', 'rc');
       INSERT INTO groups (id, key, name, membership_type) VALUES (1, 'g', 'G', 'private');
       INSERT INTO memberships (group_id, user_id, status) VALUES (1, 1, 'active'), (1, 2, 'pending');`,
      async (handle) => {
        const rows = await handle.runScript((q) => q('SELECT id FROM memberships ORDER BY id'));
        expect(rows.map((r) => r.id)).toEqual([1, 2]);
        await handle.runScript((q) => q(`INSERT INTO memberships (group_id, user_id, status) VALUES (1, 3, 'pending')`));
        expect(await handle.runScript((q) => q('SELECT id FROM memberships WHERE user_id = 3'))).toEqual([{ id: 3 }]);
        await expect(handle.runScript((q) => q('UPDATE memberships SET id = 1 WHERE user_id = 3'))).rejects.toThrow();
      },
    );
  });
});

describe('data directory lock', () => {
  const dir = path.join(ROOT, '.tmp', `lock-test-${process.pid}`);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second server on the same directory with a clear message and exit code 1', async () => {
    fs.mkdirSync(dir, { recursive: true });
    // This test process is alive, so a lock naming it is held.
    fs.writeFileSync(path.join(dir, 'server.lock'), `${process.pid}\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', SEED: 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`Another server (pid ${process.pid}) is using ${dir}; stop it or set DATA_DIR`);
    fs.rmSync(path.join(dir, 'server.lock'));
  });

  it('takes over a stale lock whose process is gone, and releases it', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'server.lock'), `${dead.pid}\n`);
    const release = acquireLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('throws LockHeldError while another live process holds it', () => {
    fs.writeFileSync(path.join(dir, 'server.lock'), `${process.ppid}\n`);
    expect(() => acquireLock(dir)).toThrow(LockHeldError);
    fs.rmSync(path.join(dir, 'server.lock'));
  });
});
