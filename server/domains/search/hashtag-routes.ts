// Hashtags: the posts tagged #tag, paged like a wall.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { hashtagParams } from '../../../schema/hashtags';
import { recentPostsQuery } from '../../../schema/posts';
import { hashtagPosts } from './hashtag-posts';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function hashtagRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.hashtagPosts, { config: { access: 'member' }, schema: { params: hashtagParams, querystring: recentPostsQuery } }, async (request) => {
    const viewer = viewerOf(request);
    const { tag } = request.params;
    return hashtagPosts(db, viewer, tag, request.query);
  });
}
