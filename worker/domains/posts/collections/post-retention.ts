// Which posts a device keeps for offline reading: the posts collection's retention sweep and the list of opened posts.
import Dexie from 'dexie';
import { DEFAULT_OFFLINE_POST_BUDGET, KEEP_NEWEST_PER_WALL, KEEP_OPENED_POSTS } from '../../../../schema/constants';
import type { LocalDb } from '../../../../schema/local-db';
import { ACTIVITY_FEED_PAGING_KEY, inActivityFeed, joinedWallKeys } from '../../../../schema/mirror/activity-feed';
import { hottestPagingKey } from '../../../../schema/mirror/groups';
import { kvGet, kvPut } from '../../../kv';
import type { ApplyContext } from '../../../collections/collection';

/** The member opened a post on this device: it stays through sweeps (most recent last, the oldest beyond the cap go). Call inside a transaction. */
export async function rememberOpenedPost(db: LocalDb, id: number): Promise<void> {
  const opened = (await kvGet(db, 'openedPosts')) ?? [];
  if (opened.at(-1) === id) return;
  await kvPut(db, 'openedPosts', [...opened.filter((x) => x !== id), id].slice(-KEEP_OPENED_POSTS));
}

/**
 * Rows the sweep never takes besides unsent and own ones: each wall's first page, and the posts the member opened. The
 * activity feed's first page is kept with them: its newest posts of the joined walls are among each wall's newest.
 */
async function keptUids(db: LocalDb): Promise<Set<string>> {
  const kept = new Set<string>();
  const walls = (await db.posts.orderBy('wall_key').uniqueKeys()) as string[];
  for (const wall of walls) {
    const newest = await db.posts
      .where('[wall_key+sort_key]')
      .between([wall, Dexie.minKey], [wall, Dexie.maxKey])
      .reverse()
      .limit(KEEP_NEWEST_PER_WALL)
      .primaryKeys();
    for (const uid of newest) kept.add(uid);
  }
  const opened = (await kvGet(db, 'openedPosts')) ?? [];
  for (const uid of await db.posts.where('id').anyOf(opened).primaryKeys()) kept.add(uid);
  return kept;
}

/**
 * Brings the posts down to the budget, oldest first across walls; what the member wrote (sent or not), opened or sees
 * first on a wall stays even over budget. A wall that lost rows pages again from its newest, so no gap opens in its feed.
 */
export async function sweepPosts(db: LocalDb, budget: number, ctx: ApplyContext): Promise<number> {
  const excess = (await db.posts.count()) - budget;
  if (excess <= 0) return 0;
  const kept = await keptUids(db);
  const me = (await kvGet(db, 'session'))?.user_id;
  const joined = joinedWallKeys(await db.groups.toArray());
  const oldest = await db.posts
    .orderBy('sort_key')
    .filter((p) => !p.status && p.author_id !== me && !kept.has(p.uid))
    .limit(excess)
    .toArray();
  // Every feed that lost rows pages again from its first page: the wall's Recent and Hottest, the activity feed too.
  const feeds = new Set(oldest.flatMap((p) => [p.wall_key, hottestPagingKey(p.wall_key)]));
  if (oldest.some((p) => inActivityFeed(p, joined, me))) feeds.add(ACTIVITY_FEED_PAGING_KEY);
  await db.walls.bulkDelete([...feeds]);
  await ctx.forget({ postIds: oldest.map((p) => p.id) });
  return oldest.length;
}

/** The budgets the sweep applies on this device: the member's choice of offline posts, else the default. */
export async function deviceBudgets(db: LocalDb): Promise<Record<string, number>> {
  return { posts: (await kvGet(db, 'offlinePostBudget')) ?? DEFAULT_OFFLINE_POST_BUDGET };
}
