// The viewer's scheduled posts: their own posts waiting for their time, soonest first (docs/api-post-controls.md).
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import type { ScheduledPostsResponse } from '../../schema/posts';
import { ownScheduledPosts } from '../domain/scheduled-posts';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';

export function scheduledPostRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.accountScheduledPosts, async (request): Promise<ScheduledPostsResponse> => {
    const viewer = await requireViewer(db, request);
    return { posts: await ownScheduledPosts(db, viewer) };
  });
}
