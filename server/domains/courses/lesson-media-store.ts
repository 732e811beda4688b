// A host adds a file to a lesson: recorded in progress, stored through the media adapter (image variants by sharp, video and audio as sent), then complete.
import { eq } from 'drizzle-orm';
import type { LessonMedium, LessonMediaType } from '../../../schema/courses';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { lessonMedia, lessons } from './course-schema';
import type { MediaAdapter } from '../../media/adapter';
import { sniffAudio } from '../../media/sniff-audio';
import { sniffMedia } from '../../media/sniff-media';
import { storeFile } from '../../media/stored-image';
import { appendChanges } from '../../core/changes';
import { HttpError } from '../../core/http-error';
import { assertHost } from '../moderation/moderation-target';
import type { Viewer } from '../sessions/sessions';
import { toLearners } from './course-changes';
import { toLessonMediumWire } from './lesson-wire';

export interface LessonFile {
  bytes: Buffer;
  name: string;
  position: number;
  /** `track`: a video container holding sound only is kept as a track. */
  asTrack: boolean;
}

/** The kind by magic bytes: images, audio tracks and video containers; anything else is not supported. */
function sniffLessonFile(file: LessonFile): { mediaType: LessonMediaType; mime: string; ext: string } {
  const head = file.bytes.subarray(0, 64);
  const audio = sniffAudio(head);
  const media = sniffMedia(head);
  if (media?.mediaType === 'image') return { mediaType: 'image', mime: media.mime, ext: media.ext };
  if (media?.mediaType === 'video') return { mediaType: file.asTrack ? 'track' : 'video', mime: media.mime, ext: media.ext };
  if (audio) return { mediaType: 'track', ...audio };
  throw new HttpError(422, messages.fileFormatUnsupported);
}

export async function addLessonMedium(db: Database, media: MediaAdapter, viewer: Viewer, lessonId: number, file: LessonFile): Promise<LessonMedium> {
  assertHost(viewer);
  const [lesson] = await db.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw new HttpError(404, messages.lessonNotFound);
  const sniffed = sniffLessonFile(file);
  const courseId = lesson.courseId;
  const row = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(lessonMedia)
      .values({ lessonId, courseId, position: file.position, mediaType: sniffed.mediaType, name: file.name, contentType: sniffed.mime, size: file.bytes.length })
      .returning();
    await appendChanges(tx, [toLearners('lesson_medium.upsert', made!.id, courseId), toLearners('lesson.upsert', lessonId, courseId)]);
    return made!;
  });
  try {
    const stored = await storeFile(media, file.bytes, sniffed.ext, sniffed.mediaType === 'image').catch((err: unknown) => {
      throw sniffed.mediaType === 'image' ? new HttpError(422, messages.fileFormatUnsupported) : err;
    });
    return await db.transaction(async (tx) => {
      const [done] = await tx
        .update(lessonMedia)
        .set({
          processingState: 'complete',
          fileUrl: stored.url,
          versions: stored.image?.versions ?? null,
          width: stored.image?.width ?? null,
          height: stored.image?.height ?? null,
        })
        .where(eq(lessonMedia.id, row.id))
        .returning();
      await appendChanges(tx, [toLearners('lesson_medium.upsert', row.id, courseId)]);
      return toLessonMediumWire(done!);
    });
  } catch (err) {
    await db.transaction(async (tx) => {
      await tx.delete(lessonMedia).where(eq(lessonMedia.id, row.id));
      await appendChanges(tx, [toLearners('lesson_medium.delete', row.id, courseId), toLearners('lesson.upsert', lessonId, courseId)]);
    });
    throw err;
  }
}
