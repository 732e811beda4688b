// The derived course fields (docs/product.md 3: enrolled, completed, free, purchased, needsPurchase) and the lesson rules, zod-free for the app, server and worker alike.
import type { Course, Lesson, LessonMedium, UserEnrollment } from './courses';

type Tiered = Pick<Course, 'tier' | 'user_enrollment'>;

/** The viewer holds an enrolment (in progress or completed). */
export const enrolled = (c: Pick<Course, 'user_enrollment'>): boolean => c.user_enrollment !== null;
/** Every lesson of the course is completed. */
export const completed = (c: Pick<Course, 'user_enrollment'>): boolean => c.user_enrollment?.state === 'completed';
/** No tier: anyone who sees the course may enrol. */
export const free = (c: Pick<Course, 'tier'>): boolean => c.tier === null;
/** A tier the viewer holds. */
export const purchased = (c: Pick<Course, 'tier'>): boolean => c.tier !== null && c.tier.owned;
/** A tier the viewer lacks and no enrolment already given: enrolling goes through a purchase first. */
export const needsPurchase = (c: Tiered): boolean => !free(c) && !purchased(c) && !enrolled(c);
/** Needs purchase and the product is sold on the web: the paywall can sell it (else the app says it cannot). */
export const webPurchasable = (c: Tiered): boolean => needsPurchase(c) && c.tier?.web_pay_product !== null;

/** Lessons in the course's order: position, then id. */
export function byLessonOrder<T extends Pick<Lesson, 'position' | 'id'>>(a: T, b: T): number {
  return a.position - b.position || a.id - b.id;
}

/**
 * Whether a lesson is closed by the order: with lesson_order_enforced, a lesson opens once every lesson before it is
 * completed. `ordered` is the course's lessons in order (all the viewer holds; a lesson not held counts as open).
 */
export function lessonLocked(
  course: Pick<Course, 'lesson_order_enforced'>,
  ordered: readonly Pick<Lesson, 'id' | 'user_state'>[],
  lessonId: number,
): boolean {
  if (!course.lesson_order_enforced) return false;
  for (const l of ordered) {
    if (l.id === lessonId) return false;
    if (!l.user_state.completed) return true;
  }
  return false;
}

/** The enrolment's state for a count of completed lessons (the server's rule, and the device's optimistic one). */
export function enrollmentAfter(
  e: UserEnrollment,
  completedCount: number,
  lessonsCount: number,
  now: string,
): UserEnrollment {
  const done = lessonsCount > 0 && completedCount >= lessonsCount;
  return {
    ...e,
    completed_lessons_count: completedCount,
    state: done ? 'completed' : 'in_progress',
    completed_at: done ? (e.completed_at ?? now) : null,
  };
}

/** Progress 0..100 for the bar, by completed lessons. */
export function courseProgress(c: Pick<Course, 'user_enrollment' | 'lessons_count'>): number {
  if (!c.user_enrollment || c.lessons_count === 0) return 0;
  return Math.min(100, Math.round((c.user_enrollment.completed_lessons_count / c.lessons_count) * 100));
}

/** Every URL a course's media needs offline: each complete file and its image variants, once each (for the media cache). */
export function lessonMediaUrls(media: readonly LessonMedium[]): string[] {
  const urls = new Set<string>();
  for (const m of media) {
    if (m.processing_state !== 'complete' || m.file_url === null) continue;
    urls.add(m.file_url);
    if (m.versions) {
      urls.add(m.versions.small);
      urls.add(m.versions.large);
    }
  }
  return [...urls];
}
