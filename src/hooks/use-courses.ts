// Live reads of courses on the device: the member's courses by tab, the catalogue, a course with its lessons, a lesson with its media, a medium with its place.
import { useLiveQuery } from './use-live-query';
import { byLessonOrder } from '../../schema/course-rules';
import type { LocalCourse, LocalLesson, LocalLessonMedium } from '../../schema/local-db';
import { localDb } from '../data/local-db';

export type CoursesTab = 'in-progress' | 'completed';

const byCatalogueOrder = (a: LocalCourse, b: LocalCourse) => a.position - b.position || a.id - b.id;

/** The member's courses of a tab (enrolled and not completed, or completed); `undefined` while reading. */
export function useMyCourses(tab: CoursesTab): LocalCourse[] | undefined {
  return useLiveQuery(async () => {
    const all = await localDb().courses.toArray();
    const state = tab === 'completed' ? 'completed' : 'in_progress';
    return all.filter((c) => c.user_enrollment?.state === state).sort(byCatalogueOrder);
  }, [tab]);
}

/** Courses the catalogue listed that the member is not enrolled in. */
export function useOtherCourses(): LocalCourse[] | undefined {
  return useLiveQuery(async () => (await localDb().courses.toArray()).filter((c) => c.in_catalogue && !c.user_enrollment).sort(byCatalogueOrder), []);
}

/** `null` when the device does not hold it. */
export function useCourse(id: number | null): LocalCourse | null | undefined {
  return useLiveQuery(async () => (id === null ? null : ((await localDb().courses.get(id)) ?? null)), [id]);
}

/** The course's lessons the device holds, in order. */
export function useCourseLessons(courseId: number | null): LocalLesson[] | undefined {
  return useLiveQuery(
    async () => (courseId === null ? [] : (await localDb().lessons.where('course_id').equals(courseId).toArray()).sort(byLessonOrder)),
    [courseId],
  );
}

/** A lesson's media in the lesson's order. */
export function useLessonMedia(lesson: LocalLesson | null | undefined): LocalLessonMedium[] {
  const ids = lesson?.media_ids.join(',') ?? '';
  return (
    useLiveQuery(async () => {
      if (!lesson) return [];
      const rows = await localDb().lesson_media.bulkGet(lesson.media_ids);
      return rows.filter((m): m is LocalLessonMedium => m !== undefined);
    }, [ids]) ?? []
  );
}

/** A lesson medium with what decides who may see it: its course and the course's lessons (the lesson among them). */
export interface LessonMediumPlace {
  medium: LocalLessonMedium;
  course: LocalCourse;
  lesson: LocalLesson;
  lessons: LocalLesson[];
}

/** `null` while the device does not hold the medium, its course and its lesson. */
export function useLessonMediumPlace(mediumId: number | null): LessonMediumPlace | null | undefined {
  return useLiveQuery(async () => {
    if (mediumId === null) return null;
    const db = localDb();
    const medium = await db.lesson_media.get(mediumId);
    if (!medium) return null;
    const [course, lessons] = await Promise.all([db.courses.get(medium.course_id), db.lessons.where('course_id').equals(medium.course_id).toArray()]);
    const lesson = lessons.find((l) => l.id === medium.lesson_id);
    if (!course || !lesson) return null;
    return { medium, course, lesson, lessons: lessons.sort(byLessonOrder) };
  }, [mediumId]);
}
