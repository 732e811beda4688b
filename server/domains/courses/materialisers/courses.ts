// Course, lesson and lesson medium changes for their enrolled members: each as this viewer sees it, or the tombstone of lost access.
import { and, eq, inArray } from 'drizzle-orm';
import { anyId } from '../../../db/any-id';
import { changes } from '../../../core/sync-schema';
import { lessonMedia, lessons } from '../course-schema';
import { courseReaderById } from '../course-reader';
import { courseWiresByIds } from '../course-wire';
import { lessonWires, toLessonMediumWire } from '../lesson-wire';
import { keyedById, type Materialiser } from '../../../core/materialisers/materialiser';

export const courseUpsert: Materialiser<'course.upsert'> = {
  load: async (db, viewerId, ids) => {
    const wires = await courseWiresByIds(db, await courseReaderById(db, viewerId), ids);
    return new Map([...wires].map(([id, data]) => [id, { data }]));
  },
};

/**
 * Written for the member who unenrolled (user_id), or for every learner when a host unpublishes the course: the course
 * as they still see it in the catalogue keeps its card (none once unpublished).
 */
export const courseDelete: Materialiser<'course.delete'> = {
  load: async (db, viewerId, ids) => {
    const listed = await courseWiresByIds(db, await courseReaderById(db, viewerId), ids);
    return new Map(ids.map((id) => {
      const course = listed.get(id);
      return [id, course ? { id, course } : { id }];
    }));
  },
};

export const lessonUpsert: Materialiser<'lesson.upsert'> = {
  load: async (db, viewerId, ids) => {
    if (ids.length === 0) return new Map();
    const { lessons: rows } = await lessonWires(db, await courseReaderById(db, viewerId), anyId(lessons.id, ids));
    return keyedById(rows, (data) => ({ data }));
  },
};

/** The lesson row is gone, so its course comes from the change row itself. */
export const lessonDelete: Materialiser<'lesson.delete'> = {
  load: async (db, _viewerId, ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectDistinct({ id: changes.entityId, courseId: changes.scopeId })
      .from(changes)
      .where(and(eq(changes.kind, 'lesson.delete'), inArray(changes.entityId, ids)));
    return keyedById(rows, (r) => ({ id: r.id, course_id: r.courseId ?? 0 }));
  },
};

export const lessonMediumUpsert: Materialiser<'lesson_medium.upsert'> = {
  load: async (db, _viewerId, ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(lessonMedia).where(anyId(lessonMedia.id, ids));
    return keyedById(rows, (row) => ({ data: toLessonMediumWire(row) }));
  },
};

/** A medium that failed to store (the server drops it at once): the device forgets it by id. */
export const lessonMediumDelete: Materialiser<'lesson_medium.delete'> = {
  load: async (_db, _viewerId, ids) => new Map(ids.map((id) => [id, { id }])),
};
