// A course's offline pack: its id, the files it holds (course and lesson images, every lesson medium) and when the engine keeps it on its own.
import { lessonMediaUrls } from './course-rules';
import type { Course, Lesson, LessonMedium } from './courses';

export interface CourseFile {
  url: string;
  /** Bytes when the server told (a medium's own file); image variants are sized by their first answer. */
  size: number | null;
}

export const coursePackId = (courseId: number): string => `course:${courseId}`;

/** Every file the course needs offline, once each: the course's image, each lesson's image, each complete medium with its variants. */
export function courseFiles(course: Pick<Course, 'image'>, lessons: readonly Pick<Lesson, 'image'>[], media: readonly LessonMedium[]): CourseFile[] {
  const files = new Map<string, number | null>();
  const add = (url: string, size: number | null = null) => {
    if (!files.has(url) || files.get(url) === null) files.set(url, size);
  };
  for (const image of [course.image, ...lessons.map((l) => l.image)]) {
    if (image) {
      add(image.small);
      add(image.large);
    }
  }
  const sizes = new Map(media.filter((m) => m.file_url !== null).map((m) => [m.file_url!, m.size]));
  for (const url of lessonMediaUrls(media)) add(url, sizes.get(url) ?? null);
  return [...files].map(([url, size]) => ({ url, size }));
}

/** Started: enrolled, not completed, and a lesson opened or completed. The engine keeps such a course offline while storage allows. */
export function courseStarted(course: Pick<Course, 'user_enrollment'>): boolean {
  const e = course.user_enrollment;
  return !!e && e.state === 'in_progress' && (e.completed_lessons_count > 0 || e.current_lesson_id !== null);
}
