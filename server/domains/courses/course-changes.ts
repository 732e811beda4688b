// The delta feed's changes of a course: to its learners (course_id) or to one member (their enrolment, their completions).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { lessonMedia, lessons } from './course-schema';
import type { NewChange } from '../../core/changes';

/** A change of a course every enrolled member receives. */
export const toLearners = (kind: 'course.upsert' | 'course.delete' | 'lesson.upsert' | 'lesson.delete' | 'lesson_medium.upsert' | 'lesson_medium.delete', entityId: number, courseId: number): NewChange => ({
  kind,
  entityId,
  scopeId: courseId,
});

/** The course, every lesson and medium of it, for one member: what a fresh enrolment (or a restart) must bring to their devices. */
export async function wholeCourseFor(tx: Database, courseId: number, userId: number): Promise<NewChange[]> {
  const lessonIds = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId));
  const mediumIds = await tx.select({ id: lessonMedia.id }).from(lessonMedia).where(eq(lessonMedia.courseId, courseId));
  return [
    { kind: 'course.upsert', entityId: courseId, userId },
    ...lessonIds.map((l): NewChange => ({ kind: 'lesson.upsert', entityId: l.id, userId })),
    ...mediumIds.map((m): NewChange => ({ kind: 'lesson_medium.upsert', entityId: m.id, userId })),
  ];
}

/** The member's own view of the course and of one lesson (a completion changed both). */
export const ownProgress = (courseId: number, lessonId: number, userId: number): NewChange[] => [
  { kind: 'lesson.upsert', entityId: lessonId, userId },
  { kind: 'course.upsert', entityId: courseId, userId },
];
