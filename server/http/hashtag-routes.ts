// Hashtags: the posts tagged #tag, paged like a wall.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { hashtagParams } from '../../schema/hashtags';
import { recentPostsQuery } from '../../schema/posts';
import { hashtagPosts } from '../domain/hashtag-posts';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

export function hashtagRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.hashtagPosts, async (request) => {
    const viewer = await requireViewer(db, request);
    const { tag } = parseInput(hashtagParams, request.params);
    return hashtagPosts(db, viewer, tag, parseInput(recentPostsQuery, request.query));
  });
}
