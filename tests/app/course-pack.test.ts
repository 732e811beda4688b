// A course's offline pack: every image and medium once, sizes where the server gave them, and which courses the engine keeps on its own.
import { describe, expect, it } from 'vitest';
import { courseFiles, coursePackId, courseStarted } from '../../schema/course-pack';
import type { LessonMedium, UserEnrollment } from '../../schema/courses';

const img = (name: string) => ({ small: `/uploads/${name}-small.png`, large: `/uploads/${name}-large.png` });
const medium = (id: number, over: Partial<LessonMedium>): LessonMedium => ({
  id,
  lesson_id: 1,
  course_id: 1,
  position: id,
  media_type: 'video',
  name: `m${id}`,
  processing_state: 'complete',
  file_url: `/uploads/m${id}.mp4`,
  versions: null,
  content_type: 'video/mp4',
  size: 1000 * id,
  width: null,
  height: null,
  ...over,
});

describe('courseFiles', () => {
  it('lists the course image, lesson images and every complete medium with its variants, once each', () => {
    const files = courseFiles({ image: img('course') }, [{ image: img('l1') }, { image: null }, { image: img('l1') }], [
      medium(1, {}),
      medium(2, { media_type: 'image', file_url: '/uploads/m2.png', versions: img('m2'), size: 500 }),
      medium(3, { processing_state: 'in_progress', file_url: null }),
      medium(4, { media_type: 'track', file_url: '/uploads/m4.mp3', size: 4000 }),
    ]);
    expect(files).toEqual([
      { url: '/uploads/course-small.png', size: null },
      { url: '/uploads/course-large.png', size: null },
      { url: '/uploads/l1-small.png', size: null },
      { url: '/uploads/l1-large.png', size: null },
      { url: '/uploads/m1.mp4', size: 1000 },
      { url: '/uploads/m2.png', size: 500 },
      { url: '/uploads/m2-small.png', size: null },
      { url: '/uploads/m2-large.png', size: null },
      { url: '/uploads/m4.mp3', size: 4000 },
    ]);
  });

  it('names the pack after the course', () => {
    expect(coursePackId(12)).toBe('course:12');
  });
});

describe('courseStarted', () => {
  const enrolment = (over: Partial<UserEnrollment>): UserEnrollment => ({ state: 'in_progress', completed_lessons_count: 0, current_lesson_id: null, enrolled_at: '2026-01-01T00:00:00.000Z', completed_at: null, ...over });
  it('is a course in progress with a lesson opened or completed', () => {
    expect(courseStarted({ user_enrollment: enrolment({ current_lesson_id: 3 }) })).toBe(true);
    expect(courseStarted({ user_enrollment: enrolment({ completed_lessons_count: 1 }) })).toBe(true);
  });
  it('is not a course merely enrolled in, a completed one, or one not enrolled in', () => {
    expect(courseStarted({ user_enrollment: enrolment({}) })).toBe(false);
    expect(courseStarted({ user_enrollment: enrolment({ state: 'completed', completed_lessons_count: 5, current_lesson_id: 9 }) })).toBe(false);
    expect(courseStarted({ user_enrollment: null })).toBe(false);
  });
});
