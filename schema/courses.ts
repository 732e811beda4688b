// Courses, lessons and lesson media (docs/product.md 3, 7 "Courses"): wire shapes, pages and request bodies (docs/api-courses.md).
import { z } from 'zod';
import { cursorRefused, imageVersions, numberedPageMeta, numericId, pageNumber } from './common';
import { member } from './members';
import { mediaItem } from './media';

/** The viewer's enrolment: `completed` once every lesson is (docs/product.md 3: user_enrollment, state completed). */
export const userEnrollment = z.object({
  state: z.enum(['in_progress', 'completed']),
  completed_lessons_count: z.number().int().nonnegative(),
  /** The lesson the member last opened (PUT current_lesson), null before the first. */
  current_lesson_id: z.number().int().nullable(),
  enrolled_at: z.string(),
  completed_at: z.string().nullable(),
});
export type UserEnrollment = z.infer<typeof userEnrollment>;

/**
 * A paid tier (docs/product.md 3: tier with product_name and web_pay_product). `web_pay_product` null: not sold on the web
 * (the app says so instead of opening the paywall). `owned`: the viewer holds the product (hosts hold every tier).
 */
export const courseTier = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  web_pay_product: z.object({ id: z.number().int() }).nullable(),
  owned: z.boolean(),
});
export type CourseTier = z.infer<typeof courseTier>;

/** Shown once the course is completed: a link onwards (text, http(s) address). */
export const followupButton = z.object({ text: z.string(), url: z.string() });
export type FollowupButton = z.infer<typeof followupButton>;

export const course = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Plain text. */
  description: z.string(),
  image: imageVersions.nullable(),
  lessons_count: z.number().int().nonnegative(),
  user_enrollment: userEnrollment.nullable(),
  lesson_order_enforced: z.boolean(),
  /** A group of membership type `course` for the course's learners; key null when not enabled. */
  dedicated_group: z.object({ enabled: z.boolean(), key: z.string().nullable() }),
  enrolled_users_visible: z.boolean(),
  completed_users_visible: z.boolean(),
  tier: courseTier.nullable(),
  followup_button: followupButton.nullable(),
  /** Catalogue order (ascending), then id. */
  position: z.number().int(),
  updated_at: z.string(),
});
export type Course = z.infer<typeof course>;

export const lessonMediaTypes = ['track', 'image', 'video'] as const;
export const lessonMediaType = z.enum(lessonMediaTypes);
export type LessonMediaType = z.infer<typeof lessonMediaType>;

/** A lesson's file (docs/product.md 3, Media item): a post's media item's fields (in_progress until its processed URL exists, docs/product.md 4), placed in a lesson. */
export const lessonMedium = mediaItem.omit({ media_type: true, file_name: true }).extend({
  lesson_id: z.number().int(),
  course_id: z.number().int(),
  position: z.number().int(),
  media_type: lessonMediaType,
  name: z.string(),
});
export type LessonMedium = z.infer<typeof lessonMedium>;

export const lesson = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  /** Order within the course (ascending), then id: the order enforcement follows it. */
  position: z.number().int(),
  name: z.string(),
  /** The server's allow-listed HTML (schema/rich-text.ts); null when the viewer may not read it (not enrolled). */
  content: z.string().nullable(),
  excerpt: z.string(),
  image: imageVersions.nullable(),
  user_state: z.object({ completed: z.boolean(), completed_at: z.string().nullable() }),
  /** The lesson's media in order; their rows travel beside the lessons (`lesson_media`). */
  media_ids: z.array(z.number().int()),
});
export type Lesson = z.infer<typeof lesson>;

/** Lessons in order with their media; `meta.next` is the number of the next page (GET …/lessons?page=), null at the end. */
export const lessonsPage = z.object({
  lessons: z.array(lesson),
  lesson_media: z.array(lessonMedium),
  meta: numberedPageMeta,
});
export type LessonsPage = z.infer<typeof lessonsPage>;

/** GET /api/v3/courses/{id}: the course and its first page of lessons. */
export const courseDetail = lessonsPage.extend({ course });
export type CourseDetail = z.infer<typeof courseDetail>;

/** GET /api/v3/courses/enrolled, /completed and our catalogue GET /api/v2/courses: courses, paged by `meta.next`. */
export const coursesPage = z.object({ courses: z.array(course), meta: numberedPageMeta });
export type CoursesPage = z.infer<typeof coursesPage>;

/** GET /api/v2/courses/{id}/users/enrolled and /completed (when the course shows them), paged by `meta.next`. */
export const courseUsersPage = z.object({ users: z.array(member), meta: numberedPageMeta });
export type CourseUsersPage = z.infer<typeof courseUsersPage>;

/** Enrol, unenrol, restart, current lesson: the course as the viewer now sees it. */
export const courseResponse = z.object({ course });
/** Complete and uncomplete: the course (its user_enrollment, docs/product.md 7) and the lesson with its new user_state. */
export const lessonCompletionResponse = z.object({ course, lesson });
export type LessonCompletionResponse = z.infer<typeof lessonCompletionResponse>;
export const lessonMediumResponse = z.object({ lesson_medium: lessonMedium });

export const courseParams = z.object({ id: numericId });
export const courseLessonParams = z.object({ id: numericId, lessonId: numericId });
export const lessonParams = z.object({ id: numericId });
export const lessonMediumParams = z.object({ mediumId: numericId });
/** `page`: a page number, 1 (or absent) the first page, like every `page` of the API (docs/api-paging.md). */
export const coursePageQuery = z.object({ page: pageNumber(100_000), cursor: cursorRefused });
export const currentLessonBody = z.object({ lesson_id: numericId });
export type CurrentLessonBody = z.infer<typeof currentLessonBody>;

// Hosts author courses through these (no admin screens; docs/api-courses.md).
const name = z.string().trim().min(1, 'Please enter a name.').max(200, 'This name is too long.');
const description = z.string().trim().max(5000, 'This description is too long.');
const position = z.number().int().min(0).max(1_000_000);
const httpUrl = z.string().trim().max(2000).regex(/^https?:\/\/\S+$/i, 'This is not a valid URL');

const courseFields = {
  name,
  description,
  position,
  lesson_order_enforced: z.boolean(),
  enrolled_users_visible: z.boolean(),
  completed_users_visible: z.boolean(),
  /** Makes (or keeps) the course's own group of membership type `course`; false hides it again. */
  dedicated_group_enabled: z.boolean(),
  /** null: free. */
  tier_product_id: numericId.nullable(),
  followup_button: z.object({ text: z.string().trim().min(1).max(60), url: httpUrl }).nullable(),
  published: z.boolean(),
};
/** POST /api/v2/courses (hosts). */
export const courseCreate = z.object({
  ...courseFields,
  description: description.default(''),
  position: position.default(0),
  lesson_order_enforced: z.boolean().default(false),
  enrolled_users_visible: z.boolean().default(true),
  completed_users_visible: z.boolean().default(true),
  dedicated_group_enabled: z.boolean().default(false),
  tier_product_id: courseFields.tier_product_id.default(null),
  followup_button: courseFields.followup_button.default(null),
  published: z.boolean().default(true),
});
export type CourseCreate = z.infer<typeof courseCreate>;
/** PATCH /api/v2/courses/{id} (hosts): the fields given change. */
export const courseUpdate = z.object(courseFields).partial();
export type CourseUpdate = z.infer<typeof courseUpdate>;

const lessonFields = {
  name,
  /** Kept only as the server's allow-listed HTML. */
  content: z.string().max(200_000, 'This lesson is too long.'),
  excerpt: z.string().trim().max(500, 'This excerpt is too long.'),
  position,
};
/** POST /api/v2/courses/{id}/lessons (hosts). */
export const lessonCreate = z.object({
  ...lessonFields,
  content: lessonFields.content.default(''),
  excerpt: lessonFields.excerpt.default(''),
  position: position.default(0),
});
export type LessonCreate = z.infer<typeof lessonCreate>;
/** PATCH /api/v2/lessons/{id} (hosts). */
export const lessonUpdate = z.object(lessonFields).partial();
export type LessonUpdate = z.infer<typeof lessonUpdate>;

/** POST /api/v2/products (hosts): what a paid tier sells; web_purchasable false: not sold on the web. */
export const productCreate = z.object({ name: z.string().trim().min(1).max(120), web_purchasable: z.boolean().default(true) });
export type ProductCreate = z.infer<typeof productCreate>;
export const product = z.object({ id: z.number().int(), name: z.string(), web_pay_product: z.object({ id: z.number().int() }).nullable() });
export const productResponse = z.object({ product });
/** POST /api/v2/products/{id}/owners (hosts): grants a member the product (purchases are not sold by this server yet). */
export const productOwnerBody = z.object({ user_id: numericId });
export const productParams = z.object({ id: numericId });
export const lessonResponse = z.object({ lesson });

/** The query of POST /api/v2/lessons/{id}/media: the file's name, its place, and `track` for sound in a video container. */
export const lessonMediaUploadQuery = z.object({
  name: z.string().trim().min(1).max(255),
  position: z.coerce.number().int().min(0).max(1_000_000).default(0),
  kind: z.enum(['auto', 'track']).default('auto'),
});
/** The largest lesson file the hosts' upload takes in one request. */
export const LESSON_MEDIUM_MAX_BYTES = 100 * 1024 * 1024;
