// The engine's group membership reads (docs/product.md 7): an admin's waiting requests, a group's members, member collages.
import { apiPaths, fillPath, type ApiPathName } from '../../../schema/api-paths';
import { groupMembersCollage, groupMembersPage, membershipRequestsPage, type GroupMemberListKind } from '../../../schema/memberships';
import type { ApiClient } from '../../api-client';

const memberListPaths: Record<GroupMemberListKind, ApiPathName> = {
  members: 'groupMembers',
  admin_members: 'groupAdminMembers',
  new_members: 'groupNewMembers',
};

export function groupCalls(client: ApiClient) {
  return {
    membershipRequests: (key: string, page: number) =>
      client.request('GET', fillPath(apiPaths.groupRequests, { key }), { query: { page }, schema: membershipRequestsPage }),
    groupMembers: (groupId: number, kind: GroupMemberListKind, page: number) =>
      client.request('GET', fillPath(apiPaths[memberListPaths[kind]], { id: groupId }), { query: { page }, schema: groupMembersPage }),
    collage: (keys: string[]) => client.request('GET', apiPaths.groupsCollage, { query: { group_keys: keys.join(',') }, schema: groupMembersCollage }),
  };
}
