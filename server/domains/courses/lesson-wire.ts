// Lessons and their media in wire shape for one reader: content and media only to the enrolled and hosts, each lesson's completion.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Lesson, LessonMedium } from '../../../schema/courses';
import type { Database } from '../../db/connect';
import { anyId } from '../../db/any-id';
import { enrollments, lessonCompletions, lessonMedia, lessons } from './course-schema';
import type { CourseReader } from './course-reader';

type MediumRow = typeof lessonMedia.$inferSelect;

export function toLessonMediumWire(m: MediumRow): LessonMedium {
  return {
    id: m.id,
    lesson_id: m.lessonId,
    course_id: m.courseId,
    position: m.position,
    media_type: m.mediaType,
    processing_state: m.processingState,
    file_url: m.fileUrl,
    versions: m.versions ?? null,
    name: m.name,
    content_type: m.contentType,
    size: m.size,
    width: m.width,
    height: m.height,
  };
}

/** True when the reader may read the lesson's course content: enrolled, or a host. */
const mayRead = (reader: CourseReader): SQL<boolean> =>
  reader.host
    ? sql<boolean>`true`
    : sql<boolean>`exists (select 1 from ${enrollments} e where e.course_id = ${lessons.courseId} and e.user_id = ${reader.id})`;

export interface LessonsWithMedia {
  lessons: Lesson[];
  media: LessonMedium[];
}

/** The lessons matching `where` in course order (with a window when paging), and the media of those the reader may read. */
export async function lessonWires(db: Database, reader: CourseReader, where: SQL, page?: { limit: number; offset: number }): Promise<LessonsWithMedia> {
  const query = db
    .select({ lesson: lessons, readable: mayRead(reader), completedAt: lessonCompletions.completedAt })
    .from(lessons)
    .leftJoin(lessonCompletions, and(eq(lessonCompletions.lessonId, lessons.id), eq(lessonCompletions.userId, reader.id)))
    .where(where)
    .orderBy(asc(lessons.position), asc(lessons.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const readable = rows.filter((r) => r.readable).map((r) => r.lesson.id);
  const media = readable.length
    ? (await db.select().from(lessonMedia).where(anyId(lessonMedia.lessonId, readable)).orderBy(asc(lessonMedia.position), asc(lessonMedia.id))).map(
        toLessonMediumWire,
      )
    : [];
  return {
    lessons: rows.map(({ lesson: l, readable: open, completedAt }) => ({
      id: l.id,
      course_id: l.courseId,
      position: l.position,
      name: l.name,
      content: open ? l.content : null,
      excerpt: l.excerpt,
      image: l.image ?? null,
      user_state: { completed: completedAt !== null, completed_at: completedAt?.toISOString() ?? null },
      media_ids: media.filter((m) => m.lesson_id === l.id).map((m) => m.id),
    })),
    media,
  };
}
