// Group membership: joining, leaving, withdrawing a request, an admin's review, and a group's members.
// Every write is exactly once with an Idempotency-Key (docs/api-groups.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, type ApiPathName } from '../../../schema/api-paths';
import { numericId } from '../../../schema/common';
import { groupKeyParams } from '../../../schema/groups';
import { approveRequestsBody, collageQuery, pageQuery, type GroupMemberListKind } from '../../../schema/memberships';
import { groupsCollage, listGroupMembers } from './group-members';
import { joinGroup, leaveGroup } from './groups';
import { approveRequests, listRequests, refuseRequest } from './membership-requests';
import { ownRequests, withdrawRequest } from './own-membership-requests';
import { readIdempotencyKey, sendStored } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { builtBody } from '../../http/validate';

const groupIdParams = z.object({ id: numericId });
const requestParams = groupKeyParams.extend({ userId: numericId });

const memberLists: [ApiPathName, GroupMemberListKind][] = [
  ['groupMembers', 'members'],
  ['groupAdminMembers', 'admin_members'],
  ['groupNewMembers', 'new_members'],
];

export function membershipRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(apiPaths.groupMembership, { config: { access: 'member' }, schema: { params: groupIdParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return sendStored(reply, await joinGroup(db, viewer, id, readIdempotencyKey(request)));
  });

  app.delete(apiPaths.groupMembership, { config: { access: 'member' }, schema: { params: groupIdParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return sendStored(reply, await leaveGroup(db, viewer, id, readIdempotencyKey(request)));
  });

  app.delete(apiPaths.groupMembershipRequest, { config: { access: 'member' }, schema: { params: groupIdParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return sendStored(reply, await withdrawRequest(db, viewer, id, readIdempotencyKey(request)));
  });

  app.get(apiPaths.ownMembershipRequests, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return ownRequests(db, viewer);
  });

  // An admin's review: the bodies are built by the engine, so a malformed one is a 400, like a bad path.
  app.get(apiPaths.groupRequests, { config: { access: 'member' }, schema: { params: groupKeyParams, querystring: pageQuery } }, async (request) => {
    const viewer = viewerOf(request);
    const { key } = request.params;
    const { page } = request.query;
    return listRequests(db, viewer, key, page);
  });

  app.post(apiPaths.groupRequestsApprove, { config: { access: 'member' }, schema: { params: groupKeyParams, body: builtBody(approveRequestsBody) } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { key } = request.params;
    const body = request.body;
    return sendStored(reply, await approveRequests(db, viewer, key, body, readIdempotencyKey(request)));
  });

  app.delete(apiPaths.groupRequest, { config: { access: 'member' }, schema: { params: requestParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { key, userId } = request.params;
    return sendStored(reply, await refuseRequest(db, viewer, key, userId, readIdempotencyKey(request)));
  });

  for (const [path, kind] of memberLists) {
    app.get(apiPaths[path], { config: { access: 'member' }, schema: { params: groupIdParams, querystring: pageQuery } }, async (request) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      const { page } = request.query;
      return listGroupMembers(db, viewer, id, kind, page);
    });
  }

  app.get(apiPaths.groupsCollage, { config: { access: 'member' }, schema: { querystring: collageQuery } }, async (request) => {
    const viewer = viewerOf(request);
    const { group_keys } = request.query;
    return groupsCollage(db, viewer, group_keys);
  });
}
