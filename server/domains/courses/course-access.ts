// The course a reader asks for, or the refusal in the product's tone: unseen is 404, not enrolled (where it matters) is 403.
import { and, eq } from 'drizzle-orm';
import type { Course } from '../../../schema/courses';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { courses, lessons } from './course-schema';
import { HttpError } from '../../core/http-error';
import type { CourseReader } from './course-reader';
import { courseWires } from './course-wire';

export async function visibleCourseWire(db: Database, reader: CourseReader, courseId: number): Promise<Course> {
  const [course] = await courseWires(db, reader, eq(courses.id, courseId));
  if (!course) throw new HttpError(404, messages.courseNotFound);
  return course;
}

/** The course, and the reader enrolled in it (hosts too may read, but only enrolment records progress). */
export async function enrolledCourseWire(db: Database, reader: CourseReader, courseId: number): Promise<Course> {
  const course = await visibleCourseWire(db, reader, courseId);
  if (!course.user_enrollment) throw new HttpError(403, messages.courseNotEnrolled);
  return course;
}

/** A lesson of the course, or 404. */
export async function lessonOf(db: Database, courseId: number, lessonId: number): Promise<typeof lessons.$inferSelect> {
  const [row] = await db.select().from(lessons).where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  if (!row) throw new HttpError(404, messages.lessonNotFound);
  return row;
}
