// The derived course fields and lesson rules (schema/course-rules.ts) a learner notices: who must buy, which lesson is locked, progress.
import { describe, expect, it } from 'vitest';
import {
  completed, courseProgress, enrolled, enrollmentAfter, free, lessonLocked, lessonMediaUrls, needsPurchase, purchased, webPurchasable,
} from '../../schema/course-rules';
import type { CourseTier, LessonMedium, UserEnrollment } from '../../schema/courses';

const enrolment: UserEnrollment = { state: 'in_progress', completed_lessons_count: 0, current_lesson_id: null, enrolled_at: '2026-01-01T00:00:00.000Z', completed_at: null };
const tier = (owned: boolean, web = true): CourseTier => ({ product_id: 1, product_name: 'Pro', web_pay_product: web ? { id: 1 } : null, owned });

describe('derived course fields', () => {
  it('a free course needs no purchase, enrolled or not', () => {
    expect(free({ tier: null })).toBe(true);
    expect(needsPurchase({ tier: null, user_enrollment: null })).toBe(false);
    expect(enrolled({ user_enrollment: null })).toBe(false);
  });
  it('a paid tier the member lacks needs a purchase; owning it or an enrolment lifts that', () => {
    expect(needsPurchase({ tier: tier(false), user_enrollment: null })).toBe(true);
    expect(webPurchasable({ tier: tier(false), user_enrollment: null })).toBe(true);
    expect(webPurchasable({ tier: tier(false, false), user_enrollment: null })).toBe(false);
    expect(purchased({ tier: tier(true) })).toBe(true);
    expect(needsPurchase({ tier: tier(true), user_enrollment: null })).toBe(false);
    expect(needsPurchase({ tier: tier(false), user_enrollment: enrolment })).toBe(false);
  });
  it('completed follows the enrolment state; progress the completed lessons', () => {
    const done = enrollmentAfter(enrolment, 3, 3, '2026-01-02T00:00:00.000Z');
    expect(completed({ user_enrollment: done })).toBe(true);
    expect(done.completed_at).toBe('2026-01-02T00:00:00.000Z');
    const back = enrollmentAfter(done, 2, 3, '2026-01-03T00:00:00.000Z');
    expect(back.state).toBe('in_progress');
    expect(back.completed_at).toBeNull();
    expect(courseProgress({ user_enrollment: back, lessons_count: 3 })).toBe(67);
  });
});

describe('lesson order', () => {
  const lessons = [1, 2, 3].map((id) => ({ id, user_state: { completed: id === 1, completed_at: null } }));
  it('opens a lesson once every lesson before it is completed, only when enforced', () => {
    expect(lessonLocked({ lesson_order_enforced: true }, lessons, 2)).toBe(false);
    expect(lessonLocked({ lesson_order_enforced: true }, lessons, 3)).toBe(true);
    expect(lessonLocked({ lesson_order_enforced: false }, lessons, 3)).toBe(false);
  });
});

describe('media for offline', () => {
  const medium = (id: number, state: 'complete' | 'in_progress', versions = false): LessonMedium => ({
    id, lesson_id: 1, course_id: 1, position: id, media_type: versions ? 'image' : 'video', processing_state: state,
    file_url: state === 'complete' ? `/uploads/m${id}` : null, versions: versions ? { small: `/uploads/m${id}-s`, large: `/uploads/m${id}-l` } : null,
    name: 'f', content_type: 'video/mp4', size: 1, width: null, height: null,
  });
  it('lists each complete file and its variants once, never one still processing', () => {
    expect(lessonMediaUrls([medium(1, 'complete', true), medium(2, 'in_progress'), medium(1, 'complete', true)])).toEqual([
      '/uploads/m1', '/uploads/m1-s', '/uploads/m1-l',
    ]);
  });
});
