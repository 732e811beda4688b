// A paged feed's posts (a wall's pins first) with its states: loading, a readable error with Try again, empty, caught up, and the load-more sentinel.
import { useTranslation } from 'react-i18next';
import type { PagedFeed } from '../../hooks/use-paged-feed';
import type { PostView } from '../../hooks/mirror-views';
import { useLocalMessage } from '../../i18n/use-local-message';
import LoadMoreSentinel from '../LoadMoreSentinel';
import PostCard from '../PostCard';
import ScreenSkeleton from '../ScreenSkeleton';

interface Props {
  feed: PagedFeed;
  /** feeds across walls name each post's group: its name by wall key */
  groupNames?: ReadonlyMap<string, string>;
  /** a wall's live pins, leading the feed marked; the rest keep their order without them */
  pins?: PostView[];
  /** the words when there are none (the caller's, translated); "No posts yet." by default */
  emptyText?: string;
}

export default function FeedPosts({ feed, groupNames, pins = [], emptyText }: Props) {
  const { t } = useTranslation('posts');
  const local = useLocalMessage();
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
          <span>{local(feed.error)}</span>
          <button type="button" className="button button--small" onClick={feed.retry}>
            {t('actions.tryAgain')}
          </button>
        </div>
      )}
      {empty && !feed.fetching && !feed.error && <p className="card empty muted">{emptyText ?? t('feed.empty')}</p>}
      {feed.fetching && posts.length === 0 && pins.length === 0 && !feed.error && <ScreenSkeleton label={t('feed.loading')} />}
      {feed.fetching && posts.length > 0 && <p className="muted feed__loading">{t('feed.loading')}</p>}
      {feed.complete && posts.length > 0 && <p className="muted feed__end">{t('feed.caughtUp')}</p>}
      {!feed.complete && <LoadMoreSentinel onChange={feed.onEndVisible} />}
    </>
  );
}
