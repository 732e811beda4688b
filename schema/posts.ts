// Posts and comments: wire shapes, create bodies, feed paging (docs/product.md 3, 5, 7).
import { z } from 'zod';
import { clientId, cursorRefused, isoDate, numberedPageMeta, numericId, pageMeta, pageNumber, pageRefused } from './common';
import { COMMENT_BODY_MAX, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, POST_BODY_MAX } from './constants';
import { mediaItem } from './media';
import { linkPreview } from './link-previews';
import { member } from './members';
import { messages } from './messages';
import { poll, pollInput } from './polls';
import { textEntities } from './text-entities';

/** A link button under a post (docs/product.md 3): its text and external URL. */
export const linkButton = z.object({ text: z.string(), url: z.string() });
export type LinkButton = z.infer<typeof linkButton>;

/** What a post shares: a group or an event, with what a card needs to show it. */
export const sharedItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('group'), key: z.string(), name: z.string() }),
  z.object({ type: z.literal('event'), id: z.number().int(), name: z.string(), starts_at: isoDate }),
]);
export type SharedItem = z.infer<typeof sharedItem>;

/** A plan's name as content names it (the paywall route's requiredPlanName). */
const requiredPlanName = z.string().trim().min(1).max(100);

export const post = z.object({
  id: z.number().int(),
  client_id: z.string().nullable(),
  wall_key: z.string(),
  group_id: z.number().int(),
  /** Embedded on the wire; the mirror keeps it once, in its members collection, and rows refer to it by id. */
  author: member,
  body: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
  likes_count: z.number().int(),
  comments_count: z.number().int(),
  comments_disabled: z.boolean(),
  // Post kinds, edits, entities.
  text_entities: textEntities,
  media: z.array(mediaItem),
  poll: poll.nullable(),
  link_button: linkButton.nullable(),
  shared: sharedItem.nullable(),
  /** Set while the post waits for its time (only its author sees it then). */
  scheduled_at: isoDate.nullable(),
  edited_at: isoDate.nullable(),
  /** The preview of the post's first link, once the server has fetched it (a post.upsert brings it later). */
  link_preview: linkPreview.nullable(),
  /** Pinned on its wall until then (a reader compares with now; PIN_FOREVER is "forever"); null: not pinned. */
  pinned_until: isoDate.nullable(),
  /** The plan a reader must hold to read it (docs/architecture.md "Premium content"); null: open. Absent in older answers. */
  required_plan: z.string().nullable().default(null),
  /**
   * The reader does not hold `required_plan`: the post is a stub (its id, place, author and time, no body, media, poll,
   * link button, shared item or comments) that shows a lock and opens the paywall. Absent in older answers.
   */
  locked: z.boolean().default(false),
});
export type Post = z.infer<typeof post>;

export const comment = z.object({
  id: z.number().int(),
  client_id: z.string().nullable(),
  post_id: z.number().int(),
  author: member,
  body: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
  likes_count: z.number().int(),
  // Replies (one level: a reply's parent is a top-level comment), entities, edits.
  parent_id: z.number().int().nullable(),
  text_entities: textEntities,
  edited_at: isoDate.nullable(),
  /** A top-level comment's live replies (GET …/comments?parent_id pages them); absent on replies and older rows. */
  replies_count: z.number().int().optional(),
});
export type Comment = z.infer<typeof comment>;

/**
 * A new post. Each field alone is checked here; how they combine (content or media, 5 images or 1 video or 1
 * document, gif, poll, link button, sharing, scheduling) is checked by `postRuleIssues` in post-rules.ts, on the
 * device and again on the server, with the same messages.
 */
export const createPostBody = z.object({
  body: z.string().trim().max(POST_BODY_MAX, messages.postTooLong).default(''),
  /** Uploaded media items (POST /api/v2/media_uploads), in the order they show. */
  media_ids: z.array(z.number().int().positive()).max(10).default([]),
  poll: pollInput.optional(),
  link_button: linkButton.optional(),
  shared_group_key: z.string().max(200).optional(),
  shared_event_id: z.number().int().positive().optional(),
  scheduled_at: z.string().datetime({ offset: true, error: messages.dateInvalid }).optional(),
  /** Hosts only: the plan a reader must hold (a plan's name); null or absent: open to every reader. */
  required_plan: requiredPlanName.nullable().optional(),
});
export type CreatePostBody = z.infer<typeof createPostBody>;
export type CreatePostInput = z.input<typeof createPostBody>;

/** PATCH /api/v2/posts/{id}: the author edits the text. */
export const updatePostBody = z.object({
  body: z.string().trim().max(POST_BODY_MAX, messages.postTooLong),
  /** Hosts only: a new plan (null opens it); absent leaves it as it is. */
  required_plan: requiredPlanName.nullable().optional(),
});
export type UpdatePostBody = z.infer<typeof updatePostBody>;

const commentText = z.string({ error: messages.commentEmpty }).trim().min(1, messages.commentEmpty).max(COMMENT_BODY_MAX, messages.commentTooLong);

export const createCommentBody = z.object({
  body: commentText,
  /** A reply: the top-level comment it answers. */
  parent_id: z.number().int().positive().optional(),
});
export type CreateCommentBody = z.infer<typeof createCommentBody>;

/** PATCH /api/v2/comments/{id} */
export const updateCommentBody = z.object({ body: commentText });
export type UpdateCommentBody = z.infer<typeof updateCommentBody>;

/** GET /api/v2/posts/{id}/comments: oldest first; `cursor` continues after the last one shown. */
export const commentsQuery = z.object({
  cursor: z.string().max(200).optional(),
  page: pageRefused,
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  parent_id: z.coerce.number().int().positive().optional(),
});
export const commentsPage = z.object({ comments: z.array(comment), meta: pageMeta });
export type CommentsPage = z.infer<typeof commentsPage>;

export const recentPostsQuery = z.object({
  cursor: z.string().max(200).optional(),
  page: pageRefused,
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** GET /api/v2/walls/{key}/hottest_posts: pages by number, 1 first. */
export const hottestPostsQuery = z.object({
  page: pageNumber(10_000),
  cursor: cursorRefused,
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const postParams = z.object({ id: numericId });

/** GET /api/v2/account/scheduled_posts: the viewer's waiting posts, soonest first, at most SCHEDULED_POSTS_MAX. */
export const scheduledPostsResponse = z.object({ posts: z.array(post) });
export type ScheduledPostsResponse = z.infer<typeof scheduledPostsResponse>;

export const postsPage = z.object({ posts: z.array(post), meta: pageMeta });
export type PostsPage = z.infer<typeof postsPage>;
export const hottestPostsPage = z.object({ posts: z.array(post), meta: numberedPageMeta });
export type HottestPostsPage = z.infer<typeof hottestPostsPage>;

/**
 * GET /api/v2/posts/{id}: the post with the first page of its top-level comments, oldest first; `comments_meta.next`
 * continues at GET …/comments?cursor= (absent from servers before comment paging).
 */
export const postWithComments = z.object({ post, comments: z.array(comment), comments_meta: pageMeta.optional() });
export type PostWithComments = z.infer<typeof postWithComments>;

export const postResponse = z.object({ post });
export const commentResponse = z.object({ comment });

export const idempotencyKey = clientId;
