// Courses on the device: the courses the member sees (every enrolled one, with its lessons and their media) and the lesson pages read.
import type { Course, Lesson, LessonMedium, UserEnrollment } from '../courses';
import { defineTable } from './table';

/** A course as the member sees it: the server's row with their unsent course writes laid over it (courseWriteOverlay in worker/domains/courses/course-effects.ts, laid by worker/overlay/rebase.ts). */
export interface LocalCourse extends Course {
  /**
   * The next lessons page's number (meta.next): undefined before the first page, null once every lesson was read. A
   * device from before numbered course pages may still hold a string here: read as no number (the first page again).
   */
  lessons_next?: number | null;
  /** Listed by the server's catalogue at the last read (the catalogue screen's rows). */
  in_catalogue?: boolean;
  /** While an unsent write is laid over the row: the server's enrolment beneath it. */
  server_enrollment?: UserEnrollment | null;
}

export interface LocalLesson extends Lesson {
  /** While an unsent write is laid over the row: the server's state beneath it. */
  server_state?: Lesson['user_state'];
}
export type LocalLessonMedium = LessonMedium;

export const coursesTable = defineTable<LocalCourse, 'id'>()('courses', '&id, position');
export const lessonsTable = defineTable<LocalLesson, 'id'>()('lessons', '&id, course_id');
export const lessonMediaTable = defineTable<LocalLessonMedium, 'id'>()('lesson_media', '&id, lesson_id, course_id');
