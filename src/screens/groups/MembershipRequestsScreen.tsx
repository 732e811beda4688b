// /groups/{groupId?}/requests: the membership requests a group admin answers, for one group or every group they run.
import { useParams } from '../../app/router';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useGroups } from '../../hooks/use-groups';
import GroupRequestsSection from './GroupRequestsSection';

export default function MembershipRequestsScreen() {
  const { groupId } = useParams();
  useDocumentTitle('Membership requests');
  const groups = useGroups();
  if (groups === undefined) return <ScreenSkeleton label="Loading requests…" />;
  // Only private groups take requests; an admin reviews the groups they run.
  const reviewed = groups
    .filter((g) => g.membership_type === 'private' && g.user_role === 'admin' && (groupId === undefined || g.key === groupId))
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <div className="stack">
      <h1>Membership requests</h1>
      {reviewed.length === 0 && <p className="card empty muted">There are no groups here whose requests you answer.</p>}
      {reviewed.map((g) => (
        <GroupRequestsSection key={g.key} group={g} />
      ))}
    </div>
  );
}
