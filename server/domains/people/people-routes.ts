// People: profiles and a member's posts, follow and unfollow, the member directory, new members, blocking.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { accountIdParams, directoryQuery, ignoreBody, newMembersQuery } from '../../../schema/people';
import { recentPostsQuery } from '../../../schema/posts';
import { setFollowing } from './follows';
import { listIgnores, setIgnored } from './ignores';
import { memberDirectory, newMembers } from './member-directory';
import { memberPosts } from './member-posts';
import { loadProfile } from './profiles';
import { readIdempotencyKey } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { builtBody } from '../../http/validate';

export function peopleRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.accountProfile, { config: { access: 'member' }, schema: { params: accountIdParams } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return { account: await loadProfile(db, viewer, id) };
  });

  app.get(apiPaths.accountPosts, { config: { access: 'member' }, schema: { params: accountIdParams, querystring: recentPostsQuery } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return memberPosts(db, viewer, id, request.query);
  });

  for (const [method, following] of [['POST', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: apiPaths.accountFollow,
      config: { access: 'member' },
      schema: { params: accountIdParams },
      handler: async (request, reply) => {
        const viewer = viewerOf(request);
        const { id } = request.params;
        const answer = await setFollowing(db, viewer, id, following, readIdempotencyKey(request));
        return reply.code(answer.status).send(answer.body);
      },
    });
  }

  app.get(apiPaths.accounts, { config: { access: 'member' }, schema: { querystring: directoryQuery } }, async (request) => {
    const viewer = viewerOf(request);
    return memberDirectory(db, viewer, request.query);
  });

  app.get(apiPaths.newMembers, { config: { access: 'member' }, schema: { querystring: newMembersQuery } }, async (request) => {
    const viewer = viewerOf(request);
    return newMembers(db, viewer, request.query.page);
  });

  app.get(apiPaths.ignores, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return listIgnores(db, viewer);
  });

  app.post(apiPaths.ignores, { config: { access: 'member' }, schema: { body: builtBody(ignoreBody) } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { member_id } = request.body;
    const answer = await setIgnored(db, viewer, member_id, true, readIdempotencyKey(request));
    return reply.code(answer.status).send(answer.body);
  });

  app.delete(apiPaths.ignore, { config: { access: 'member' }, schema: { params: accountIdParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const answer = await setIgnored(db, viewer, id, false, readIdempotencyKey(request));
    return reply.code(answer.status).send(answer.body);
  });
}
