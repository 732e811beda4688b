// Courses into the mirror by REST: every enrolled course with all its lessons at the initial pull, the catalogue, one course's pages.
import type { Course } from '../../../schema/courses';
import type { LocalDb } from '../../../schema/local-db';
import type { Api } from '../../api';
import type { CourseList } from './api-courses';
import { forgetCourseContent, putServerCourses, putServerLessons } from './collections/courses';
import { ApiError } from '../../api-error';
import { currentUserId, writeAsMember } from '../../mirror-writes';
import { updateServerRows } from '../../overlay/rebase';

export interface CoursePuller {
  /** Every course the member is enrolled in (both tabs), each with every lesson and medium: what a learner needs offline. */
  loadMine(): Promise<void>;
  /** The catalogue's courses (every page), marked as listed; one no longer listed loses the mark. */
  loadCatalogue(): Promise<void>;
  /** A course and its first lessons; `more`: the next page of lessons after what the device holds. Answers whether more remain. */
  loadCourse(id: number, more?: boolean): Promise<boolean>;
  /** A course and its lessons page by page until this lesson is on the device (or none are left). */
  loadLesson(courseId: number, lessonId: number): Promise<void>;
  /** A lesson medium's lesson, with its course and the lessons before it (the server refuses a medium the member may not see). */
  loadMedium(mediumId: number): Promise<void>;
}

export function createCoursePuller(db: LocalDb, api: Api): CoursePuller {
  async function allOf(list: CourseList): Promise<Course[]> {
    const out: Course[] = [];
    for (let page: number | null = 1; page !== null; ) {
      const answer = await api.courses(list, page);
      out.push(...answer.courses);
      page = answer.meta.next;
    }
    return out;
  }

  async function loadCourse(id: number, more = false): Promise<boolean> {
    const userId = await currentUserId(db);
    const held = await db.courses.get(id);
    // Only a page number: an older server's offset cursor left on the device reads the first page again instead.
    if (more && typeof held?.lessons_next === 'number') {
      const page = await api.lessons(id, held.lessons_next);
      await writeAsMember(db, userId, async () => {
        await putServerLessons(db, page.lessons, page.lesson_media);
        await updateServerRows(db, 'courses', [id], (c) => ({ ...c, lessons_next: page.meta.next }));
      });
      return page.meta.next !== null;
    }
    try {
      const detail = await api.course(id);
      await writeAsMember(db, userId, async () => {
        await putServerCourses(db, [detail.course]);
        await putServerLessons(db, detail.lessons, detail.lesson_media);
        await updateServerRows(db, 'courses', [id], (c) => ({ ...c, lessons_next: detail.meta.next }));
      });
      return detail.meta.next !== null;
    } catch (e) {
      // Gone, or hidden from the member now: the device forgets it.
      if (e instanceof ApiError && e.code === 404) await writeAsMember(db, userId, () => forgetCourseContent(db, [id]));
      throw e;
    }
  }

  async function loadLesson(courseId: number, lessonId: number): Promise<void> {
    for (let more = await loadCourse(courseId); more && !(await db.lessons.get(lessonId)); ) more = await loadCourse(courseId, true);
  }

  return {
    async loadMine() {
      const [inProgress, done] = await Promise.all([allOf('enrolled'), allOf('completed')]);
      const mine = [...inProgress, ...done];
      const userId = await currentUserId(db);
      await writeAsMember(db, userId, () => putServerCourses(db, mine));
      for (const c of mine) {
        for (let more = await loadCourse(c.id); more; ) more = await loadCourse(c.id, true);
      }
    },
    async loadCatalogue() {
      const listed = await allOf('catalogue');
      const userId = await currentUserId(db);
      await writeAsMember(db, userId, async () => {
        const ids = new Set(listed.map((c) => c.id));
        await db.courses.filter((c) => c.in_catalogue === true && !ids.has(c.id)).modify({ in_catalogue: false });
        await putServerCourses(db, listed, { in_catalogue: true });
      });
    },
    loadCourse,
    async loadLesson(courseId, lessonId) {
      await loadLesson(courseId, lessonId);
    },
    async loadMedium(mediumId) {
      const { lesson_medium: medium } = await api.lessonMedium(mediumId);
      await loadLesson(medium.course_id, medium.lesson_id);
    },
  };
}
