// Groups (walls) and their lists (docs/product.md 3, Group).
import { z } from 'zod';
import { imageVersions } from './common';

export const membershipType = z.enum(['public', 'private', 'mandatory', 'secret', 'course']);
export type MembershipType = z.infer<typeof membershipType>;

export const group = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  layout: z.enum(['default', 'immersive']),
  image: imageVersions.nullable(),
  header_image: imageVersions.nullable(),
  membership_type: membershipType,
  /** 'member' when the viewer belongs, 'pending' while a request waits, null otherwise. */
  membership_status: z.enum(['member', 'pending']).nullable(),
  user_role: z.enum(['admin']).nullable(),
  posting_permission: z.enum(['everyone', 'admins_only']),
  members_count: z.number().int(),
  members_viewable: z.boolean(),
  posts_count: z.number().int(),
});
export type Group = z.infer<typeof group>;

export const groupsResponse = z.object({ groups: z.array(group) });
export const groupKeyParams = z.object({ key: z.string().min(1).max(100).regex(/^[a-z0-9-]+$/) });
/** POST /api/v2/groups/{id}/membership: the group as the viewer now sees it (a private group's join waits: 'pending'). */
export const groupResponse = z.object({ group });
