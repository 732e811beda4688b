// The groups route (/groups/{groupId?}/{sort?}): the list without a group, the activity feed under its key, else that group's feed.
import { useParams } from '../../app/router';
import { ACTIVITY_FEED_ROUTE_KEY } from '../../../schema/mirror/activity-feed';
import { lazyScreen } from '../../app/lazy-screen';
import GroupFeedScreen from './GroupFeedScreen';

// A group's feed is the home screen and comes with the route; the list and the activity feed load when opened.
const ActivityFeedScreen = lazyScreen(() => import('./ActivityFeedScreen'));
const GroupsScreen = lazyScreen(() => import('./GroupsScreen'));

export default function GroupsRouteScreen() {
  const { groupId, sort } = useParams();
  if (!groupId) return <GroupsScreen />;
  if (groupId === ACTIVITY_FEED_ROUTE_KEY) return <ActivityFeedScreen />;
  // Keyed so that moving between groups or sorts starts each feed afresh (paging, scroll sentinel, its mirror reads).
  // Any {sort} other than hottest is the default, Recent.
  const wallSort = sort === 'hottest' ? 'hottest' : 'recent';
  return <GroupFeedScreen key={`${groupId}/${wallSort}`} groupKey={groupId} sort={wallSort} />;
}
