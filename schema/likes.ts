// Likes (docs/product.md 3: likeable types Post, Comment, Asset): the member's own likes, like and unlike bodies and answers.
import { z } from 'zod';
import { cursorRefused, isoDate, numberedPageMeta, numericId, pageNumber } from './common';
import { member } from './members';
import { messages } from './messages';

export const likeableType = z.enum(['Post', 'Comment', 'Asset']);
export type LikeableType = z.infer<typeof likeableType>;

/** One like of the signed-in member. */
export const like = z.object({
  likeable_type: likeableType,
  likeable_id: z.number().int(),
  created_at: isoDate,
});
export type Like = z.infer<typeof like>;

/** POST /api/v2/likes (like) and the params of DELETE /api/v2/likes/:likeable_type/:likeable_id (unlike). */
export const likeBody = z.object({ likeable_type: likeableType, likeable_id: numericId });
export type LikeBody = z.infer<typeof likeBody>;
export const likeParams = likeBody;

/** Both answer the state after the call: liking twice or unliking what is not liked is no error. */
export const likeAnswer = z.object({
  likeable_type: likeableType,
  likeable_id: z.number().int(),
  liked: z.boolean(),
  likes_count: z.number().int(),
});
export type LikeAnswer = z.infer<typeof likeAnswer>;

export const MAX_LIKE_IDS = 100;

/** GET /api/v2/account/likes?likeable_type=Post&likeable_ids=1,2,3: which of these the member likes. */
export const accountLikesQuery = z.object({
  likeable_type: likeableType,
  likeable_ids: z
    .string()
    .max(1200)
    .transform((s, ctx) => {
      const ids = s.split(',').filter((p) => p !== '').map(Number);
      if (ids.length > MAX_LIKE_IDS || ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: messages.badRequest });
        return z.NEVER;
      }
      return ids;
    }),
});
export const accountLikesResponse = z.object({ likes: z.array(like) });
export type AccountLikesResponse = z.infer<typeof accountLikesResponse>;

/** GET /api/v2/likes?likeable_type=&likeable_id=&page=: who liked it, newest like first, 15 a page. */
export const likersQuery = z.object({
  likeable_type: likeableType,
  likeable_id: numericId,
  page: pageNumber(100_000),
  cursor: cursorRefused,
});
export const likersPage = z.object({ members: z.array(member), meta: numberedPageMeta });
export type LikersPage = z.infer<typeof likersPage>;
