// /groups/{groupId}: a group's feed, newest first, with the composer when the member may post and its membership action.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { href } from '../../app/routes';
import PostComposer from '../../components/composer/PostComposer';
import GroupMembershipButton from '../../components/GroupMembershipButton';
import LoadMoreSentinel from '../../components/LoadMoreSentinel';
import PostCard from '../../components/PostCard';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { getEngine } from '../../hooks/engine';
import { useGroup } from '../../hooks/use-groups';
import { useWaitingRequestCount } from '../../hooks/use-membership-requests';
import { useWallFeed } from '../../hooks/use-wall-feed';
import { useWallPins } from '../../hooks/use-wall-pins';
import { canPost } from '../../lib/group-rules';

export default function GroupFeedScreen({ groupKey }: { groupKey: string }) {
  const group = useGroup(groupKey);
  const feed = useWallFeed(groupKey);
  const waiting = useWaitingRequestCount(groupKey);
  const reviews = group?.user_role === 'admin' && group.membership_type === 'private';
  // What is on screen is seen: the groups list counts unread posts from the newest one shown.
  const newest = feed.posts?.[0]?.sort_key;
  useEffect(() => {
    if (newest) void getEngine().groups.markSeen(groupKey).catch(() => undefined);
  }, [groupKey, newest]);
  useDocumentTitle(group?.name ?? undefined);

  // Live pins lead the feed, marked; the rest keep their time order without them.
  const pins = useWallPins(groupKey);
  const pinnedUids = new Set(pins.map((p) => p.uid));
  const posts = (feed.posts ?? []).filter((p) => !pinnedUids.has(p.uid));
  const empty = feed.posts !== undefined && posts.length === 0 && pins.length === 0;

  return (
    <div className="stack" data-testid="group-feed" data-group-key={groupKey}>
      {/* No back control: a feed is a top-level area, reached from the navigation bars. */}
      <div className="screen-header">
        <div>
          <h1>{group?.name ?? groupKey}</h1>
          {group?.description && <p className="muted">{group.description}</p>}
        </div>
        {group && <GroupMembershipButton group={group} />}
        {reviews && (
          <Link className="button button--small button--quiet" to={href('groupsRequests', { groupId: groupKey })}>
            Requests{waiting > 0 ? ` (${waiting})` : ''}
          </Link>
        )}
      </div>

      {group && canPost(group) && (
        <PostComposer group={group} />
      )}

      <div className="feed" data-testid="feed">
        {pins.map((post) => (
          <PostCard key={post.uid} post={post} pinned />
        ))}
        {posts.map((post) => (
          // The client id outlives the swap from optimistic row to server row, so the card is kept.
          <PostCard key={post.client_id ?? post.uid} post={post} />
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
      {empty && !feed.fetching && !feed.error && <p className="card empty muted">No posts yet.</p>}
      {feed.fetching && posts.length === 0 && pins.length === 0 && !feed.error && <ScreenSkeleton label="Loading posts…" />}
      {feed.fetching && posts.length > 0 && <p className="muted feed__loading">Loading posts…</p>}
      {feed.complete && posts.length > 0 && <p className="muted feed__end">You're all caught up.</p>}
      {!feed.complete && <LoadMoreSentinel onChange={feed.onEndVisible} />}
    </div>
  );
}
