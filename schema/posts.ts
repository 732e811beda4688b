// Posts and comments: wire shapes, create bodies, feed paging (spec sections 3, 5, 7).
import { z } from 'zod';
import { clientId, isoDate, numericId, pageMeta } from './common';
import { COMMENT_BODY_MAX, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, POST_BODY_MAX } from './constants';
import { member } from './members';
import { messages } from './messages';

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
});
export type Comment = z.infer<typeof comment>;

export const createPostBody = z.object({
  body: z.string({ error: messages.postEmpty }).trim().min(1, messages.postEmpty).max(POST_BODY_MAX, messages.postTooLong),
});
export type CreatePostBody = z.infer<typeof createPostBody>;

export const createCommentBody = z.object({
  body: z.string({ error: messages.commentEmpty }).trim().min(1, messages.commentEmpty).max(COMMENT_BODY_MAX, messages.commentTooLong),
});
export type CreateCommentBody = z.infer<typeof createCommentBody>;

export const recentPostsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const postParams = z.object({ id: numericId });

export const postsPage = z.object({ posts: z.array(post), meta: pageMeta });
export type PostsPage = z.infer<typeof postsPage>;

/** GET /api/v2/posts/{id}: the post with its comments, oldest comment first. */
export const postWithComments = z.object({ post, comments: z.array(comment) });
export type PostWithComments = z.infer<typeof postWithComments>;

export const postResponse = z.object({ post });
export const commentResponse = z.object({ comment });

export const idempotencyKey = clientId;
