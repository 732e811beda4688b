// Lays the member's unsent course writes over the server's course and lesson rows, in the order made (as pending_membership does for groups).
import type { LocalCourse, LocalDb, LocalLesson } from '../../../schema/local-db';
import { applyCourseWrite, courseWriteKinds, type CourseWrite } from './course-effects';

/** The writes still to deliver (pending or being sent), oldest first; a refused one shows in the unsent list instead. */
async function unsentWrites(db: LocalDb): Promise<CourseWrite[]> {
  const entries = await db.outbox.orderBy('seq').toArray();
  return entries
    .filter((e) => e.status !== 'failed' && courseWriteKinds.has(e.mutation.kind))
    .map((e) => e.mutation as CourseWrite);
}

const serverCourse = (c: LocalCourse): LocalCourse => {
  const { server_enrollment, ...rest } = c;
  return server_enrollment === undefined ? rest : { ...rest, user_enrollment: server_enrollment };
};
const serverLesson = (l: LocalLesson): LocalLesson => {
  const { server_state, ...rest } = l;
  return server_state === undefined ? rest : { ...rest, user_state: server_state };
};

export interface OverlayOptions {
  /** A write being queued now (its entry is added after its optimistic write, in the same transaction). */
  plus?: CourseWrite;
  /** A write settled now (delivered, refused or discarded; its entry is still in the table). */
  except?: string;
}

/**
 * Recomputes each course's rows: the server's state beneath (kept as `server_enrollment` / `server_state` while a write
 * is laid over), then every unsent write of the course in order. Call inside a mirror transaction.
 */
export async function layUnsentCourseWrites(db: LocalDb, courseIds: number[], opts: OverlayOptions = {}): Promise<void> {
  if (courseIds.length === 0) return;
  const all = [...(await unsentWrites(db)), ...(opts.plus ? [opts.plus] : [])].filter((m) => m.client_id !== opts.except);
  const now = new Date().toISOString();
  for (const courseId of new Set(courseIds)) {
    const row = await db.courses.get(courseId);
    if (!row) continue;
    const base = { course: serverCourse(row), lessons: (await db.lessons.where('course_id').equals(courseId).toArray()).map(serverLesson) };
    const writes = all.filter((m) => m.course_id === courseId);
    if (writes.length === 0) {
      await db.courses.put(base.course);
      await db.lessons.bulkPut(base.lessons);
      continue;
    }
    const shown = writes.reduce((rows, m) => applyCourseWrite(rows, m, now), base);
    await db.courses.put({ ...shown.course, server_enrollment: base.course.user_enrollment });
    const beneath = new Map(base.lessons.map((l) => [l.id, l.user_state]));
    await db.lessons.bulkPut(shown.lessons.map((l) => ({ ...l, server_state: beneath.get(l.id) })));
  }
}
