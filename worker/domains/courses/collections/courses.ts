// Courses collection: courses, lessons and lesson media from the delta feed and REST; an unsent course write stays laid over them.
import type { Course, Lesson, LessonMedium } from '../../../../schema/courses';
import type { LocalCourse, LocalDb } from '../../../../schema/local-db';
import { putServerRows } from '../../../overlay/rebase';
import { defineCollection } from '../../../collections/collection';

/** Puts the server's courses (keeping what only the device knows of each); the member's unsent writes stay laid over them. */
export async function putServerCourses(db: LocalDb, list: Course[], extra: Partial<LocalCourse> = {}): Promise<void> {
  if (list.length === 0) return;
  const existing = await db.courses.bulkGet(list.map((c) => c.id));
  await putServerRows(
    db,
    'courses',
    list.map((c, i): LocalCourse => ({ ...c, lessons_next: existing[i]?.lessons_next, in_catalogue: existing[i]?.in_catalogue, ...extra })),
  );
}

export async function putServerLessons(db: LocalDb, lessons: Lesson[], media: LessonMedium[] = []): Promise<void> {
  await putServerRows(db, 'lessons', lessons);
  await db.lesson_media.bulkPut(media);
}

/** The member may no longer read the course's lessons: they and their media go; the course stays as the catalogue shows it, if it does. */
export async function forgetCourseContent(db: LocalDb, courseIds: number[], still: Course[] = []): Promise<void> {
  await db.lessons.where('course_id').anyOf(courseIds).delete();
  await db.lesson_media.where('course_id').anyOf(courseIds).delete();
  const kept = new Set(still.map((c) => c.id));
  await db.courses.bulkDelete(courseIds.filter((id) => !kept.has(id)));
  await putServerRows(db, 'courses', still.map((c): LocalCourse => ({ ...c, lessons_next: undefined, in_catalogue: true })));
}

export const courses = defineCollection<
  'course.upsert' | 'course.delete' | 'lesson.upsert' | 'lesson.delete' | 'lesson_medium.upsert' | 'lesson_medium.delete'
>({
  table: 'courses',
  changes: {
    'course.upsert': (db, changes) => putServerCourses(db, changes.map((c) => c.data)),
    'course.delete': (db, changes) =>
      forgetCourseContent(
        db,
        changes.map((c) => c.id),
        changes.flatMap((c) => (c.course ? [c.course] : [])),
      ),
    'lesson.upsert': (db, changes) => putServerLessons(db, changes.map((c) => c.data)),
    'lesson.delete': async (db, changes) => {
      const ids = changes.map((c) => c.id);
      await db.lessons.bulkDelete(ids);
      await db.lesson_media.where('lesson_id').anyOf(ids).delete();
    },
    'lesson_medium.upsert': async (db, changes) => {
      await db.lesson_media.bulkPut(changes.map((c) => c.data));
    },
    'lesson_medium.delete': async (db, changes) => {
      await db.lesson_media.bulkDelete(changes.map((c) => c.id));
    },
  },
});
