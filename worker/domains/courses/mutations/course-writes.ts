// Enrol, unenrol, restart, current lesson, complete and uncomplete: the course's progress shows at once, the server's answer replaces it.
import { byLessonOrder, lessonLocked, needsPurchase } from '../../../../schema/course-rules';
import { courseResponse, lessonCompletionResponse, type Course, type LessonCompletionResponse } from '../../../../schema/courses';
import type { LocalDb } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import type { MutationOf } from '../../../../schema/outbox';
import type { Api } from '../../../api';
import { forgetCourseContent, putServerCourses, putServerLessons } from '../collections/courses';
import { courseWriteOverlay, type CourseWrite } from '../course-effects';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';

/** Refusals the device can see itself: not enrolled, a purchase needed, a lesson the order keeps closed. */
async function check(db: LocalDb, m: CourseWrite): Promise<string | null> {
  const course = await db.courses.get(m.course_id);
  if (!course) return null;
  if (m.kind === 'course.enroll') return needsPurchase(course) ? (course.tier?.web_pay_product ? messages.coursePurchaseRequired : messages.courseNotForWebPurchase) : null;
  if (m.kind === 'course.unenroll') return null;
  if (!course.user_enrollment) return messages.courseNotEnrolled;
  if (m.kind !== 'lesson.complete' && m.kind !== 'course.set_current_lesson') return null;
  const ordered = (await db.lessons.where('course_id').equals(m.course_id).toArray()).sort(byLessonOrder);
  return lessonLocked(course, ordered, m.lesson_id) ? messages.lessonOrderEnforced : null;
}

const common = { check, overlay: courseWriteOverlay, fallbackMessage: messages.courseNotSaved };

type CourseAnswer = { course: Course };
type OfCourse = MutationOf<'course.enroll' | 'course.unenroll' | 'course.restart' | 'course.set_current_lesson'>;
type OfLesson = MutationOf<'lesson.complete' | 'lesson.uncomplete'>;

const sendCourse = (api: Api, m: OfCourse): Promise<CourseAnswer> =>
  sendAsDeclared(api, m, { params: { id: m.course_id }, body: m.kind === 'course.set_current_lesson' ? { lesson_id: m.lesson_id } : {}, schema: courseResponse });

async function courseDelivered(db: LocalDb, m: OfCourse, answer: CourseAnswer): Promise<void> {
  // Unenrolled: the lessons leave the device now (the feed's tombstone says the same later).
  if (m.kind === 'course.unenroll') await forgetCourseContent(db, [m.course_id], [answer.course]);
  await putServerCourses(db, [answer.course]);
}

const sendLesson = (api: Api, m: OfLesson): Promise<LessonCompletionResponse> =>
  sendAsDeclared(api, m, { params: { id: m.course_id, lessonId: m.lesson_id }, body: {}, schema: lessonCompletionResponse });

async function lessonDelivered(db: LocalDb, m: OfLesson, answer: LessonCompletionResponse): Promise<void> {
  await putServerLessons(db, [answer.lesson]);
  await putServerCourses(db, [answer.course]);
}

export const courseEnroll = defineMutation({ kind: 'course.enroll', ...common, send: sendCourse, delivered: courseDelivered });
export const courseUnenroll = defineMutation({ kind: 'course.unenroll', ...common, send: sendCourse, delivered: courseDelivered });
export const courseRestart = defineMutation({ kind: 'course.restart', ...common, send: sendCourse, delivered: courseDelivered });
export const courseCurrentLesson = defineMutation({ kind: 'course.set_current_lesson', ...common, send: sendCourse, delivered: courseDelivered });
export const lessonComplete = defineMutation({ kind: 'lesson.complete', ...common, send: sendLesson, delivered: lessonDelivered });
export const lessonUncomplete = defineMutation({ kind: 'lesson.uncomplete', ...common, send: sendLesson, delivered: lessonDelivered });
