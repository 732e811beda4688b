// Courses' offline packs against the real server: the member's "Available offline" takes every lesson's media; a started course is kept by the engine on its own (storage allowing), follows new media, and stays removed once the member removes it.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePackId } from '../../schema/course-pack';
import type { Session } from '../../schema/session';
import { makePng } from '../fixtures/media-files';
import { makeWav } from '../fixtures/wav';
import { engineFor, MEMBER, type Harness } from './helpers/engine-harness';
import { DEMO_PASSWORD, startLiveServer, type LiveServer } from './helpers/live-server';
import { MemoryCache } from './helpers/memory-cache';
import { waitFor } from './helpers/wait';

let server: LiveServer;
let ada: Session;

beforeAll(async () => {
  server = await startLiveServer();
  ada = await server.api.login('admin@example.com');
});
afterAll(() => server.close());

async function makeCourse(lessons: number): Promise<{ id: number; name: string; lessonIds: number[] }> {
  const name = `Course ${Math.random().toString(36).slice(2, 8)}`;
  const made = await server.api.call('POST', '/api/v2/courses', { session: ada, body: { name } });
  const lessonIds: number[] = [];
  for (let i = 0; i < lessons; i++) {
    const res = await server.api.call('POST', `/api/v2/courses/${made.body.course.id}/lessons`, { session: ada, body: { name: `L${i + 1}`, content: `<p>${i + 1}</p>`, position: i } });
    lessonIds.push(res.body.lesson.id);
  }
  return { id: made.body.course.id, name, lessonIds };
}

async function addMedium(lessonId: number, bytes: Buffer, kind = 'auto'): Promise<void> {
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/v2/lessons/${lessonId}/media?name=m&kind=${kind}`,
    headers: { 'X-Secret-Id': ada.secret_id, 'X-Secret': ada.secret, 'Content-Type': 'application/octet-stream', 'Idempotency-Key': crypto.randomUUID() },
    payload: bytes,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** A signed-in member's engine with its own cache and, when given, the storage the device reports. */
async function learner(storage?: { quota: number; usage: number }): Promise<{ h: Harness; cache: MemoryCache }> {
  const cache = new MemoryCache();
  const h = engineFor(server, { packs: { openCache: async () => cache, retryBaseMs: 50, ...(storage ? { storage: async () => storage } : {}) } });
  await h.engine.start(h.events);
  expect(await h.engine.session.signIn(MEMBER, DEMO_PASSWORD)).toEqual({ ok: true });
  return { h, cache };
}

const settled = (h: Harness) => async () => (await h.mirror.outbox.count()) === 0;
const pack = (h: Harness, courseId: number) => h.mirror.offline_packs.get(coursePackId(courseId));

describe('course packs', () => {
  it('keeps a started course on the device by itself, follows new media, and never brings back one the member removed', async () => {
    const { h } = await learner();
    try {
      const c = await makeCourse(2);
      await addMedium(c.lessonIds[0]!, await makePng(300, 200, '#336699'));
      await addMedium(c.lessonIds[1]!, makeWav(1), 'track');
      expect((await h.engine.courses.enroll(c)).ok).toBe(true);
      await waitFor(settled(h), 'the enrolment delivered');
      await h.engine.syncNow();
      // Enrolled but not started: nothing kept yet.
      expect(await pack(h, c.id)).toBeUndefined();

      await h.engine.courses.openLesson(c, c.lessonIds[0]!);
      await waitFor(settled(h), 'the current lesson delivered');
      await h.engine.syncNow();
      const kept = await waitFor(async () => ((await pack(h, c.id))?.state === 'complete' ? pack(h, c.id) : null), 'the started course kept');
      expect(kept!.origin).toBe('auto');
      // The picture with its two sizes, and the track.
      expect(kept!.files).toHaveLength(4);

      await addMedium(c.lessonIds[1]!, await makePng(200, 100, '#996633'));
      await h.engine.syncNow();
      await waitFor(async () => (await pack(h, c.id))?.files.length === 7 && (await pack(h, c.id))?.state === 'complete', 'the new picture kept too');

      await h.engine.offline.removePack(coursePackId(c.id));
      await h.engine.syncNow();
      expect(await pack(h, c.id)).toMatchObject({ state: 'removed', files: [] });

      // The member's own wish brings it back.
      await h.engine.offline.keepCourse(c.id);
      await waitFor(async () => (await pack(h, c.id))?.state === 'complete', 'kept again');
      expect((await pack(h, c.id))!).toMatchObject({ origin: 'member', files: expect.arrayContaining([expect.objectContaining({ complete: true })]) });
    } finally {
      await h.close();
    }
  });

  it('does not fill the device on its own: a started course waits when the reserve would be touched', async () => {
    const MB = 1024 * 1024;
    const { h } = await learner({ quota: 300 * MB, usage: 100 * MB });
    try {
      const c = await makeCourse(1);
      await addMedium(c.lessonIds[0]!, await makePng(300, 200, '#669933'));
      expect((await h.engine.courses.enroll(c)).ok).toBe(true);
      await waitFor(settled(h), 'the enrolment delivered');
      await h.engine.courses.openLesson(c, c.lessonIds[0]!);
      await waitFor(settled(h), 'the current lesson delivered');
      await h.engine.syncNow();
      const row = await waitFor(async () => ((await pack(h, c.id))?.state === 'paused' ? pack(h, c.id) : null), 'the pack held back');
      expect(row).toMatchObject({ origin: 'auto', waiting: 'storage' });
    } finally {
      await h.close();
    }
  });
});
