// Root (docs/product.md 2.1): to the configured home page when signed in (docs/product.md 2.2), otherwise to login.
import { useEffect, useState } from 'react';
import { Navigate } from './router';
import ScreenSkeleton from '../components/ScreenSkeleton';
import { getEngine } from '../data/engine';
import { localDb } from '../data/local-db';
import { useGroups } from '../hooks/use-groups';
import { useOnline } from '../hooks/use-online';
import { homePath } from './home-page';
import { href } from './links';
import { useSession } from './session-context';

export default function RootRedirect() {
  const { signedIn, configuration } = useSession();
  const groups = useGroups();
  const item = configuration?.home_navigation_item;
  const wallMissing = item?.type === 'wall' && groups !== undefined && !groups.some((g) => g.id === item.wall_id);
  const wallId = item?.type === 'wall' ? (item.wall_id ?? -1) : -1;
  const [refreshed, setRefreshed] = useState(false);
  // Offline nothing is coming: the groups list the device has stands in at once.
  const online = useOnline();

  useEffect(() => {
    // Right after a first sign-in the mirror has no groups yet: ask once, and go home when the answer is in
    // (the groups list when it fails), however long a slow network takes; never on a timer's guess.
    if (!signedIn || !wallMissing || refreshed || !online) return;
    let live = true;
    void getEngine()
      .groups.refresh()
      .catch(() => undefined)
      // The answer may be in the mirror before this screen's live query shows it: then wait for the query, which
      // clears wallMissing; only a wall the mirror still lacks sends the member to the list.
      .then(() => localDb().groups.where('id').equals(wallId).count())
      .catch(() => 0)
      .then((found) => live && found === 0 && setRefreshed(true));
    return () => {
      live = false;
    };
  }, [signedIn, wallMissing, refreshed, online, wallId]);

  if (!signedIn) return <Navigate to={href('login')} replace />;
  // Right after sign-in this wait is what the member sees: the shape of the feed, not a blank area.
  if (groups === undefined || (wallMissing && !refreshed && online)) return <ScreenSkeleton label="Loading your community…" />;
  return <Navigate to={homePath(item, groups)} replace />;
}
