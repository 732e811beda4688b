// Feeds across or within walls: the activity feed of every joined group.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { recentPostsQuery } from '../../schema/posts';
import { activityPosts } from '../domain/activity-feed';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

export function feedRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.activityPosts, async (request) => {
    const viewer = await requireViewer(db, request);
    return activityPosts(db, viewer, parseInput(recentPostsQuery, request.query));
  });
}
