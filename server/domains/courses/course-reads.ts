// The course reads of docs/product.md 7 and our catalogue: lists by tab, detail with its first lessons, lesson pages, members, a lesson medium.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { COURSE_LESSONS_PAGE_SIZE, COURSE_USERS_PAGE_SIZE, COURSES_PAGE_SIZE } from '../../../schema/constants';
import type { CourseDetail, CoursesPage, CourseUsersPage, LessonMedium, LessonsPage } from '../../../schema/courses';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { users } from '../account/users-schema';
import { courses, enrollments, lessonCompletions, lessonMedia, lessons } from './course-schema';
import { HttpError } from '../../core/http-error';
import { memberColumns, toMemberWire } from '../people/member-wire';
import { numberedPage, pageWindow } from '../../core/numbered-page';
import { visibleCourseWire } from './course-access';
import type { CourseReader } from './course-reader';
import { courseWires } from './course-wire';
import { lessonWires, toLessonMediumWire } from './lesson-wire';

const lessonsCount = sql`(select count(*) from ${lessons} l where l.course_id = ${courses.id})`;
const completedBy = (userId: number) =>
  sql`(select count(*) from ${lessonCompletions} c join ${lessons} l on l.id = c.lesson_id where c.course_id = ${courses.id} and c.user_id = ${userId})`;

export type CourseTab = 'catalogue' | 'enrolled' | 'completed';

/** Catalogue: every course the reader may see; enrolled: theirs not completed (the in-progress tab); completed: theirs completed. */
export async function listCourses(db: Database, reader: CourseReader, tab: CourseTab, page: number): Promise<CoursesPage> {
  const done = sql`(${lessonsCount} > 0 and ${completedBy(reader.id)} >= ${lessonsCount})`;
  const where = {
    catalogue: sql`true`,
    enrolled: and(isNotNull(enrollments.userId), sql`not ${done}`)!,
    completed: and(isNotNull(enrollments.userId), done)!,
  }[tab];
  const { rows, next } = numberedPage(await courseWires(db, reader, where, pageWindow(page, COURSES_PAGE_SIZE)), page, COURSES_PAGE_SIZE);
  return { courses: rows, meta: { next } };
}

export async function lessonsPage(db: Database, reader: CourseReader, courseId: number, page: number): Promise<LessonsPage> {
  await visibleCourseWire(db, reader, courseId);
  return readLessons(db, reader, courseId, page);
}

async function readLessons(db: Database, reader: CourseReader, courseId: number, page: number): Promise<LessonsPage> {
  const read = await lessonWires(db, reader, eq(lessons.courseId, courseId), pageWindow(page, COURSE_LESSONS_PAGE_SIZE));
  const { rows, next } = numberedPage(read.lessons, page, COURSE_LESSONS_PAGE_SIZE);
  const kept = new Set(rows.map((l) => l.id));
  return { lessons: rows, lesson_media: read.media.filter((m) => kept.has(m.lesson_id)), meta: { next } };
}

export async function courseDetail(db: Database, reader: CourseReader, courseId: number): Promise<CourseDetail> {
  const course = await visibleCourseWire(db, reader, courseId);
  return { course, ...(await readLessons(db, reader, courseId, 1)) };
}

/** Enrolled or completed members, newest first, when the course shows them (hosts always see them). */
export async function courseUsers(
  db: Database,
  reader: CourseReader,
  courseId: number,
  which: 'enrolled' | 'completed',
  page: number,
): Promise<CourseUsersPage> {
  const course = await visibleCourseWire(db, reader, courseId);
  const shown = which === 'enrolled' ? course.enrolled_users_visible : course.completed_users_visible;
  if (!shown && !reader.host) throw new HttpError(403, messages.courseUsersHidden);
  const total = sql`(select count(*) from ${lessons} l where l.course_id = ${courseId})`;
  const doneBy = sql`(select count(*) from ${lessonCompletions} c join ${lessons} l on l.id = c.lesson_id where c.course_id = ${courseId} and c.user_id = ${enrollments.userId})`;
  const window = pageWindow(page, COURSE_USERS_PAGE_SIZE);
  const rows = await db
    .select(memberColumns)
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(eq(enrollments.courseId, courseId), which === 'completed' ? sql`${total} > 0 and ${doneBy} >= ${total}` : sql`true`))
    .orderBy(sql`${enrollments.enrolledAt} desc`, asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  const paged = numberedPage(rows, page, COURSE_USERS_PAGE_SIZE);
  return { users: paged.rows.map(toMemberWire), meta: { next: paged.next } };
}

/** GET /api/v2/lesson_media/{id}: for the course's enrolled members and hosts. */
export async function readLessonMedium(db: Database, reader: CourseReader, mediumId: number): Promise<LessonMedium> {
  const [row] = await db.select().from(lessonMedia).where(eq(lessonMedia.id, mediumId));
  if (!row) throw new HttpError(404, messages.lessonMediumNotFound);
  const course = await visibleCourseWire(db, reader, row.courseId).catch(() => {
    throw new HttpError(404, messages.lessonMediumNotFound);
  });
  if (!course.user_enrollment && !reader.host) throw new HttpError(403, messages.courseNotEnrolled);
  return toLessonMediumWire(row);
}
