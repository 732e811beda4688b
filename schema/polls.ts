// Polls on posts and members' votes: wire shapes and bodies (docs/product.md 3, 5, 7).
import { z } from 'zod';
import { isoDate } from './common';
import { POLL_MAX_OPTIONS, POLL_MIN_OPTIONS, POLL_OPTION_MAX } from './constants';
import { messages } from './messages';

export { POLL_MAX_OPTIONS, POLL_MIN_OPTIONS, POLL_OPTION_MAX } from './constants';

export const pollOption = z.object({
  id: z.number().int(),
  text: z.string(),
  /** null while results are hidden from this viewer (hide_results, poll still open). */
  votes_count: z.number().int().nullable(),
});

export const poll = z.object({
  id: z.number().int(),
  ends_at: isoDate,
  hide_results: z.boolean(),
  options: z.array(pollOption),
  /** null while results are hidden from this viewer. */
  votes_count: z.number().int().nullable(),
});
export type Poll = z.infer<typeof poll>;

/** A poll as a new post asks for it; the end date rule (one hour at least) is in post-rules.ts. */
export const pollInput = z.object({
  options: z
    .array(z.string().trim().min(1, messages.pollOptionEmpty).max(POLL_OPTION_MAX, messages.pollOptionTooLong))
    .min(POLL_MIN_OPTIONS, messages.pollOptionsTooFew)
    .max(POLL_MAX_OPTIONS, messages.pollOptionsTooMany),
  ends_at: z.string().datetime({ offset: true, error: messages.dateInvalid }),
  hide_results: z.boolean().default(false),
});
export type PollInput = z.infer<typeof pollInput>;

/** POST /api/v2/polls/{id}/votes: votes or changes the vote; option_id null retracts it (as DELETE does), so one offline kind sends both. */
export const voteBody = z.object({ option_id: z.number().int().positive().max(2_147_483_647).nullable() });
export type VoteBody = z.infer<typeof voteBody>;

/** GET /api/v2/account/poll_votes: the member's vote per poll. */
export const pollVote = z.object({ poll_id: z.number().int(), option_id: z.number().int() });
export type PollVote = z.infer<typeof pollVote>;
export const pollVotesResponse = z.object({ poll_votes: z.array(pollVote) });

/** POST and DELETE /api/v2/polls/{id}/votes answer the member's vote after the call and the poll as they now see it. */
export const voteAnswer = z.object({ poll_vote: pollVote.nullable(), poll: poll.nullable() });
export type VoteAnswer = z.infer<typeof voteAnswer>;

/** GET /api/v2/account/poll_votes?question_ids=1,2 (all the member's votes in polls they may read without it). */
export const pollVotesQuery = z.object({
  question_ids: z
    .string()
    .max(1200)
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
    .transform((s) => s.split(',').map(Number))
    .refine((ids) => ids.every((n) => n > 0 && n <= 2_147_483_647))
    .optional(),
});
