// Group membership (docs/product.md 2.5, 6, 7): requests to join private groups, an admin's review of them, and a group's members.
import { z } from 'zod';
import { cursorRefused, isoDate, numberedPageMeta, numericId, pageNumber } from './common';
import { member } from './members';

/** How many members one page of a group's members or requests holds, and how many ids one approval may name. */
export const GROUP_MEMBERS_PAGE_SIZE = 15;
export const MAX_APPROVE_USER_IDS = 100;
/** Members shown in a group's collage, and how many groups one collage call may name. */
export const COLLAGE_SIZE = 5;
export const MAX_COLLAGE_GROUPS = 50;

/**
 * A member's request to join a private group, as the group's admins see it. `id` is the request's own id (the
 * membership row), stable while it waits; an approval or a refusal ends it (`membership_request.delete`).
 */
export const membershipRequest = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group_key: z.string(),
  user: member,
  requested_at: isoDate,
});
export type MembershipRequest = z.infer<typeof membershipRequest>;

/** GET /api/v2/groups/{key}/membership_requests?page: oldest request first; `meta.next` the next page or null. */
export const membershipRequestsPage = z.object({
  membership_requests: z.array(membershipRequest),
  meta: numberedPageMeta,
});
export type MembershipRequestsPage = z.infer<typeof membershipRequestsPage>;

/** GET /api/v2/group_membership_requests: the viewer's own waiting requests, each a group with its key (docs/product.md 3). */
export const ownMembershipRequests = z.object({
  group_membership_requests: z.array(z.object({ group: z.object({ id: z.number().int(), key: z.string(), name: z.string() }) })),
});
export type OwnMembershipRequests = z.infer<typeof ownMembershipRequests>;

/** POST /api/v2/groups/{key}/membership_requests/approve. */
export const approveRequestsBody = z.object({
  user_ids: z.array(numericId).min(1, 'Choose at least one request.').max(MAX_APPROVE_USER_IDS),
});
export type ApproveRequestsBody = z.infer<typeof approveRequestsBody>;

/** The answer to an approval or a refusal: the user ids whose requests it ended (those already ended are left out). */
export const requestsDecided = z.object({ user_ids: z.array(z.number().int()) });
export type RequestsDecided = z.infer<typeof requestsDecided>;

export const groupMemberListKind = z.enum(['members', 'admin_members', 'new_members']);
export type GroupMemberListKind = z.infer<typeof groupMemberListKind>;

/** GET /api/v2/groups/{id}/members | admin_members | new_members?page: members by name (new members newest first). */
export const groupMembersPage = z.object({
  members: z.array(member),
  meta: numberedPageMeta,
});
export type GroupMembersPage = z.infer<typeof groupMembersPage>;

/** GET /api/v2/groups/collage_members?group_keys=a,b: a few members per group, keyed by group key (readable groups only). */
export const collageQuery = z.object({
  group_keys: z
    .string()
    .max(4000)
    .transform((s) => [...new Set(s.split(',').filter((k) => k !== ''))])
    .pipe(z.array(z.string().min(1).max(100).regex(/^[a-z0-9-]+$/)).min(1).max(MAX_COLLAGE_GROUPS)),
});
export const groupMembersCollage = z.object({ group_members_collage: z.record(z.string(), z.array(member)) });
export type GroupMembersCollage = z.infer<typeof groupMembersCollage>;

/** `?page=N`, 1 when absent. */
export const pageQuery = z.object({ page: pageNumber(100_000), cursor: cursorRefused });
