// People: a member's public profile, badges, following, the member directory, new members and blocking.
import { z } from 'zod';
import { cursorRefused, isoDate, numberedPageMeta, numericId, pageNumber } from './common';
import { member } from './members';

/** A badge of the catalogue (schema/badges.ts) as the wire carries it, with when the member earned it. */
export const badge = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  earned_at: isoDate.nullable(),
});
export type Badge = z.infer<typeof badge>;

/** One answered custom field the community shows on profiles. */
export const profileField = z.object({ name: z.string(), value: z.string() });
export type ProfileField = z.infer<typeof profileField>;

/**
 * GET /api/v1/accounts/{id}: the public facts of a member and the viewer's relation to them. `role_label` names a
 * host ('Host') and is null for members; `can_block` is false for the viewer themself and for hosts and admins.
 */
export const profile = member.extend({
  bio: z.string(),
  role_label: z.string().nullable(),
  joined_at: isoDate,
  fields: z.array(profileField),
  followers_count: z.number().int(),
  following_count: z.number().int(),
  is_self: z.boolean(),
  following: z.boolean(),
  blocked: z.boolean(),
  can_block: z.boolean(),
  badges: z.array(badge),
});
export type Profile = z.infer<typeof profile>;
export const profileAnswer = z.object({ account: profile });
export type ProfileAnswer = z.infer<typeof profileAnswer>;

export const accountIdParams = z.object({ id: numericId });

/** POST and DELETE /api/v2/accounts/{id}/follow answer the state after the call (twice is no error). */
export const followAnswer = z.object({ account_id: z.number().int(), following: z.boolean(), followers_count: z.number().int() });
export type FollowAnswer = z.infer<typeof followAnswer>;

export const MEMBERS_PAGE_SIZE = 20;
export const DIRECTORY_QUERY_MAX = 100;

/** GET /api/v1/accounts?query=&page=: members by name (every active member without a query), 20 a page. */
export const directoryQuery = z.object({
  query: z.string().trim().max(DIRECTORY_QUERY_MAX).default(''),
  page: pageNumber(10_000),
  cursor: cursorRefused,
});
export type DirectoryQuery = z.infer<typeof directoryQuery>;

/** A member in the directory and new members: the card and when they joined. */
export const listedMember = member.extend({ joined_at: isoDate });
export type ListedMember = z.infer<typeof listedMember>;

export const membersPage = z.object({ members: z.array(listedMember), meta: numberedPageMeta });
export type MembersPage = z.infer<typeof membersPage>;

/** GET /api/v2/new_members?page=: the newest members first. */
export const newMembersQuery = z.object({ page: pageNumber(10_000), cursor: cursorRefused });

/** GET /api/v1/ignores: the members the viewer blocked, latest first, with when. */
export const ignoredMember = member.extend({ ignored_at: isoDate });
export type IgnoredMember = z.infer<typeof ignoredMember>;
export const ignoresAnswer = z.object({ ignores: z.array(ignoredMember) });
export type IgnoresAnswer = z.infer<typeof ignoresAnswer>;

/** POST /api/v1/ignores {member_id}; DELETE /api/v1/ignores/{id}. Both answer the state after the call. */
export const ignoreBody = z.object({ member_id: numericId });
export type IgnoreBody = z.infer<typeof ignoreBody>;
export const ignoreAnswer = z.object({ member_id: z.number().int(), blocked: z.boolean() });
export type IgnoreAnswer = z.infer<typeof ignoreAnswer>;
