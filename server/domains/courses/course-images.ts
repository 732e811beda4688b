// A host sets a course's or a lesson's picture: an uploaded image stored with its variants (sharp), reaching the enrolled members' feeds.
import { eq } from 'drizzle-orm';
import type { Course, Lesson } from '../../../schema/courses';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { courses, lessons } from './course-schema';
import type { MediaAdapter } from '../../media/adapter';
import { sniffMedia } from '../../media/sniff-media';
import { storeFile } from '../../media/stored-image';
import { appendChanges } from '../../core/changes';
import { HttpError } from '../../core/http-error';
import { assertHost } from '../moderation/moderation-target';
import type { Viewer } from '../sessions/sessions';
import { visibleCourseWire } from './course-access';
import { toLearners } from './course-changes';
import { courseReader } from './course-reader';
import { lessonWires } from './lesson-wire';

async function storePicture(media: MediaAdapter, bytes: Buffer): Promise<{ small: string; large: string }> {
  const sniffed = sniffMedia(bytes.subarray(0, 64));
  if (sniffed?.mediaType !== 'image') throw new HttpError(422, messages.fileFormatUnsupported);
  const stored = await storeFile(media, bytes, sniffed.ext, true).catch(() => {
    throw new HttpError(422, messages.fileFormatUnsupported);
  });
  return stored.image!.versions;
}

export async function setCourseImage(db: Database, media: MediaAdapter, viewer: Viewer, courseId: number, bytes: Buffer): Promise<Course> {
  assertHost(viewer);
  const reader = courseReader(viewer);
  await visibleCourseWire(db, reader, courseId);
  const image = await storePicture(media, bytes);
  return db.transaction(async (tx) => {
    await tx.update(courses).set({ image, updatedAt: new Date() }).where(eq(courses.id, courseId));
    await appendChanges(tx, [toLearners('course.upsert', courseId, courseId)]);
    return visibleCourseWire(tx, reader, courseId);
  });
}

export async function setLessonImage(db: Database, media: MediaAdapter, viewer: Viewer, lessonId: number, bytes: Buffer): Promise<Lesson> {
  assertHost(viewer);
  const [row] = await db.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, lessonId));
  if (!row) throw new HttpError(404, messages.lessonNotFound);
  const image = await storePicture(media, bytes);
  return db.transaction(async (tx) => {
    await tx.update(lessons).set({ image, updatedAt: new Date() }).where(eq(lessons.id, lessonId));
    await appendChanges(tx, [toLearners('lesson.upsert', lessonId, row.courseId)]);
    const { lessons: [lesson] } = await lessonWires(tx, courseReader(viewer), eq(lessons.id, lessonId));
    return lesson!;
  });
}
