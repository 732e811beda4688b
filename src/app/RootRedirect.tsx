// Root (spec 2.1): to the configured home page when signed in (spec 2.2), otherwise to login.
import { Navigate } from 'react-router';
import { useGroups } from '../hooks/use-groups';
import { homePath } from './home-page';
import { href } from './routes';
import { useSession } from './session-context';

export default function RootRedirect() {
  const { signedIn, configuration } = useSession();
  const groups = useGroups();
  if (!signedIn) return <Navigate to={href('login')} replace />;
  if (groups === undefined) return null;
  return <Navigate to={homePath(configuration?.home_navigation_item, groups)} replace />;
}
