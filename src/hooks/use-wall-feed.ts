// The feeds a screen pages through: a wall's Recent and Hottest, and the activity feed across the joined walls (usePagedFeed over each).
import { ACTIVITY_FEED_PAGING_KEY } from '../../schema/mirror/activity-feed';
import { hottestPagingKey } from '../../schema/mirror/groups';
import type { EngineHandle } from '../data/engine';
import { usePagedFeed, type PagedFeed } from './use-paged-feed';
import { useActivityPosts, useHottestPosts, useWallPosts } from './use-posts';

const loadWall = (engine: EngineHandle, key: string, more: boolean) => engine.posts.loadWall(key, more);
const loadHottest = (engine: EngineHandle, key: string, more: boolean) => engine.posts.loadHottest(key, more);
const loadActivity = (engine: EngineHandle, _key: string, more: boolean) => engine.posts.loadActivity(more);
const useActivityRows = (_key: string, limit: number) => useActivityPosts(limit);

export type WallSort = 'recent' | 'hottest';

export function useWallFeed(wallKey: string, sort: WallSort = 'recent'): PagedFeed {
  const hottest = sort === 'hottest';
  return usePagedFeed(wallKey, hottest ? hottestPagingKey(wallKey) : wallKey, hottest ? useHottestPosts : useWallPosts, hottest ? loadHottest : loadWall);
}

export function useActivityFeed(): PagedFeed {
  return usePagedFeed(ACTIVITY_FEED_PAGING_KEY, ACTIVITY_FEED_PAGING_KEY, useActivityRows, loadActivity);
}
