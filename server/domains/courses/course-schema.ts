// Drizzle tables of courses (0001_init's courses, 0016_courses): products and their owners, courses, lessons, enrolments, completions, lesson media.
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { FollowupButton, LessonMediaType } from '../../../schema/courses';
import type { ProcessingState } from '../../../schema/media';
import { createdAt, ts, type ImageVersions } from '../../db/columns';
import { groups } from '../groups/group-schema';
import { users } from '../account/users-schema';

/** 0016_courses: what a paid course tier sells; web_purchasable false: not sold on the web. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  webPurchasable: boolean('web_purchasable').notNull().default(true),
  createdAt: createdAt(),
  // payments/migrations/0027_payments.sql: the web price (null: not priced, so not sold on the web) and the provider's.
  priceInCents: integer('price_in_cents'),
  currency: text('currency'),
  providerPriceId: text('provider_price_id').unique(),
});

export const productOwners = pgTable(
  'product_owners',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] })],
);

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  lessonOrderEnforced: boolean('lesson_order_enforced').notNull().default(false),
  dedicatedGroupId: integer('dedicated_group_id').references(() => groups.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  // 0016_courses
  image: jsonb('image').$type<ImageVersions>(),
  position: integer('position').notNull().default(0),
  enrolledUsersVisible: boolean('enrolled_users_visible').notNull().default(true),
  completedUsersVisible: boolean('completed_users_visible').notNull().default(true),
  tierProductId: integer('tier_product_id').references(() => products.id, { onDelete: 'set null' }),
  followupButton: jsonb('followup_button').$type<FollowupButton>(),
  published: boolean('published').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    // 0016_courses
    image: jsonb('image').$type<ImageVersions>(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('lessons_course_idx').on(t.courseId, t.position, t.id)],
);

/** 0016_courses: a member's enrolment; its state is read from the completions. */
export const enrollments = pgTable(
  'enrollments',
  {
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    currentLessonId: integer('current_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    enrolledAt: ts('enrolled_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('enrollments_user_idx').on(t.userId, t.enrolledAt)],
);

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    lessonId: integer('lesson_id').notNull().references(() => lessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: ts('completed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.userId] }), index('lesson_completions_user_course_idx').on(t.userId, t.courseId)],
);

export const lessonMedia = pgTable(
  'lesson_media',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id').notNull().references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    mediaType: text('media_type').$type<LessonMediaType>().notNull(),
    processingState: text('processing_state').$type<ProcessingState>().notNull().default('in_progress'),
    fileUrl: text('file_url'),
    versions: jsonb('versions').$type<ImageVersions>(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('lesson_media_lesson_idx').on(t.lessonId, t.position, t.id)],
);
