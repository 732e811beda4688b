// What the composer looks up on the server when online: members to mention and events to share (docs/product.md 3, 7).
import { z } from 'zod';
import { isoDate } from './common';

/** GET /api/v2/members/search?q= : members the caller can see, best matches first, at most MEMBER_SEARCH_LIMIT. */
export const MEMBER_SEARCH_LIMIT = 8;
export const memberSearchQuery = z.object({ q: z.string().trim().max(50).default('') });
export const memberSuggestion = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type MemberSuggestion = z.infer<typeof memberSuggestion>;
export const memberSearchResponse = z.object({ members: z.array(memberSuggestion) });

/** GET /api/v2/events : upcoming events the caller can see, soonest first (what a post may share). */
export const shareableEvent = z.object({ id: z.number().int(), name: z.string(), starts_at: isoDate });
export type ShareableEvent = z.infer<typeof shareableEvent>;
export const shareableEventsResponse = z.object({ events: z.array(shareableEvent) });
