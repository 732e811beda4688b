// Hosts author courses (no admin screens): courses and lessons created and changed, products for paid tiers and who holds them.
import { eq } from 'drizzle-orm';
import type { Course, CourseCreate, CourseUpdate, Lesson, LessonCreate, LessonUpdate, ProductCreate } from '../../../schema/courses';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { groups, memberships } from '../groups/group-schema';
import { users } from '../account/users-schema';
import { courses, enrollments, lessons, productOwners, products } from './course-schema';
import { appendChanges, type NewChange } from '../../core/changes';
import { HttpError } from '../../core/http-error';
import { assertHost } from '../moderation/moderation-target';
import type { Viewer } from '../sessions/sessions';
import { cleanArticleBody } from '../library/article-html';
import { visibleCourseWire } from './course-access';
import { toLearners } from './course-changes';
import { courseReader } from './course-reader';
import { lessonWires } from './lesson-wire';

async function assertProduct(tx: Database, productId: number | null | undefined): Promise<void> {
  if (productId === null || productId === undefined) return;
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw new HttpError(422, messages.productNotFound);
}

/** The course's own group (membership type course), made once, with every enrolled member in it. */
async function ensureDedicatedGroup(tx: Database, courseId: number, name: string): Promise<number> {
  const [made] = await tx
    .insert(groups)
    .values({ key: `course-${courseId}`, name, membershipType: 'course' })
    .onConflictDoUpdate({ target: groups.key, set: { name } })
    .returning({ id: groups.id });
  const groupId = made!.id;
  const learners = await tx.select({ userId: enrollments.userId }).from(enrollments).where(eq(enrollments.courseId, courseId));
  if (learners.length) await tx.insert(memberships).values(learners.map((l) => ({ groupId, userId: l.userId }))).onConflictDoNothing();
  return groupId;
}

function courseColumns(body: CourseUpdate) {
  return {
    name: body.name,
    description: body.description,
    position: body.position,
    lessonOrderEnforced: body.lesson_order_enforced,
    enrolledUsersVisible: body.enrolled_users_visible,
    completedUsersVisible: body.completed_users_visible,
    tierProductId: body.tier_product_id,
    followupButton: body.followup_button,
    published: body.published,
  };
}

async function applyDedicatedGroup(tx: Database, courseId: number, enabled: boolean | undefined): Promise<NewChange[]> {
  if (enabled === undefined) return [];
  const [row] = await tx.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  const groupId = enabled ? await ensureDedicatedGroup(tx, courseId, row!.name) : null;
  await tx.update(courses).set({ dedicatedGroupId: groupId }).where(eq(courses.id, courseId));
  return groupId === null ? [] : [{ kind: 'group.upsert', entityId: groupId, scopeId: groupId }];
}

export function createCourse(db: Database, viewer: Viewer, body: CourseCreate): Promise<Course> {
  assertHost(viewer);
  return db.transaction(async (tx) => {
    await assertProduct(tx, body.tier_product_id);
    const [row] = await tx.insert(courses).values({ ...courseColumns(body), name: body.name }).returning({ id: courses.id });
    const list = await applyDedicatedGroup(tx, row!.id, body.dedicated_group_enabled);
    await appendChanges(tx, list);
    return visibleCourseWire(tx, courseReader(viewer), row!.id);
  });
}

export function updateCourse(db: Database, viewer: Viewer, id: number, body: CourseUpdate): Promise<Course> {
  assertHost(viewer);
  return db.transaction(async (tx) => {
    await visibleCourseWire(tx, courseReader(viewer), id);
    await assertProduct(tx, body.tier_product_id);
    await tx.update(courses).set({ ...courseColumns(body), updatedAt: new Date() }).where(eq(courses.id, id));
    const list = await applyDedicatedGroup(tx, id, body.dedicated_group_enabled);
    // Unpublished: its learners' devices forget it (hosts still read it by REST).
    await appendChanges(tx, [...list, toLearners(body.published === false ? 'course.delete' : 'course.upsert', id, id)]);
    return visibleCourseWire(tx, courseReader(viewer), id);
  });
}

async function lessonAnswer(tx: Database, viewer: Viewer, lessonId: number): Promise<Lesson> {
  const { lessons: [lesson] } = await lessonWires(tx, courseReader(viewer), eq(lessons.id, lessonId));
  return lesson!;
}

export function createLesson(db: Database, viewer: Viewer, courseId: number, body: LessonCreate): Promise<Lesson> {
  assertHost(viewer);
  return db.transaction(async (tx) => {
    await visibleCourseWire(tx, courseReader(viewer), courseId);
    const [row] = await tx
      .insert(lessons)
      .values({ courseId, name: body.name, content: cleanArticleBody(body.content).html, excerpt: body.excerpt, position: body.position })
      .returning({ id: lessons.id });
    await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, courseId));
    await appendChanges(tx, [toLearners('lesson.upsert', row!.id, courseId), toLearners('course.upsert', courseId, courseId)]);
    return lessonAnswer(tx, viewer, row!.id);
  });
}

export function updateLesson(db: Database, viewer: Viewer, lessonId: number, body: LessonUpdate): Promise<Lesson> {
  assertHost(viewer);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(lessons)
      .set({
        name: body.name,
        content: body.content === undefined ? undefined : cleanArticleBody(body.content).html,
        excerpt: body.excerpt,
        position: body.position,
        updatedAt: new Date(),
      })
      .where(eq(lessons.id, lessonId))
      .returning({ courseId: lessons.courseId });
    if (!row) throw new HttpError(404, messages.lessonNotFound);
    await appendChanges(tx, [toLearners('lesson.upsert', lessonId, row.courseId)]);
    return lessonAnswer(tx, viewer, lessonId);
  });
}

export async function createProduct(db: Database, viewer: Viewer, body: ProductCreate) {
  assertHost(viewer);
  const [row] = await db.insert(products).values({ name: body.name, webPurchasable: body.web_purchasable }).returning();
  return { id: row!.id, name: row!.name, web_pay_product: row!.webPurchasable ? { id: row!.id } : null };
}

/** Grants a member a product (purchases are not sold by this server yet); their tiered courses open to them. */
export async function grantProduct(db: Database, viewer: Viewer, productId: number, userId: number): Promise<void> {
  assertHost(viewer);
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new HttpError(404, messages.productNotFound);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(422, messages.memberNotFound);
  await db.insert(productOwners).values({ productId, userId }).onConflictDoNothing();
}
