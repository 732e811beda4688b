// Courses in wire shape for one reader: the row with its tier, the reader's enrolment and progress, and the dedicated group.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Course } from '../../../schema/courses';
import { enrollmentAfter } from '../../../schema/course-rules';
import type { Database } from '../../db/connect';
import { groups } from '../groups/group-schema';
import { courses, enrollments, lessonCompletions, lessons, products } from './course-schema';
import { holdsProductSql } from '../payments/holdings';
import { anyId } from '../../db/any-id';
import type { CourseReader } from './course-reader';

/** A course the reader may see: published, or any to a host. */
export const visibleCourse = (reader: CourseReader): SQL => (reader.host ? sql`true` : eq(courses.published, true));

const lessonsCount = sql<number>`(select count(*) from ${lessons} l where l.course_id = ${courses.id})`.mapWith(Number);
const completedCount = (userId: number) =>
  sql<number>`(select count(*) from ${lessonCompletions} c join ${lessons} l on l.id = c.lesson_id where c.course_id = ${courses.id} and c.user_id = ${userId})`.mapWith(
    Number,
  );
/** The tier's product is the reader's: holdings.ts decides, as it does every plan and product (docs/architecture.md "Paid plans"). */
const owned = (userId: number) => holdsProductSql(userId, courses.tierProductId);

/** The reader's courses matching `where` (visibility is added here), in catalogue order. */
export async function courseWires(db: Database, reader: CourseReader, where: SQL, page?: { limit: number; offset: number }): Promise<Course[]> {
  const query = db
    .select({
      course: courses,
      product: products,
      enrollment: enrollments,
      groupKey: groups.key,
      lessonsCount,
      completedCount: completedCount(reader.id),
      owned: owned(reader.id),
    })
    .from(courses)
    .leftJoin(products, eq(products.id, courses.tierProductId))
    .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, reader.id)))
    .leftJoin(groups, eq(groups.id, courses.dedicatedGroupId))
    .where(and(visibleCourse(reader), where))
    .orderBy(asc(courses.position), asc(courses.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const now = new Date().toISOString();
  return rows.map((r) => {
    const c = r.course;
    const e = r.enrollment;
    const base = e && {
      state: 'in_progress' as const,
      completed_lessons_count: 0,
      current_lesson_id: e.currentLessonId,
      enrolled_at: e.enrolledAt.toISOString(),
      completed_at: e.completedAt?.toISOString() ?? null,
    };
    return {
      id: c.id,
      name: c.name,
      description: c.description,
      image: c.image ?? null,
      lessons_count: r.lessonsCount,
      user_enrollment: base ? enrollmentAfter(base, r.completedCount, r.lessonsCount, now) : null,
      lesson_order_enforced: c.lessonOrderEnforced,
      dedicated_group: { enabled: r.groupKey !== null, key: r.groupKey },
      enrolled_users_visible: c.enrolledUsersVisible,
      completed_users_visible: c.completedUsersVisible,
      tier: r.product
        ? {
            product_id: r.product.id,
            product_name: r.product.name,
            web_pay_product: r.product.webPurchasable ? { id: r.product.id } : null,
            owned: reader.host || r.owned,
          }
        : null,
      followup_button: c.followupButton ?? null,
      position: c.position,
      updated_at: c.updatedAt.toISOString(),
    };
  });
}

export async function courseWiresByIds(db: Database, reader: CourseReader, ids: number[]): Promise<Map<number, Course>> {
  if (ids.length === 0) return new Map();
  return new Map((await courseWires(db, reader, anyId(courses.id, ids))).map((c) => [c.id, c]));
}
