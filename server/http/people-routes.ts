// People: profiles and a member's posts, follow and unfollow, the member directory, new members, blocking.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { accountIdParams, directoryQuery, ignoreBody, newMembersQuery } from '../../schema/people';
import { recentPostsQuery } from '../../schema/posts';
import { setFollowing } from '../domain/follows';
import { listIgnores, setIgnored } from '../domain/ignores';
import { memberDirectory, newMembers } from '../domain/member-directory';
import { memberPosts } from '../domain/member-posts';
import { loadProfile } from '../domain/profiles';
import { requireViewer } from './authenticate';
import { readIdempotencyKey } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

export function peopleRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.accountProfile, async (request) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(accountIdParams, request.params);
    return { account: await loadProfile(db, viewer, id) };
  });

  app.get(apiPaths.accountPosts, async (request) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(accountIdParams, request.params);
    return memberPosts(db, viewer, id, parseInput(recentPostsQuery, request.query));
  });

  for (const [method, following] of [['POST', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: apiPaths.accountFollow,
      handler: async (request, reply) => {
        const viewer = await requireViewer(db, request);
        const { id } = parseInput(accountIdParams, request.params);
        const answer = await setFollowing(db, viewer, id, following, readIdempotencyKey(request));
        return reply.code(answer.status).send(answer.body);
      },
    });
  }

  app.get(apiPaths.accounts, async (request) => {
    const viewer = await requireViewer(db, request);
    return memberDirectory(db, viewer, parseInput(directoryQuery, request.query));
  });

  app.get(apiPaths.newMembers, async (request) => {
    const viewer = await requireViewer(db, request);
    return newMembers(db, viewer, parseInput(newMembersQuery, request.query).page);
  });

  app.get(apiPaths.ignores, async (request) => {
    const viewer = await requireViewer(db, request);
    return listIgnores(db, viewer);
  });

  app.post(apiPaths.ignores, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { member_id } = parseInput(ignoreBody, request.body);
    const answer = await setIgnored(db, viewer, member_id, true, readIdempotencyKey(request));
    return reply.code(answer.status).send(answer.body);
  });

  app.delete(apiPaths.ignore, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(accountIdParams, request.params);
    const answer = await setIgnored(db, viewer, id, false, readIdempotencyKey(request));
    return reply.code(answer.status).send(answer.body);
  });
}
