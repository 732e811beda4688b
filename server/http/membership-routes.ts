// Group membership: joining, leaving, withdrawing a request, an admin's review, and a group's members.
// Every write is exactly once with an Idempotency-Key (docs/api-groups.md).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiPaths, type ApiPathName } from '../../schema/api-paths';
import { numericId } from '../../schema/common';
import { groupKeyParams } from '../../schema/groups';
import { approveRequestsBody, collageQuery, pageQuery, type GroupMemberListKind } from '../../schema/memberships';
import { groupsCollage, listGroupMembers } from '../domain/group-members';
import { joinGroup, leaveGroup } from '../domain/groups';
import { approveRequests, listRequests, refuseRequest } from '../domain/membership-requests';
import { ownRequests, withdrawRequest } from '../domain/own-membership-requests';
import { requireViewer } from './authenticate';
import { readIdempotencyKey, sendStored } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

const groupIdParams = z.object({ id: numericId });
const requestParams = groupKeyParams.extend({ userId: numericId });

const memberLists: [ApiPathName, GroupMemberListKind][] = [
  ['groupMembers', 'members'],
  ['groupAdminMembers', 'admin_members'],
  ['groupNewMembers', 'new_members'],
];

export function membershipRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post(apiPaths.groupMembership, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(groupIdParams, request.params);
    return sendStored(reply, await joinGroup(db, viewer, id, readIdempotencyKey(request)));
  });

  app.delete(apiPaths.groupMembership, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(groupIdParams, request.params);
    return sendStored(reply, await leaveGroup(db, viewer, id, readIdempotencyKey(request)));
  });

  app.delete(apiPaths.groupMembershipRequest, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(groupIdParams, request.params);
    return sendStored(reply, await withdrawRequest(db, viewer, id, readIdempotencyKey(request)));
  });

  app.get(apiPaths.ownMembershipRequests, async (request) => {
    const viewer = await requireViewer(db, request);
    return ownRequests(db, viewer);
  });

  // An admin's review: the bodies are built by the engine, so a malformed one is a 400, like a bad path.
  app.get(apiPaths.groupRequests, async (request) => {
    const viewer = await requireViewer(db, request);
    const { key } = parseInput(groupKeyParams, request.params);
    const { page } = parseInput(pageQuery, request.query);
    return listRequests(db, viewer, key, page);
  });

  app.post(apiPaths.groupRequestsApprove, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { key } = parseInput(groupKeyParams, request.params);
    const body = parseInput(approveRequestsBody, request.body);
    return sendStored(reply, await approveRequests(db, viewer, key, body, readIdempotencyKey(request)));
  });

  app.delete(apiPaths.groupRequest, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { key, userId } = parseInput(requestParams, request.params);
    return sendStored(reply, await refuseRequest(db, viewer, key, userId, readIdempotencyKey(request)));
  });

  for (const [path, kind] of memberLists) {
    app.get(apiPaths[path], async (request) => {
      const viewer = await requireViewer(db, request);
      const { id } = parseInput(groupIdParams, request.params);
      const { page } = parseInput(pageQuery, request.query);
      return listGroupMembers(db, viewer, id, kind, page);
    });
  }

  app.get(apiPaths.groupsCollage, async (request) => {
    const viewer = await requireViewer(db, request);
    const { group_keys } = parseInput(collageQuery, request.query);
    return groupsCollage(db, viewer, group_keys);
  });
}
