// The activity feed as the first entry of the groups list: a pseudo group opening the posts of every joined group.
import { Link } from '../../app/router';
import { ACTIVITY_FEED_ROUTE_KEY } from '../../../schema/mirror/activity-feed';
import { href } from '../../app/links';
import { ACTIVITY_FEED_NAME } from '../../lib/group-rules';

export default function ActivityFeedListItem() {
  return (
    <li className="group-card card">
      <Link className="group-item" to={href('groups', { groupId: ACTIVITY_FEED_ROUTE_KEY })} data-testid="group-item" data-group-key={ACTIVITY_FEED_ROUTE_KEY}>
        <span className="group-item__image group-item__image--blank" aria-hidden="true">
          ★
        </span>
        <span className="group-item__text">
          <span className="group-item__name">{ACTIVITY_FEED_NAME}</span>
          <span className="group-item__meta">
            <span>Posts from all your groups</span>
          </span>
        </span>
      </Link>
    </li>
  );
}
