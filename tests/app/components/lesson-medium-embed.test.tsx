// @vitest-environment jsdom
// The lesson medium embed as a member sees it: the medium alone when its lesson is open to them, a plain message when it is locked, not theirs or unknown, never a raw error.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalCourse, LocalLesson, LocalLessonMedium } from '../../../schema/local-db';
import LessonMediumEmbedScreen from '../../../src/screens/lesson-embed/LessonMediumEmbedScreen';
import { installEngineDouble, mirrorWriter, resetWorld, seedMember, type EngineDouble } from '../helpers/component-world';
import { renderAt } from '../helpers/route-world';

const enrolment = { state: 'in_progress' as const, completed_lessons_count: 0, current_lesson_id: null, enrolled_at: '2025-06-01T00:00:00Z', completed_at: null };

function course(over: Partial<LocalCourse> = {}): LocalCourse {
  return {
    id: 3, name: 'Songwriting', description: '', image: null, lessons_count: 2, user_enrollment: enrolment, lesson_order_enforced: false,
    dedicated_group: { enabled: false, key: null }, enrolled_users_visible: false, completed_users_visible: false, tier: null,
    followup_button: null, position: 1, updated_at: '2025-06-01T00:00:00Z', ...over,
  };
}

function lesson(id: number, position: number, over: Partial<LocalLesson> = {}): LocalLesson {
  return {
    id, course_id: 3, position, name: `Lesson ${position}`, content: '<p>Words</p>', excerpt: '', image: null,
    user_state: { completed: false, completed_at: null }, media_ids: id === 12 ? [50] : [], ...over,
  };
}

const clip: LocalLessonMedium = {
  id: 50, lesson_id: 12, course_id: 3, position: 1, media_type: 'video', processing_state: 'complete', file_url: '/uploads/clip.mp4',
  versions: null, name: 'The demo clip', content_type: 'video/mp4', size: 1000, width: 640, height: 360,
};

let engine: EngineDouble;
beforeEach(async () => {
  engine = installEngineDouble();
  await seedMember();
});
afterEach(resetWorld);

async function hold(c: LocalCourse, lessons: LocalLesson[], media: LocalLessonMedium[]) {
  const db = mirrorWriter();
  await db.courses.put(c);
  await db.lessons.bulkPut(lessons);
  await db.lesson_media.bulkPut(media);
}

const open = (path: string) => renderAt(path, <LessonMediumEmbedScreen />, { route: '/lesson-media/:mediumId/embed' });

const message = async () => (await screen.findByTestId('lesson-embed-message')).textContent;

describe('the lesson medium embed', () => {
  it('shows the medium alone when its lesson is open to the member, without asking the server', async () => {
    await hold(course(), [lesson(11, 1), lesson(12, 2)], [clip]);
    open('/lesson-media/50/embed');
    const medium = await screen.findByTestId('lesson-medium');
    expect(medium.dataset.kind).toBe('video');
    expect(medium.querySelector('video')?.getAttribute('src')).toBe('/uploads/clip.mp4');
    expect(engine.command('courses', 'loadMedium')).not.toHaveBeenCalled();
  });

  it('keeps a lesson the course’s order has not reached locked, in words', async () => {
    await hold(course({ lesson_order_enforced: true }), [lesson(11, 1), lesson(12, 2)], [clip]);
    open('/lesson-media/50/embed');
    expect(await message()).toBe('Please complete the lessons before this one first.');
    expect(screen.queryByTestId('lesson-medium')).toBeNull();
  });

  it('asks a member who is not enrolled to enrol', async () => {
    await hold(course({ user_enrollment: null }), [lesson(11, 1), lesson(12, 2, { content: null })], [clip]);
    open('/lesson-media/50/embed');
    expect(await message()).toBe('Enrol in this course to continue.');
  });

  it('asks the engine for a medium the device does not hold, and shows the server’s refusal as words', async () => {
    engine.command('courses', 'loadMedium').mockRejectedValue({ name: 'ApiError', kind: 'http', code: 404, data: 'Lesson media does not exist' });
    open('/lesson-media/77/embed');
    await waitFor(() => expect(engine.command('courses', 'loadMedium')).toHaveBeenCalledWith(77));
    expect((await screen.findByRole('alert')).textContent).toContain('Lesson media does not exist');
  });

  it('shows the medium once the engine brought it', async () => {
    engine.command('courses', 'loadMedium').mockImplementation(async () => hold(course(), [lesson(11, 1), lesson(12, 2)], [clip]));
    open('/lesson-media/50/embed');
    expect((await screen.findByTestId('lesson-medium')).dataset.kind).toBe('video');
  });

  it('says a medium id that is no number does not exist', async () => {
    open('/lesson-media/clip/embed');
    expect(await message()).toBe('Lesson media does not exist');
    expect(engine.command('courses', 'loadMedium')).not.toHaveBeenCalled();
  });
});
