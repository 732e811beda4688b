// The activity feed on the device (docs/product.md 3's pseudo group): its route key, its paging row, and which mirrored posts it shows.
import type { LocalGroup } from './groups';
import type { LocalPost } from './posts';

/** `/groups/onefeed` opens the activity feed (the deep link's name); no real group may take this key. */
export const ACTIVITY_FEED_ROUTE_KEY = 'onefeed';

/** Its paging row in the walls table (a colon keeps it apart from every group key, as `comments:<id>` rows do). */
export const ACTIVITY_FEED_PAGING_KEY = 'feed:activity';

/** The walls the member joined, as the groups mirror says now (a pending join is not yet one). */
export function joinedWallKeys(groups: readonly Pick<LocalGroup, 'key' | 'membership_status'>[]): Set<string> {
  return new Set(groups.filter((g) => g.membership_status === 'member').map((g) => g.key));
}

/**
 * The server's rule (server/domains/posts/activity-feed.ts) on what the device holds: a post of a joined group, or the
 * member's own (the device holds posts of readable groups only, so own posts are readable ones).
 */
export function inActivityFeed(post: Pick<LocalPost, 'wall_key' | 'author_id'>, joined: ReadonlySet<string>, me: number | null | undefined): boolean {
  return joined.has(post.wall_key) || (me != null && post.author_id === me);
}
