// /groups: the member's groups and the other groups they can see, each opening its feed, with the admin's requests.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useGroups } from '../../hooks/use-groups';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useWaitingRequestCount } from '../../hooks/use-membership-requests';
import { useLocalMessage } from '../../i18n/use-local-message';
import { listedInGroups } from '../../lib/group-rules';
import ActivityFeedListItem from './ActivityFeedListItem';
import GroupListItem from './GroupListItem';

export default function GroupsScreen() {
  const { t } = useTranslation('groups');
  const local = useLocalMessage();
  useDocumentTitle(t('title'));
  const groups = useGroups();
  // The mirror shows at once; the refresh only brings it up to date.
  const { fetching: refreshing, error } = useEngineLoad('groups', (engine) => engine.groups.refresh());
  const waiting = useWaitingRequestCount();

  if (groups === undefined) return <ScreenSkeleton label={t('loading')} />;
  const listed = groups.filter(listedInGroups).sort((a, b) => a.name.localeCompare(b.name));
  const mine = listed.filter((g) => g.is_mine === 1);
  const others = listed.filter((g) => g.is_mine === 0);
  const reviews = groups.some((g) => g.user_role === 'admin' && g.membership_type === 'private');

  return (
    <div className="stack">
      <div className="screen-header">
        <h1>{t('title')}</h1>
        {reviews && (
          <Link className="button button--small button--quiet" to={href('groupsRequests', {})}>
            {waiting > 0 ? t('membershipRequestsWaiting', { n: waiting }) : t('membershipRequests')}
          </Link>
        )}
      </div>
      {listed.length === 0 && refreshing && <ScreenSkeleton label={t('loading')} />}
      {listed.length === 0 && !refreshing && (
        <p className={`card empty${error ? '' : ' muted'}`} role={error ? 'alert' : undefined}>
          {error ? local(error) : t('none')}
        </p>
      )}
      <ul className="group-list" data-testid="activity-feed-entry">
        <ActivityFeedListItem />
      </ul>
      {mine.length > 0 && (
        <section aria-labelledby="my-groups">
          <h2 id="my-groups">{t('mine')}</h2>
          <ul className="group-list" data-testid="my-groups">
            {mine.map((g) => (
              <GroupListItem key={g.key} group={g} />
            ))}
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="other-groups">
          <h2 id="other-groups">{t('others')}</h2>
          <ul className="group-list" data-testid="other-groups">
            {others.map((g) => (
              <GroupListItem key={g.key} group={g} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
