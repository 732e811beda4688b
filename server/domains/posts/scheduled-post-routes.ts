// The viewer's scheduled posts: their own posts waiting for their time, soonest first (docs/api-post-controls.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import type { ScheduledPostsResponse } from '../../../schema/posts';
import { ownScheduledPosts } from './scheduled-posts';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function scheduledPostRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.accountScheduledPosts, { config: { access: 'member' } }, async (request): Promise<ScheduledPostsResponse> => {
    const viewer = viewerOf(request);
    return { posts: await ownScheduledPosts(db, viewer) };
  });
}
