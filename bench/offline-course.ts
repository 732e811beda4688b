// Bench: making a six-lesson course with about 60 MB of media available offline, against a plain fetch of the same files in the same page.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { coursePackId } from '../schema/course-pack';
import { packRow } from '../e2e/offline-pack-steps';
import { makePng } from '../tests/fixtures/media-files';
import { openSignedInProfile, syncNow } from './browser-session';
import { percentile, round } from './stats';

const LESSONS = 6;
/** Per lesson: one video of this size and one picture: about 60 MB for the course. */
const VIDEO_BYTES = 10 * 1024 * 1024 - 64 * 1024;
const ROUNDS = 5;

export interface OfflineCourseResult {
  lessons: number;
  files: number;
  megabytes: number;
  /** Median of the rounds (after an untimed first of each): "Available offline" until the pack is complete (every file in Cache Storage). */
  packMs: number;
  /** Median of the rounds: the same files fetched by the page as a page fetches (kept in the HTTP cache), read to the end, as many at once as the pack fetches. */
  plainMs: number;
  /** Median of the rounds: the same, with no cache at all (`no-store`): the network alone. */
  networkMs: number;
  /** packMs / plainMs: at most 1.2 is the target. */
  ratio: number;
  /** packMs / networkMs: what storing the bytes costs over reading them. */
  ratioToNetwork: number;
  rounds: { packMs: number; plainMs: number; networkMs: number }[];
}

async function call<T>(base: string, method: string, path: string, session: Record<string, string> | null, body?: unknown, raw?: Buffer): Promise<T> {
  const headers: Record<string, string> = { ...(session ?? {}), 'Idempotency-Key': crypto.randomUUID() };
  if (raw) headers['Content-Type'] = 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: raw ? new Uint8Array(raw) : body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

async function signIn(base: string, email: string, password: string): Promise<Record<string, string>> {
  const s = await call<{ secret_id: string; secret: string }>(base, 'POST', '/api/v1/sessions', null, { email, password });
  return { 'X-Secret-Id': s.secret_id, 'X-Secret': s.secret };
}

/** A host makes the course (six lessons, each a video and a picture); the member enrols. Answers the course id. */
async function makeCourse(base: string, password: string): Promise<number> {
  const host = await signIn(base, 'admin@example.com', password);
  const { course } = await call<{ course: { id: number } }>(base, 'POST', '/api/v2/courses', host, { name: `Bench course ${Date.now()}`, published: true });
  for (let i = 1; i <= LESSONS; i++) {
    const { lesson } = await call<{ lesson: { id: number } }>(base, 'POST', `/api/v2/courses/${course.id}/lessons`, host, { name: `Lesson ${i}`, content: `<p>Lesson ${i}</p>` });
    // A WebM's first bytes, then noise: the server keeps a video as sent.
    const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), crypto.randomBytes(VIDEO_BYTES - 4)]);
    await call(base, 'POST', `/api/v2/lessons/${lesson.id}/media?name=clip${i}&position=1`, host, undefined, video);
    await call(base, 'POST', `/api/v2/lessons/${lesson.id}/media?name=picture${i}&position=2`, host, undefined, await makePng(1600, 1000, `#${(i * 2345679).toString(16).slice(-6)}`));
  }
  const member = await signIn(base, 'member@example.com', password);
  await call(base, 'POST', `/api/v2/courses/${course.id}/enroll`, member);
  return course.id;
}

type BenchWindow = { __engine: { offline: { keepCourse(id: number): Promise<void>; removePack(id: string): Promise<void> } } };

/**
 * "Available offline" until the device holds every file: the page asks the engine, and watches the pack's row on one
 * IndexedDB connection of its own (opening one per look cost the engine's own writes time).
 */
async function makeAvailable(page: Page, courseId: number): Promise<number> {
  return page.evaluate(
    async ({ id, packId }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('community');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const t0 = performance.now();
      await (window as unknown as BenchWindow).__engine.offline.keepCourse(id);
      for (;;) {
        const state = await new Promise<string | undefined>((resolve) => {
          const get = db.transaction('offline_packs').objectStore('offline_packs').get(packId);
          get.onsuccess = () => resolve((get.result as { state?: string } | undefined)?.state);
        });
        if (state === 'complete') break;
        await new Promise((r) => setTimeout(r, 15));
      }
      const ms = performance.now() - t0;
      db.close();
      return ms;
    },
    { id: courseId, packId: coursePackId(courseId) },
  );
}

/**
 * The baseline: the page fetches the same files, three at once as the pack does, past the service worker, each read to
 * its end. `plain` is fetch() as a page makes it (the browser keeps the answer in its HTTP cache: a fresh query, `tag`,
 * per round so nothing is answered from there); `network` asks for no caching at all (`no-store`: the bytes are only read).
 */
async function plainFetch(page: Page, urls: string[], mode: 'plain' | 'network', tag: string): Promise<number> {
  return page.evaluate(
    async ({ list, cache, tag }) => {
      const queue = list.map((u) => (cache === 'default' ? `${u}?plain=${tag}` : u));
      const t0 = performance.now();
      // Inline functions only: the page receives this one's source as written (no helper names).
      await Promise.all(
        [0, 1, 2].map(async () => {
          for (let url = queue.shift(); url; url = queue.shift()) {
            const res = await fetch(url, { cache, headers: { 'X-Offline-Download': '1' } });
            const reader = res.body!.getReader();
            while (!(await reader.read()).done) {
              // read to the end, as the pack does
            }
          }
        }),
      );
      return performance.now() - t0;
    },
    { list: urls, cache: mode === 'plain' ? ('default' as const) : ('no-store' as const), tag },
  );
}

/** How many of the files a plain fetch tagged `tag` left in the HTTP cache (asked with `only-if-cached`). */
async function keptByPlainFetch(page: Page, urls: string[], tag: string): Promise<number> {
  return page.evaluate(
    async ({ list, t }) => {
      let kept = 0;
      for (const url of list) {
        try {
          await fetch(`${url}?plain=${t}`, { cache: 'only-if-cached', mode: 'same-origin', headers: { 'X-Offline-Download': '1' } });
          kept++;
        } catch {
          // Not in the HTTP cache.
        }
      }
      return kept;
    },
    { list: urls, t: tag },
  );
}

export async function benchOfflineCourse(baseUrl: string, password: string): Promise<OfflineCourseResult> {
  const courseId = await makeCourse(baseUrl, password);
  // A profile on disk of its own: the plain leg's answers go to the HTTP cache as in a member's browser.
  const session = await openSignedInProfile(baseUrl, password);
  try {
    return await timeRounds(courseId, session.page);
  } finally {
    await session.close();
  }
}

async function timeRounds(courseId: number, page: Page): Promise<OfflineCourseResult> {
  await page.goto('/courses');
  await syncNow(page);
  const packId = coursePackId(courseId);
  const removePack = () => page.evaluate((id) => (window as unknown as BenchWindow).__engine.offline.removePack(id), packId);
  // Untimed first: the server's files read once from its disk, the cache created, the worker's code warm.
  await makeAvailable(page, courseId);
  const files = (await packRow(page, packId))!.files;
  const urls = files.map((f) => f.url);
  await removePack();
  await plainFetch(page, urls, 'network', 'warm');
  // The baseline is what it says: a plain fetch keeps every file in the browser's HTTP cache.
  await plainFetch(page, urls, 'plain', 'check');
  const kept = await keptByPlainFetch(page, urls, 'check');
  if (kept !== urls.length) throw new Error(`a plain fetch kept ${kept} of ${urls.length} files in the HTTP cache`);
  const rounds: OfflineCourseResult['rounds'] = [];
  for (let r = 0; r < ROUNDS; r++) {
    // Each leg goes first in turn, so none always meets a machine the others just warmed or loaded.
    const legs = {
      packMs: async () => {
        const ms = await makeAvailable(page, courseId);
        await removePack();
        return ms;
      },
      plainMs: () => plainFetch(page, urls, 'plain', `${Date.now()}-${r}`),
      networkMs: () => plainFetch(page, urls, 'network', `${Date.now()}-${r}`),
    };
    const order = (['packMs', 'plainMs', 'networkMs'] as const).map((_, i, all) => all[(i + r) % all.length]!);
    const times = { packMs: 0, plainMs: 0, networkMs: 0 };
    for (const leg of order) times[leg] = round(await legs[leg](), 0);
    rounds.push(times);
  }
  const median = (key: 'packMs' | 'plainMs' | 'networkMs') => percentile(rounds.map((r) => r[key]), 50);
  const bytes = files.reduce((sum, f) => sum + (f.size ?? 0), 0);
  return {
    lessons: LESSONS,
    files: files.length,
    megabytes: round(bytes / (1024 * 1024), 1),
    packMs: median('packMs'),
    plainMs: median('plainMs'),
    networkMs: median('networkMs'),
    ratio: round(median('packMs') / median('plainMs'), 3),
    ratioToNetwork: round(median('packMs') / median('networkMs'), 3),
    rounds,
  };
}
