// Completing and uncompleting a lesson (docs/product.md 4, 7): the order enforced, the course completed when every lesson is, exactly once per key.
import { and, eq } from 'drizzle-orm';
import type { LessonCompletionResponse } from '../../../schema/courses';
import type { Database } from '../../db/connect';
import { enrollments, lessonCompletions, lessons } from './course-schema';
import { appendChanges } from '../../core/changes';
import type { StoredAnswer } from '../../core/idempotency';
import type { Viewer } from '../sessions/sessions';
import { enrolledCourseWire, lessonOf, visibleCourseWire } from './course-access';
import { ownProgress } from './course-changes';
import type { CourseReader } from './course-reader';
import { courseWrite } from './course-write';
import { assertLessonOpen } from './enrollment-writes';
import { lessonWires } from './lesson-wire';

async function answer(tx: Database, reader: CourseReader, courseId: number, lessonId: number): Promise<LessonCompletionResponse> {
  const course = await visibleCourseWire(tx, reader, courseId);
  const { lessons: [lesson] } = await lessonWires(tx, reader, eq(lessons.id, lessonId));
  return { course, lesson: lesson! };
}

/** Keeps the enrolment's completed_at with its state: set when the last lesson is completed, cleared when one is not. */
async function settleCompletion(tx: Database, reader: CourseReader, courseId: number): Promise<void> {
  const course = await visibleCourseWire(tx, reader, courseId);
  const done = course.user_enrollment?.state === 'completed';
  await tx
    .update(enrollments)
    .set({ completedAt: done ? new Date(course.user_enrollment?.completed_at ?? Date.now()) : null })
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, reader.id)));
}

export function completeLesson(db: Database, viewer: Viewer, courseId: number, lessonId: number, key: string | null): Promise<StoredAnswer<LessonCompletionResponse>> {
  return courseWrite(db, viewer, key, `POST complete ${courseId} ${lessonId}`, {}, async (tx, reader) => {
    const course = await enrolledCourseWire(tx, reader, courseId);
    await lessonOf(tx, courseId, lessonId);
    await assertLessonOpen(tx, reader, course, lessonId);
    const made = await tx.insert(lessonCompletions).values({ lessonId, userId: reader.id, courseId }).onConflictDoNothing().returning({ at: lessonCompletions.completedAt });
    if (made.length) {
      await settleCompletion(tx, reader, courseId);
      await appendChanges(tx, ownProgress(courseId, lessonId, reader.id));
    }
    return answer(tx, reader, courseId, lessonId);
  });
}

export function uncompleteLesson(db: Database, viewer: Viewer, courseId: number, lessonId: number, key: string | null): Promise<StoredAnswer<LessonCompletionResponse>> {
  return courseWrite(db, viewer, key, `POST uncomplete ${courseId} ${lessonId}`, {}, async (tx, reader) => {
    await enrolledCourseWire(tx, reader, courseId);
    await lessonOf(tx, courseId, lessonId);
    const gone = await tx
      .delete(lessonCompletions)
      .where(and(eq(lessonCompletions.lessonId, lessonId), eq(lessonCompletions.userId, reader.id)))
      .returning({ at: lessonCompletions.completedAt });
    if (gone.length) {
      await settleCompletion(tx, reader, courseId);
      await appendChanges(tx, ownProgress(courseId, lessonId, reader.id));
    }
    return answer(tx, reader, courseId, lessonId);
  });
}
