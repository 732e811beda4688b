// /groups: the member's groups and the other groups they can see, each opening its feed, with the admin's requests.
import { Link } from '../../app/router';
import { href } from '../../app/links';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useGroups } from '../../hooks/use-groups';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useWaitingRequestCount } from '../../hooks/use-membership-requests';
import { listedInGroups } from '../../lib/group-rules';
import ActivityFeedListItem from './ActivityFeedListItem';
import GroupListItem from './GroupListItem';

export default function GroupsScreen() {
  useDocumentTitle('Groups');
  const groups = useGroups();
  // The mirror shows at once; the refresh only brings it up to date.
  const { fetching: refreshing, error } = useEngineLoad('groups', (engine) => engine.groups.refresh());
  const waiting = useWaitingRequestCount();

  if (groups === undefined) return <ScreenSkeleton label="Loading groups…" />;
  const listed = groups.filter(listedInGroups).sort((a, b) => a.name.localeCompare(b.name));
  const mine = listed.filter((g) => g.is_mine === 1);
  const others = listed.filter((g) => g.is_mine === 0);
  const reviews = groups.some((g) => g.user_role === 'admin' && g.membership_type === 'private');

  return (
    <div className="stack">
      <div className="screen-header">
        <h1>Groups</h1>
        {reviews && (
          <Link className="button button--small button--quiet" to={href('groupsRequests', {})}>
            Membership requests{waiting > 0 ? ` (${waiting})` : ''}
          </Link>
        )}
      </div>
      {listed.length === 0 && refreshing && <ScreenSkeleton label="Loading groups…" />}
      {listed.length === 0 && !refreshing && (
        <p className={`card empty${error ? '' : ' muted'}`} role={error ? 'alert' : undefined}>
          {error ?? 'There are no groups yet.'}
        </p>
      )}
      <ul className="group-list" data-testid="activity-feed-entry">
        <ActivityFeedListItem />
      </ul>
      {mine.length > 0 && (
        <section aria-labelledby="my-groups">
          <h2 id="my-groups">Your groups</h2>
          <ul className="group-list" data-testid="my-groups">
            {mine.map((g) => (
              <GroupListItem key={g.key} group={g} />
            ))}
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="other-groups">
          <h2 id="other-groups">More groups</h2>
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
