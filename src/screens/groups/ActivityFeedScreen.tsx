// /groups/onefeed: the activity feed, newest posts of every group the member joined and their own, each card naming its group.
import { useMemo } from 'react';
import FeedPosts from '../../components/feed/FeedPosts';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useGroups } from '../../hooks/use-groups';
import { useActivityFeed } from '../../hooks/use-wall-feed';
import { ACTIVITY_FEED_NAME } from '../../lib/group-rules';

export default function ActivityFeedScreen() {
  useDocumentTitle(ACTIVITY_FEED_NAME);
  const feed = useActivityFeed();
  const groups = useGroups();
  const names = useMemo(() => new Map((groups ?? []).map((g) => [g.key, g.name])), [groups]);

  return (
    <div className="stack" data-testid="activity-feed">
      <div className="screen-header">
        <div>
          <h1>{ACTIVITY_FEED_NAME}</h1>
          <p className="muted">What's new in every group you're in.</p>
        </div>
      </div>
      <FeedPosts feed={feed} groupNames={names} emptyText="Nothing here yet: join a group to see its posts." />
    </div>
  );
}
