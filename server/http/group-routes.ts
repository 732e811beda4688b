// Group lists, joining and leaving.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiPaths } from '../../schema/api-paths';
import { numericId } from '../../schema/common';
import { joinGroup, leaveGroup, listAccountGroups, listGroups } from '../domain/groups';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

const groupIdParams = z.object({ id: numericId });

export function groupRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.groups, async (request) => {
    const viewer = await requireViewer(db, request);
    return { groups: await listGroups(db, viewer.user.id) };
  });

  app.get(apiPaths.accountGroups, async (request) => {
    const viewer = await requireViewer(db, request);
    return { groups: await listAccountGroups(db, viewer.user.id) };
  });

  app.post(apiPaths.groupMembership, async (request) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(groupIdParams, request.params);
    return { group: await joinGroup(db, viewer.user.id, id) };
  });

  app.delete(apiPaths.groupMembership, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(groupIdParams, request.params);
    await leaveGroup(db, viewer.user.id, id);
    return reply.code(204).send();
  });
}
