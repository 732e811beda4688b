// A paged feed's posts (a wall's pins first) with its states: loading, a readable error with Try again, empty, caught up, and the load-more sentinel.
import type { PagedFeed } from '../../hooks/use-paged-feed';
import type { PostView } from '../../hooks/mirror-views';
import LoadMoreSentinel from '../LoadMoreSentinel';
import PostCard from '../PostCard';
import ScreenSkeleton from '../ScreenSkeleton';

interface Props {
  feed: PagedFeed;
  /** feeds across walls name each post's group: its name by wall key */
  groupNames?: ReadonlyMap<string, string>;
  /** a wall's live pins, leading the feed marked; the rest keep their order without them */
  pins?: PostView[];
  emptyText?: string;
}

export default function FeedPosts({ feed, groupNames, pins = [], emptyText = 'No posts yet.' }: Props) {
  const pinnedUids = new Set(pins.map((p) => p.uid));
  const posts = (feed.posts ?? []).filter((p) => !pinnedUids.has(p.uid));
  const empty = feed.posts !== undefined && posts.length === 0 && pins.length === 0;
  return (
    <>
      <div className="feed" data-testid="feed">
        {pins.map((post) => (
          <PostCard key={post.uid} post={post} pinned />
        ))}
        {posts.map((post) => (
          // The client id outlives the swap from optimistic row to server row, so the card is kept.
          <PostCard
            key={post.client_id ?? post.uid}
            post={post}
            groupKey={groupNames ? post.wall_key : undefined}
            groupName={groupNames?.get(post.wall_key)}
          />
        ))}
      </div>

      {feed.error && (
        <div className="card notice" role="alert">
          <span>{feed.error}</span>
          <button type="button" className="button button--small" onClick={feed.retry}>
            Try again
          </button>
        </div>
      )}
      {empty && !feed.fetching && !feed.error && <p className="card empty muted">{emptyText}</p>}
      {feed.fetching && posts.length === 0 && pins.length === 0 && !feed.error && <ScreenSkeleton label="Loading posts…" />}
      {feed.fetching && posts.length > 0 && <p className="muted feed__loading">Loading posts…</p>}
      {feed.complete && posts.length > 0 && <p className="muted feed__end">You're all caught up.</p>}
      {!feed.complete && <LoadMoreSentinel onChange={feed.onEndVisible} />}
    </>
  );
}
