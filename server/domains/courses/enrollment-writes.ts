// Enrol, unenrol, restart and the current lesson (docs/product.md 7): each answers the course as the member now sees it, exactly once per key.
import { and, eq } from 'drizzle-orm';
import { lessonLocked, needsPurchase } from '../../../schema/course-rules';
import type { Course } from '../../../schema/courses';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { memberships } from '../groups/group-schema';
import { courses, enrollments, lessonCompletions, lessons } from './course-schema';
import { appendChanges, type NewChange } from '../../core/changes';
import { HttpError } from '../../core/http-error';
import type { StoredAnswer } from '../../core/idempotency';
import type { Viewer } from '../sessions/sessions';
import { enrolledCourseWire, lessonOf, visibleCourseWire } from './course-access';
import { wholeCourseFor } from './course-changes';
import type { CourseReader } from './course-reader';
import { courseWrite } from './course-write';
import { lessonWires } from './lesson-wire';

type CourseAnswer = StoredAnswer<{ course: Course }>;

async function dedicatedGroupId(tx: Database, courseId: number): Promise<number | null> {
  const [row] = await tx.select({ groupId: courses.dedicatedGroupId }).from(courses).where(eq(courses.id, courseId));
  return row?.groupId ?? null;
}

/** A free or owned course (or one a host opens): the enrolment, the dedicated group's membership, and the whole course to their devices. */
export function enrol(db: Database, viewer: Viewer, courseId: number, key: string | null): Promise<CourseAnswer> {
  return courseWrite(db, viewer, key, `POST enroll ${courseId}`, {}, async (tx, reader) => {
    const course = await visibleCourseWire(tx, reader, courseId);
    if (!course.user_enrollment) {
      if (needsPurchase(course)) {
        throw new HttpError(403, course.tier?.web_pay_product ? messages.coursePurchaseRequired : messages.courseNotForWebPurchase);
      }
      await tx.insert(enrollments).values({ courseId, userId: reader.id }).onConflictDoNothing();
      const list = await wholeCourseFor(tx, courseId, reader.id);
      const groupId = await dedicatedGroupId(tx, courseId);
      if (groupId !== null) {
        const joined = await tx.insert(memberships).values({ groupId, userId: reader.id }).onConflictDoNothing().returning({ id: memberships.id });
        if (joined.length) list.push({ kind: 'group.upsert', entityId: groupId, scopeId: groupId });
      }
      await appendChanges(tx, list);
    }
    return { course: await visibleCourseWire(tx, reader, courseId) };
  });
}

/** Ends the enrolment and its progress, leaves the dedicated group; the member's devices forget the lessons (course.delete). */
export function unenrol(db: Database, viewer: Viewer, courseId: number, key: string | null): Promise<CourseAnswer> {
  return courseWrite(db, viewer, key, `POST unenroll ${courseId}`, {}, async (tx, reader) => {
    await visibleCourseWire(tx, reader, courseId);
    const gone = await tx
      .delete(enrollments)
      .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, reader.id)))
      .returning({ userId: enrollments.userId });
    if (gone.length) {
      await tx.delete(lessonCompletions).where(and(eq(lessonCompletions.courseId, courseId), eq(lessonCompletions.userId, reader.id)));
      const list: NewChange[] = [];
      const groupId = await dedicatedGroupId(tx, courseId);
      if (groupId !== null) {
        const left = await tx
          .delete(memberships)
          .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, reader.id), eq(memberships.role, 'member')))
          .returning({ id: memberships.id });
        if (left.length) list.push({ kind: 'group.upsert', entityId: groupId, scopeId: groupId }, { kind: 'group.delete', entityId: groupId, scopeId: groupId, userId: reader.id });
      }
      list.push({ kind: 'course.delete', entityId: courseId, userId: reader.id });
      await appendChanges(tx, list);
    }
    return { course: await visibleCourseWire(tx, reader, courseId) };
  });
}

/** Clears every completion and the current lesson: the course starts again, still enrolled. */
export function restart(db: Database, viewer: Viewer, courseId: number, key: string | null): Promise<CourseAnswer> {
  return courseWrite(db, viewer, key, `POST restart ${courseId}`, {}, async (tx, reader) => {
    await enrolledCourseWire(tx, reader, courseId);
    await tx.delete(lessonCompletions).where(and(eq(lessonCompletions.courseId, courseId), eq(lessonCompletions.userId, reader.id)));
    await tx
      .update(enrollments)
      .set({ currentLessonId: null, completedAt: null })
      .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, reader.id)));
    await appendChanges(tx, await wholeCourseFor(tx, courseId, reader.id));
    return { course: await visibleCourseWire(tx, reader, courseId) };
  });
}

/** Refuses a lesson the order keeps closed to this member (lesson_order_enforced). */
export async function assertLessonOpen(tx: Database, reader: CourseReader, course: Course, lessonId: number): Promise<void> {
  if (!course.lesson_order_enforced) return;
  const { lessons: ordered } = await lessonWires(tx, reader, eq(lessons.courseId, course.id));
  if (lessonLocked(course, ordered, lessonId)) throw new HttpError(422, messages.lessonOrderEnforced);
}

/** Opening a lesson makes it the current one (docs/product.md 4). */
export function setCurrentLesson(db: Database, viewer: Viewer, courseId: number, lessonId: number, key: string | null): Promise<CourseAnswer> {
  return courseWrite(db, viewer, key, `PUT current_lesson ${courseId}`, { lessonId }, async (tx, reader) => {
    const course = await enrolledCourseWire(tx, reader, courseId);
    await lessonOf(tx, courseId, lessonId);
    await assertLessonOpen(tx, reader, course, lessonId);
    await tx
      .update(enrollments)
      .set({ currentLessonId: lessonId })
      .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, reader.id)));
    await appendChanges(tx, [{ kind: 'course.upsert', entityId: courseId, userId: reader.id }]);
    return { course: await visibleCourseWire(tx, reader, courseId) };
  });
}
