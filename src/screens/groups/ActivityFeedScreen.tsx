// /groups/onefeed: the activity feed, newest posts of every group the member joined and their own, each card naming its group.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import FeedPosts from '../../components/feed/FeedPosts';
import SubscriptionNudge from '../../components/premium/SubscriptionNudge';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useGroups } from '../../hooks/use-groups';
import { useActivityFeed } from '../../hooks/use-wall-feed';

export default function ActivityFeedScreen() {
  const { t } = useTranslation('groups');
  useDocumentTitle(t('activityFeed.name'));
  const feed = useActivityFeed();
  const groups = useGroups();
  const names = useMemo(() => new Map((groups ?? []).map((g) => [g.key, g.name])), [groups]);

  return (
    <div className="stack" data-testid="activity-feed">
      <div className="screen-header">
        <div>
          <h1>{t('activityFeed.name')}</h1>
          <p className="muted">{t('activityFeed.intro')}</p>
        </div>
      </div>
      <SubscriptionNudge />
      <FeedPosts feed={feed} groupNames={names} emptyText={t('activityFeed.empty')} />
    </div>
  );
}
