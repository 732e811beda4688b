// Feeds across or within walls: the activity feed of every joined group.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { recentPostsQuery } from '../../../schema/posts';
import { activityPosts } from './activity-feed';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function feedRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.activityPosts, { config: { access: 'member' }, schema: { querystring: recentPostsQuery } }, async (request) => {
    const viewer = viewerOf(request);
    return activityPosts(db, viewer, request.query);
  });
}
