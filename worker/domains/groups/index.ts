// The groups domain: the community's and the member's groups with their walls, joining and leaving, and an admin's membership requests.
import { defineDomain } from '../domain';
import { groups, walls } from './collections/groups';
import { membershipRequests } from './collections/membership-requests';
import { groupCommands } from './commands/groups';
import { groupCancelRequest, groupJoin, groupLeave } from './mutations/group-membership';
import { membershipRequestRefuse, membershipRequestsApprove } from './mutations/membership-request-decision';

export const groupsDomain = defineDomain({
  name: 'groups',
  collections: { groups, walls, membershipRequests },
  commands: (ctx) => ({ groups: groupCommands(ctx) }),
  mutations: {
    'group.join': groupJoin,
    'group.leave': groupLeave,
    'group.cancel_request': groupCancelRequest,
    'membership_request.approve': membershipRequestsApprove,
    'membership_request.refuse': membershipRequestRefuse,
  },
});
