// Root (spec 2.1): to the configured home page when signed in (spec 2.2), otherwise to login.
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import ScreenSkeleton from '../components/ScreenSkeleton';
import { getEngine } from '../hooks/engine';
import { useGroups } from '../hooks/use-groups';
import { homePath } from './home-page';
import { href } from './routes';
import { useSession } from './session-context';

const HOME_WAIT_MS = 3_000;

export default function RootRedirect() {
  const { signedIn, configuration } = useSession();
  const groups = useGroups();
  const item = configuration?.home_navigation_item;
  const wallMissing = item?.type === 'wall' && groups !== undefined && !groups.some((g) => g.id === item.wall_id);
  const [refreshed, setRefreshed] = useState(false);

  useEffect(() => {
    // Right after a first sign-in the mirror has no groups yet: ask once before settling for the list.
    if (!signedIn || !wallMissing || refreshed) return;
    // Not for long: offline, the request would wait out its retries.
    const patience = new Promise((resolve) => setTimeout(resolve, HOME_WAIT_MS));
    void Promise.race([getEngine().groups.refresh(), patience])
      .catch(() => undefined)
      .finally(() => setRefreshed(true));
  }, [signedIn, wallMissing, refreshed]);

  if (!signedIn) return <Navigate to={href('login')} replace />;
  // Right after sign-in this wait is what the member sees: the shape of the feed, not a blank area.
  if (groups === undefined || (wallMissing && !refreshed)) return <ScreenSkeleton label="Loading your community…" />;
  return <Navigate to={homePath(item, groups)} replace />;
}
