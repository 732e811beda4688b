// Course commands: courses into the mirror, and the learner's writes through the outbox (enrol, unenrol, restart, current lesson, complete, uncomplete).
import type { CourseUsersPage } from '../../../../schema/courses';
import type { AccountResult } from '../../../engine-results';
import type { EngineContext } from '../../../commands/context';
import { enqueueChange } from '../../../commands/enqueue-change';

export interface CourseRef {
  id: number;
  name: string;
}

export function courseCommands({ db, api, puller, send, outbox }: EngineContext) {
  const courses = puller.courses;
  const queue = (input: Parameters<typeof enqueueChange>[1]) => enqueueChange({ db, send, outbox }, input);
  const courseWrite = (kind: 'course.enroll' | 'course.unenroll' | 'course.restart') => (course: CourseRef) =>
    queue({ kind, course_id: course.id, course_name: course.name });
  const lessonWrite = (kind: 'lesson.complete' | 'lesson.uncomplete' | 'course.set_current_lesson') => (course: CourseRef, lessonId: number) =>
    queue({ kind, course_id: course.id, course_name: course.name, lesson_id: lessonId });

  return {
    /** The member's enrolled and completed courses, each with all its lessons. */
    loadMine: (): Promise<void> => courses.loadMine(),
    /** Every course the member may see (the catalogue). */
    loadCatalogue: (): Promise<void> => courses.loadCatalogue(),
    /** A course with its first lessons; `more`: the next lessons page. Answers whether more lessons remain on the server. */
    loadCourse: (id: number, more = false): Promise<boolean> => courses.loadCourse(id, more),
    /** A course's lessons up to this one (a lesson opened by its address on a device that holds only the first pages). */
    loadLesson: (courseId: number, lessonId: number): Promise<void> => courses.loadLesson(courseId, lessonId),
    /** A lesson medium opened by its address (the embed): its lesson with the course and the lessons before it. */
    loadMedium: (mediumId: number): Promise<void> => courses.loadMedium(mediumId),
    /** Enrolled or completed members of a course (online, when the course shows them). */
    users: (id: number, which: 'enrolled' | 'completed', page: number | null = null): Promise<CourseUsersPage> => api.courseUsers(id, which, page),
    enroll: courseWrite('course.enroll'),
    unenroll: courseWrite('course.unenroll'),
    restart: courseWrite('course.restart'),
    /** Opening a lesson makes it the current one (docs/product.md 4): queued only when it changes. */
    async openLesson(course: CourseRef, lessonId: number): Promise<AccountResult<string> | null> {
      const row = await db.courses.get(course.id);
      if (!row?.user_enrollment || row.user_enrollment.current_lesson_id === lessonId) return null;
      return lessonWrite('course.set_current_lesson')(course, lessonId);
    },
    complete: lessonWrite('lesson.complete'),
    uncomplete: lessonWrite('lesson.uncomplete'),
  };
}
