// The groups route (/groups/{groupId?}/{sort?}): the list without a group, that group's feed with one.
import { useParams } from 'react-router';
import GroupFeedScreen from './GroupFeedScreen';
import GroupsScreen from './GroupsScreen';

export default function GroupsRouteScreen() {
  const { groupId } = useParams();
  // Keyed so that moving between groups starts each feed afresh (paging, scroll sentinel).
  return groupId ? <GroupFeedScreen key={groupId} groupKey={groupId} /> : <GroupsScreen />;
}
