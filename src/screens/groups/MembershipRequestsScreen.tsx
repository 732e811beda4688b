// /groups/{groupId?}/requests: the membership requests a group admin answers, for one group or every group they run.
import { useTranslation } from 'react-i18next';
import { useParams } from '../../app/router';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useGroups } from '../../hooks/use-groups';
import GroupRequestsSection from './GroupRequestsSection';

export default function MembershipRequestsScreen() {
  const { groupId } = useParams();
  const { t } = useTranslation('groups');
  useDocumentTitle(t('membershipRequests'));
  const groups = useGroups();
  if (groups === undefined) return <ScreenSkeleton label={t('requests.loading')} />;
  // Only private groups take requests; an admin reviews the groups they run.
  const reviewed = groups
    .filter((g) => g.membership_type === 'private' && g.user_role === 'admin' && (groupId === undefined || g.key === groupId))
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <div className="stack">
      <h1>{t('membershipRequests')}</h1>
      {reviewed.length === 0 && <p className="card empty muted">{t('requests.noGroups')}</p>}
      {reviewed.map((g) => (
        <GroupRequestsSection key={g.key} group={g} />
      ))}
    </div>
  );
}
