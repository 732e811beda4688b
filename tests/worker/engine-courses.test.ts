// Courses through the engine against the real server: every enrolled course and its lessons on the device, progress at once, offline completions once each and in order.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { unsentTally } from '../../schema/mirror/outbox';
import { makePng } from '../fixtures/media-files';
import { useSignedInMember } from './helpers/engine-harness';
import { waitFor } from './helpers/wait';

const member = useSignedInMember();

interface Made {
  id: number;
  name: string;
  lessonIds: number[];
}

/** A course made by the host, `lessons` lessons long. */
async function makeCourse(lessons: number, opts: Record<string, unknown> = {}): Promise<Made> {
  const ada = await member.server.api.login('admin@example.com');
  const name = `Course ${Math.random().toString(36).slice(2, 8)}`;
  const made = await member.server.api.call('POST', '/api/v2/courses', { session: ada, body: { name, ...opts } });
  expect(made.status).toBe(201);
  const lessonIds: number[] = [];
  for (let i = 0; i < lessons; i++) {
    const res = await member.server.api.call('POST', `/api/v2/courses/${made.body.course.id}/lessons`, { session: ada, body: { name: `L${i + 1}`, content: `<p>${i + 1}</p>`, position: i } });
    lessonIds.push(res.body.lesson.id);
  }
  return { id: made.body.course.id, name, lessonIds };
}

const settled = async () => (await member.h.mirror.outbox.count()) === 0;

async function serverProgress(courseId: number): Promise<{ completed: number; state: string | undefined; lessons: boolean[] }> {
  const session = (await member.h.kv('session'))!;
  const res = await member.server.api.call('GET', `/api/v3/courses/${courseId}`, { session });
  return {
    completed: res.body.course.user_enrollment?.completed_lessons_count ?? -1,
    state: res.body.course.user_enrollment?.state,
    lessons: res.body.lessons.map((l: { user_state: { completed: boolean } }) => l.user_state.completed),
  };
}

describe('courses on the device', () => {
  it('enrols at once, brings the course and every lesson (beyond the first page) to the device, and the server agrees', async () => {
    const c = await makeCourse(12);
    await member.h.engine.courses.loadCatalogue();
    expect((await member.h.mirror.courses.get(c.id))?.in_catalogue).toBe(true);
    const queued = await member.h.engine.courses.enroll(c);
    expect(queued.ok).toBe(true);
    expect((await member.h.mirror.courses.get(c.id))?.user_enrollment?.state).toBe('in_progress');
    await waitFor(settled, 'delivery');
    await member.h.engine.courses.loadMine();
    expect(await member.h.mirror.lessons.where('course_id').equals(c.id).count()).toBe(12);
    expect((await member.h.mirror.lessons.get(c.lessonIds[11]!))?.content).toBe('<p>12</p>');
    // A lesson opened by its address on a device holding only the first page: the pages up to it are read.
    await member.h.mirror.lessons.where('course_id').equals(c.id).delete();
    await member.h.engine.courses.loadLesson(c.id, c.lessonIds[11]!);
    expect((await member.h.mirror.lessons.get(c.lessonIds[11]!))?.name).toBe('L12');
  });

  it('offline: completions show at once in order, survive, and reach the server once each, in order; the course completes', async () => {
    const c = await makeCourse(3, { lesson_order_enforced: true });
    await member.h.engine.courses.enroll(c);
    await waitFor(settled, 'enrolment');
    await member.h.engine.courses.loadCourse(c.id);
    member.server.setOffline(true);
    // The order holds on the device too: the third lesson is closed until the two before it are completed.
    const early = await member.h.engine.courses.complete(c, c.lessonIds[2]!);
    expect(early).toMatchObject({ ok: false, message: messages.lessonOrderEnforced });
    for (const id of c.lessonIds) expect((await member.h.engine.courses.complete(c, id)).ok).toBe(true);
    const shown = await member.h.mirror.courses.get(c.id);
    expect(shown?.user_enrollment).toMatchObject({ state: 'completed', completed_lessons_count: 3 });
    expect(shown?.server_enrollment?.completed_lessons_count).toBe(0);
    // A refresh tried while offline leaves the progress as the member made it.
    await member.h.engine.courses.loadCourse(c.id).catch(() => undefined);
    expect((await member.h.mirror.lessons.get(c.lessonIds[1]!))?.user_state.completed).toBe(true);
    expect(await serverProgress(c.id)).toMatchObject({ completed: 0 });
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    expect(await serverProgress(c.id)).toEqual({ completed: 3, state: 'completed', lessons: [true, true, true] });
    const after = await member.h.mirror.courses.get(c.id);
    expect(after?.user_enrollment?.state).toBe('completed');
    expect(after?.server_enrollment).toBeUndefined();
  });

  it('opening lessons offline counts nothing as waiting to send, and the server learns only the last one opened, once', async () => {
    const c = await makeCourse(3);
    await member.h.engine.courses.enroll(c);
    await waitFor(settled, 'enrolment');
    await member.h.engine.courses.loadCourse(c.id);
    member.server.setOffline(true);
    for (const id of c.lessonIds) await member.h.engine.courses.openLesson(c, id);
    expect((await member.h.mirror.courses.get(c.id))?.user_enrollment?.current_lesson_id).toBe(c.lessonIds[2]);
    const entries = await member.h.mirror.outbox.toArray();
    // The first may be on its way (tried before the device knew it was offline); the ones after it are one, the last.
    const waiting = entries.filter((e) => e.status === 'pending');
    expect(waiting.map((e) => e.mutation)).toEqual([expect.objectContaining({ kind: 'course.set_current_lesson', lesson_id: c.lessonIds[2] })]);
    expect(unsentTally(entries)).toEqual({ pending: 0, sending: 0, failed: 0 });
    expect(await member.h.engine.outbox.unsent()).toEqual([]);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    const session = (await member.h.kv('session'))!;
    const res = await member.server.api.call('GET', `/api/v3/courses/${c.id}`, { session });
    expect(res.body.course.user_enrollment.current_lesson_id).toBe(c.lessonIds[2]);
  });

  it('uncomplete, restart and unenrol show at once; unenrolling forgets the lessons and keeps the catalogue card', async () => {
    const c = await makeCourse(2);
    await member.h.engine.courses.enroll(c);
    await member.h.engine.courses.complete(c, c.lessonIds[0]!);
    await member.h.engine.courses.uncomplete(c, c.lessonIds[0]!);
    expect((await member.h.mirror.courses.get(c.id))?.user_enrollment?.completed_lessons_count).toBe(0);
    await waitFor(settled, 'delivery');
    await member.h.engine.courses.loadCourse(c.id);
    await member.h.engine.courses.complete(c, c.lessonIds[1]!);
    await member.h.engine.courses.restart(c);
    expect((await member.h.mirror.lessons.get(c.lessonIds[1]!))?.user_state.completed).toBe(false);
    await waitFor(settled, 'delivery');
    expect(await serverProgress(c.id)).toMatchObject({ completed: 0, state: 'in_progress' });
    await member.h.engine.courses.unenroll(c);
    expect((await member.h.mirror.courses.get(c.id))?.user_enrollment).toBeNull();
    await waitFor(settled, 'delivery');
    expect(await member.h.mirror.lessons.where('course_id').equals(c.id).count()).toBe(0);
    expect((await member.h.mirror.courses.get(c.id))?.name).toBe(c.name);
  });

  it('refuses a paid course the member does not own before queuing anything', async () => {
    const ada = await member.server.api.login('admin@example.com');
    const product = await member.server.api.call('POST', '/api/v2/products', { session: ada, body: { name: 'Pro' } });
    const c = await makeCourse(1, { tier_product_id: product.body.product.id });
    await member.h.engine.courses.loadCourse(c.id);
    expect(await member.h.engine.courses.enroll(c)).toMatchObject({ ok: false, message: messages.coursePurchaseRequired });
    expect(await member.h.mirror.outbox.count()).toBe(0);
  });

  it('brings a lesson medium opened by its address (the embed) with its lesson and course, only to an enrolled member', async () => {
    const c = await makeCourse(2);
    const ada = await member.server.api.login('admin@example.com');
    const upload = await member.server.app.inject({
      method: 'POST',
      url: `/api/v2/lessons/${c.lessonIds[1]}/media?name=cover.png`,
      headers: { 'X-Secret-Id': ada.secret_id, 'X-Secret': ada.secret, 'Content-Type': 'application/octet-stream', 'Idempotency-Key': crypto.randomUUID() },
      payload: await makePng(40, 30),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const mediumId = (JSON.parse(upload.body) as { lesson_medium: { id: number } }).lesson_medium.id;

    await expect(member.h.engine.courses.loadMedium(mediumId)).rejects.toMatchObject({ code: 403, data: messages.courseNotEnrolled });
    expect(await member.h.mirror.lesson_media.get(mediumId)).toBeUndefined();
    await expect(member.h.engine.courses.loadMedium(999_999)).rejects.toMatchObject({ code: 404, data: messages.lessonMediumNotFound });

    await member.h.engine.courses.enroll(c);
    await waitFor(settled, 'delivery');
    await member.h.engine.courses.loadMedium(mediumId);
    expect(await member.h.mirror.lesson_media.get(mediumId)).toMatchObject({ lesson_id: c.lessonIds[1], course_id: c.id, media_type: 'image' });
    expect((await member.h.mirror.lessons.get(c.lessonIds[1]!))?.media_ids).toEqual([mediumId]);
    expect((await member.h.mirror.courses.get(c.id))?.user_enrollment?.state).toBe('in_progress');
  });
});
