// Host moderation (docs/product.md 6, 7): banning a member (optionally unpublishing their content) and shadowbanning one.
import { z } from 'zod';
import { isoDate, numericId } from './common';

/** POST /api/v2/account/ban: the account is disabled and its sessions end; `unpublish_content` also deletes their posts and comments. */
export const banBody = z.object({
  member_id: numericId,
  unpublish_content: z.boolean().default(false),
});
export type BanBody = z.infer<typeof banBody>;

/** POST /api/v2/account/shadowban: their posts and comments are shown to themselves alone; `shadowbanned: false` lifts it. */
export const shadowbanBody = z.object({
  member_id: numericId,
  shadowbanned: z.boolean().default(true),
});
export type ShadowbanBody = z.infer<typeof shadowbanBody>;

/** Both calls answer the member's moderation state after the call (the same state however often it is repeated). */
export const moderationState = z.object({
  member_id: z.number().int(),
  state: z.enum(['active', 'disabled', 'locked', 'no_access']),
  banned_at: isoDate.nullable(),
  shadowbanned_at: isoDate.nullable(),
});
export type ModerationState = z.infer<typeof moderationState>;

export const banAnswer = moderationState;
export type BanAnswer = ModerationState;
export const shadowbanAnswer = moderationState;
export type ShadowbanAnswer = ModerationState;
