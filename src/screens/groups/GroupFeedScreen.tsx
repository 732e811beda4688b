// /groups/{groupId}/{sort?}: a group's feed, Recent (newest first) or Hottest, with the composer when the member may post and its membership action.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import PostComposer from '../../components/composer/PostComposer';
import GroupMembershipButton from '../../components/GroupMembershipButton';
import FeedPosts from '../../components/feed/FeedPosts';
import SubscriptionNudge from '../../components/premium/SubscriptionNudge';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { getEngine } from '../../data/engine';
import { useGroup } from '../../hooks/use-groups';
import { useWaitingRequestCount } from '../../hooks/use-membership-requests';
import { useOnline } from '../../hooks/use-online';
import { useWallFeed, type WallSort } from '../../hooks/use-wall-feed';
import { useWallPins } from '../../hooks/use-wall-pins';
import { canPost } from '../../lib/group-rules';
import FeedSortSwitch from './FeedSortSwitch';

export default function GroupFeedScreen({ groupKey, sort }: { groupKey: string; sort: WallSort }) {
  // The screen's words come before its first frame: the route's skeleton shows while they load (Suspense).
  const { t } = useTranslation('groups');
  // A shell namespace: the link's word is already loaded.
  const { t: tEvents } = useTranslation('events');
  const group = useGroup(groupKey);
  const feed = useWallFeed(groupKey, sort);
  const online = useOnline();
  const waiting = useWaitingRequestCount(groupKey);
  const reviews = group?.user_role === 'admin' && group.membership_type === 'private';
  // What is on screen is seen: the groups list counts unread posts from the newest one shown (Recent's first).
  const newest = sort === 'recent' ? feed.posts?.[0]?.sort_key : undefined;
  useEffect(() => {
    if (newest) void getEngine().groups.markSeen(groupKey).catch(() => undefined);
  }, [groupKey, newest]);
  useDocumentTitle(group?.name ?? undefined);

  // Live pins lead the feed, marked (FeedPosts leaves them out of the rest).
  const pins = useWallPins(groupKey);

  return (
    <div className="stack" data-testid="group-feed" data-group-key={groupKey}>
      {/* No back control: a feed is a top-level area, reached from the navigation bars. */}
      <div className="screen-header">
        <div>
          <h1 dir="auto">{group?.name ?? groupKey}</h1>
          {group?.description && (
            <p className="muted" dir="auto">
              {group.description}
            </p>
          )}
        </div>
        {group && <GroupMembershipButton group={group} />}
        <Link className="button button--small button--quiet" to={`${href('events')}?group=${encodeURIComponent(groupKey)}`} data-testid="group-events">
          {tEvents('groupLink')}
        </Link>
        {reviews && (
          <Link className="button button--small button--quiet" to={href('groupsRequests', { groupId: groupKey })}>
            {waiting > 0 ? t('feed.requestsWaiting', { n: waiting }) : t('feed.requests')}
          </Link>
        )}
      </div>

      {group && canPost(group) && (
        <PostComposer group={group} />
      )}

      <FeedSortSwitch groupKey={groupKey} sort={sort} />
      {sort === 'hottest' && (!online || feed.error) && (
        <p className="card notice" role="status" data-testid="hottest-from-device">
          {online ? t('feed.hottestNoAnswer') : t('feed.hottestOffline')}
        </p>
      )}
      <SubscriptionNudge />
      <FeedPosts feed={feed} pins={sort === 'recent' ? pins : undefined} />
    </div>
  );
}
