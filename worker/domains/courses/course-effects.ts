// What each course write does to the device's rows before the server answers (pure): the course's enrolment and its lessons' states.
import { enrollmentAfter } from '../../../schema/course-rules';
import type { UserEnrollment } from '../../../schema/courses';
import type { LocalCourse, LocalLesson } from '../../../schema/local-db';
import type { MutationOf } from '../../../schema/outbox';
import type { Laid, Overlay } from '../../overlay/overlay';

export type CourseWrite =
  | MutationOf<'course.enroll'>
  | MutationOf<'course.unenroll'>
  | MutationOf<'course.restart'>
  | MutationOf<'course.set_current_lesson'>
  | MutationOf<'lesson.complete'>
  | MutationOf<'lesson.uncomplete'>;

export const courseWriteKinds: ReadonlySet<string> = new Set<CourseWrite['kind']>([
  'course.enroll',
  'course.unenroll',
  'course.restart',
  'course.set_current_lesson',
  'lesson.complete',
  'lesson.uncomplete',
]);

export interface CourseRows {
  course: LocalCourse;
  lessons: LocalLesson[];
}

const fresh = (now: string): UserEnrollment => ({
  state: 'in_progress',
  completed_lessons_count: 0,
  current_lesson_id: null,
  enrolled_at: now,
  completed_at: null,
});

const uncompleted = (l: LocalLesson): LocalLesson => (l.user_state.completed ? { ...l, user_state: { completed: false, completed_at: null } } : l);

function setLesson(rows: CourseRows, lessonId: number, done: boolean, now: string): CourseRows {
  const e = rows.course.user_enrollment;
  const lesson = rows.lessons.find((l) => l.id === lessonId);
  if (!e || !lesson || lesson.user_state.completed === done) return rows;
  const count = Math.max(0, e.completed_lessons_count + (done ? 1 : -1));
  return {
    course: { ...rows.course, user_enrollment: enrollmentAfter(e, count, rows.course.lessons_count, now) },
    lessons: rows.lessons.map((l) => (l.id === lessonId ? { ...l, user_state: { completed: done, completed_at: done ? now : null } } : l)),
  };
}

/** The rows after one write; a write that changes nothing (a lesson already completed) leaves them as they are. */
export function applyCourseWrite(rows: CourseRows, m: CourseWrite, now: string): CourseRows {
  const { course } = rows;
  switch (m.kind) {
    case 'course.enroll':
      return course.user_enrollment ? rows : { ...rows, course: { ...course, user_enrollment: fresh(now) } };
    case 'course.unenroll':
      return { course: { ...course, user_enrollment: null }, lessons: rows.lessons.map(uncompleted) };
    case 'course.restart':
      if (!course.user_enrollment) return rows;
      return {
        course: { ...course, user_enrollment: { ...enrollmentAfter(course.user_enrollment, 0, course.lessons_count, now), current_lesson_id: null } },
        lessons: rows.lessons.map(uncompleted),
      };
    case 'course.set_current_lesson':
      if (!course.user_enrollment) return rows;
      return { ...rows, course: { ...course, user_enrollment: { ...course.user_enrollment, current_lesson_id: m.lesson_id } } };
    case 'lesson.complete':
      return setLesson(rows, m.lesson_id, true, now);
    case 'lesson.uncomplete':
      return setLesson(rows, m.lesson_id, false, now);
  }
}

/** The course row with the server's enrolment named beneath (`server_enrollment`), and each lesson its state (`server_state`). */
const withBeneath = (rows: CourseRows, before: CourseRows): CourseRows => ({
  course: { ...rows.course, server_enrollment: before.course.server_enrollment !== undefined ? before.course.server_enrollment : before.course.user_enrollment },
  lessons: rows.lessons.map((l) => ({ ...l, server_state: before.lessons.find((b) => b.id === l.id)?.server_state ?? before.lessons.find((b) => b.id === l.id)?.user_state })),
});

/**
 * A course write over the course and its lessons together (a completion moves the enrolment by the lesson's state). A
 * refused one is not laid over: it shows in the unsent list instead.
 */
export const courseWriteOverlay: Overlay<CourseWrite> = {
  joint: true,
  rows: (m) => [
    { table: 'courses', key: m.course_id },
    { table: 'lessons', index: 'course_id', value: m.course_id },
  ],
  apply(laid, w) {
    const course = laid.find((l) => l.table === 'courses')?.row as LocalCourse | undefined;
    if (!course || w.status === 'failed') return laid;
    const lessons = laid.flatMap((l) => (l.table === 'lessons' && l.row ? [l.row as LocalLesson] : []));
    const before = { course, lessons };
    const after = withBeneath(applyCourseWrite(before, w.mutation, new Date(w.created_at).toISOString()), before);
    const byId = new Map(after.lessons.map((l) => [l.id, l]));
    return laid.map((l): Laid => (l.table === 'courses' ? { ...l, row: after.course } : l.row ? { ...l, row: byId.get((l.row as LocalLesson).id) } : l));
  },
};
