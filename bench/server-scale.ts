// Bench (e): the server at scale (10,000 members, 200,000 posts) on PostgreSQL and on PGlite, against a bare Fastify route.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { apiPaths, fillPath } from '../schema/api-paths';
import { HEADER_SECRET, HEADER_SECRET_ID, SYNC_PAGE_SIZE } from '../schema/constants';
import { closedLoop, sequential, summarise, timedGet, type LoadResult, type LoopRun } from './scale/load';
import { SCALE, WORDS } from './scale/populate';
import type { ScaleReady } from './scale/serve';
import { round } from './stats';

type Session = NonNullable<ScaleReady['sessions']>[number];

/** The feed and the bare route are loaded in this many turns each, of this many seconds. */
const LOAD_ROUNDS = 3;
const ROUND_SECONDS = 3;

interface Served {
  ready: ScaleReady;
  stop(): Promise<void>;
}

/** Starts bench/scale/serve.ts in its own process and waits for its ready line. */
function serve(env: Record<string, string>): Promise<Served> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/scale/serve.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"ready"'));
      if (line) resolve({ ready: (JSON.parse(line) as { ready: ScaleReady }).ready, stop });
    });
    child.once('exit', (code) => reject(new Error(`the scale server exited with ${code} before it was ready`)));
  });
}

const headersOf = (s: Session) => ({ [HEADER_SECRET_ID]: s.secret_id, [HEADER_SECRET]: s.secret });

export interface ScaleDbResult {
  populateMs: number;
  bareFeedPerSec: number;
  feed: LoadResult;
  feedRatio: number;
  searchPosts: { p50Ms: number; p95Ms: number };
  searchMembers: { p50Ms: number; p95Ms: number };
  groupsList: { p50Ms: number; p95Ms: number };
  catchUp: { changes: number; pages: number; ms: number };
  steadyPoll: { p50Ms: number; p95Ms: number };
}

async function measure(app: Served, bareBodyFile: string): Promise<ScaleDbResult> {
  const base = `http://127.0.0.1:${app.ready.port}`;
  const sessions = app.ready.sessions!;
  const wallUrl = (s: Session, i: number) => `${base}${fillPath(apiPaths.wallRecentPosts, { key: s.walls[i % s.walls.length]! })}?limit=15`;

  // The bare route answers a real feed page, so both serialise the same JSON. Both servers run side by side and are
  // loaded in turns (bare, feed, bare, feed), so a change in what else the machine runs weighs on both alike.
  const sample = await timedGet(wallUrl(sessions[0]!, 0), headersOf(sessions[0]!));
  fs.writeFileSync(bareBodyFile, JSON.stringify(sample.body));
  const bare = await serve({ SCALE_MODE: 'bare', SCALE_BARE_BODY: bareBodyFile });
  const bareRounds: LoopRun[] = [];
  const feedRounds: LoopRun[] = [];
  try {
    for (let round = 0; round < LOAD_ROUNDS; round++) {
      bareRounds.push(await closedLoop(() => ({ url: `http://127.0.0.1:${bare.ready.port}/feed` }), { seconds: ROUND_SECONDS }));
      feedRounds.push(
        await closedLoop(
          (i) => {
            const s = sessions[i % sessions.length]!;
            return { url: wallUrl(s, Math.floor(i / sessions.length)), headers: headersOf(s) };
          },
          { seconds: ROUND_SECONDS },
        ),
      );
    }
  } finally {
    await bare.stop();
  }
  const bareLoad = summarise(bareRounds);
  const feed = summarise(feedRounds);

  const search = (mode: string, q: (i: number) => string) =>
    sequential(
      Array.from({ length: 40 }, (_, i) => {
        const s = sessions[i % sessions.length]!;
        return { url: `${base}${apiPaths.search}?mode=${mode}&q=${encodeURIComponent(q(i))}`, headers: headersOf(s) };
      }),
    );
  const searchPosts = await search('posts', (i) => WORDS[(i * 7) % WORDS.length]!);
  const searchMembers = await search('members', (i) => `Member ${(i * 37) % 1000}`);
  // Every start of the app asks for the groups list (counts of members and posts included).
  const groupsList = await sequential(Array.from({ length: 40 }, (_, i) => ({ url: `${base}${apiPaths.groups}`, headers: headersOf(sessions[i % sessions.length]!) })));

  // A member back after a week: the whole week's feed from cursor 0 (the feed holds exactly last week's changes).
  const me = sessions[0]!;
  let cursor = 0;
  let pages = 0;
  let changes = 0;
  const t0 = performance.now();
  for (;;) {
    const { body } = await timedGet(`${base}${apiPaths.sync}?cursor=${cursor}&limit=${SYNC_PAGE_SIZE}`, headersOf(me));
    const page = body as { changes: unknown[]; cursor: number; has_more: boolean };
    pages++;
    changes += page.changes.length;
    cursor = page.cursor;
    if (!page.has_more) break;
  }
  const catchUpMs = performance.now() - t0;
  const steadyPoll = await sequential(
    Array.from({ length: 100 }, (_, i) => ({ url: `${base}${apiPaths.sync}?cursor=${cursor}`, headers: headersOf(sessions[i % sessions.length]!) })),
  );
  return {
    populateMs: app.ready.populateMs!,
    bareFeedPerSec: bareLoad.perSec,
    feed,
    feedRatio: round(feed.perSec / bareLoad.perSec, 3),
    searchPosts,
    searchMembers,
    groupsList,
    catchUp: { changes, pages, ms: round(catchUpMs, 0) },
    steadyPoll,
  };
}

/** PostgreSQL from DATABASE_URL (default: the local server), in a database of its own dropped afterwards; then PGlite. */
export async function benchServerScale(): Promise<{ scale: typeof SCALE; postgres: ScaleDbResult; pglite: ScaleDbResult }> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_scale_${process.pid}`;
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const tmp = path.resolve('.tmp/bench-scale');
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const bareBody = path.join(tmp, 'feed.json');
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const onPostgres = await serve({ SCALE_MODE: 'postgres', SCALE_DATABASE_URL: dbUrl.toString() });
    const postgres = await measure(onPostgres, bareBody).finally(() => onPostgres.stop());
    const onPglite = await serve({ SCALE_MODE: 'pglite', SCALE_DIR: path.join(tmp, 'pglite') });
    const pglite = await measure(onPglite, bareBody).finally(() => onPglite.stop());
    return { scale: SCALE, postgres, pglite };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** One row per measure, a column per database, for the console. */
export function scaleTable(r: { postgres: ScaleDbResult; pglite: ScaleDbResult }): Record<string, Record<string, number | string>> {
  const row = (f: (d: ScaleDbResult) => number | string) => ({ postgres: f(r.postgres), pglite: f(r.pglite) });
  return {
    'populate s': row((d) => round(d.populateMs / 1000, 1)),
    'bare route req/s': row((d) => d.bareFeedPerSec),
    'feed req/s': row((d) => d.feed.perSec),
    'feed / bare': row((d) => d.feedRatio),
    'feed p50 ms': row((d) => d.feed.p50Ms),
    'feed p99 ms': row((d) => d.feed.p99Ms),
    'search posts p95 ms': row((d) => d.searchPosts.p95Ms),
    'search members p95 ms': row((d) => d.searchMembers.p95Ms),
    'groups list p95 ms': row((d) => d.groupsList.p95Ms),
    'catch-up changes': row((d) => d.catchUp.changes),
    'catch-up ms': row((d) => d.catchUp.ms),
    'steady poll p95 ms': row((d) => d.steadyPoll.p95Ms),
  };
}
