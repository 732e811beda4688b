// /groups: the member's groups and the other groups they can see, each opening its feed.
import { useEffect, useState } from 'react';
import { getEngine } from '../../hooks/engine';
import { useGroups } from '../../hooks/use-groups';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { listedInGroups } from '../../lib/group-rules';
import GroupListItem from './GroupListItem';

export default function GroupsScreen() {
  useDocumentTitle('Groups');
  const groups = useGroups();
  const [refreshing, setRefreshing] = useState(true);

  useEffect(() => {
    // The mirror shows at once; the refresh only brings it up to date.
    getEngine()
      .groups.refresh()
      .catch((err: unknown) => console.warn('Could not refresh groups', err))
      .finally(() => setRefreshing(false));
  }, []);

  if (groups === undefined) return null;
  const listed = groups.filter(listedInGroups).sort((a, b) => a.name.localeCompare(b.name));
  const mine = listed.filter((g) => g.is_mine === 1);
  const others = listed.filter((g) => g.is_mine === 0);

  return (
    <div className="stack">
      <h1>Groups</h1>
      {listed.length === 0 && <p className="card empty muted">{refreshing ? 'Loading groups…' : 'There are no groups yet.'}</p>}
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
