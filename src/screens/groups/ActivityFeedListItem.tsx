// The activity feed as the first entry of the groups list: a pseudo group opening the posts of every joined group.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { ACTIVITY_FEED_ROUTE_KEY } from '../../../schema/mirror/activity-feed';
import { href } from '../../app/links';

export default function ActivityFeedListItem() {
  const { t } = useTranslation('groups');
  return (
    <li className="group-card card">
      <Link className="group-item" to={href('groups', { groupId: ACTIVITY_FEED_ROUTE_KEY })} data-testid="group-item" data-group-key={ACTIVITY_FEED_ROUTE_KEY}>
        <span className="group-item__image group-item__image--blank" aria-hidden="true">
          ★
        </span>
        <span className="group-item__text">
          <span className="group-item__name">{t('activityFeed.name')}</span>
          <span className="group-item__meta">
            <span>{t('activityFeed.summary')}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}
