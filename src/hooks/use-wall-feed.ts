// The feeds a screen pages through: a wall's, and the activity feed across the joined walls (usePagedFeed over each).
import { ACTIVITY_FEED_PAGING_KEY } from '../../schema/mirror/activity-feed';
import type { EngineHandle } from './engine';
import { usePagedFeed, type PagedFeed } from './use-paged-feed';
import { useActivityPosts, useWallPosts } from './use-posts';

const loadWall = (engine: EngineHandle, key: string, more: boolean) => engine.posts.loadWall(key, more);
const loadActivity = (engine: EngineHandle, _key: string, more: boolean) => engine.posts.loadActivity(more);
const useActivityRows = (_key: string, limit: number) => useActivityPosts(limit);

export function useWallFeed(wallKey: string): PagedFeed {
  return usePagedFeed(wallKey, useWallPosts, loadWall);
}

export function useActivityFeed(): PagedFeed {
  return usePagedFeed(ACTIVITY_FEED_PAGING_KEY, useActivityRows, loadActivity);
}
