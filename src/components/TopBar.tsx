// The app's top bar: community name, navigation, connectivity, sign out.
import { useState } from 'react';
import type { Mutation } from '../../schema/outbox';
import { Link, useNavigate } from 'react-router';
import { href } from '../app/routes';
import { useSession } from '../app/session-context';
import { clearStoredRedirect } from '../app/guards/redirect-store';
import { clearServiceWorkerQueues } from '../app/service-worker';
import { getEngine } from '../hooks/engine';
import ConnectivityIndicator from './ConnectivityIndicator';
import SignOutDialog from './SignOutDialog';

export default function TopBar() {
  const { signedIn, configuration, endSessionLocally } = useSession();
  const navigate = useNavigate();
  const [unsent, setUnsent] = useState<Mutation[] | null>(null);
  const [busy, setBusy] = useState(false);

  const signOut = () => {
    setUnsent(null);
    // Leave first, so no guard mistakes the current screen for a deep link to come back to.
    endSessionLocally();
    clearStoredRedirect();
    clearServiceWorkerQueues();
    void navigate(href('login'), { replace: true });
    getEngine()
      .session.signOut()
      .catch((err: unknown) => console.warn('Sign-out failed', err));
  };

  const requestSignOut = async () => {
    setBusy(true);
    try {
      const waiting = await getEngine().outbox.unsent();
      if (waiting.length > 0) setUnsent(waiting);
      else signOut();
    } catch {
      signOut();
    } finally {
      setBusy(false);
    }
  };

  return (
    <header className="top-bar">
      <Link to={href('root')} className="top-bar__brand">
        {configuration?.app_name || 'Community'}
      </Link>
      <nav className="top-bar__nav" aria-label="Main">
        {signedIn && <Link to={href('groups')}>Groups</Link>}
        {signedIn && <Link to={href('profileSettings')}>Settings</Link>}
      </nav>
      <ConnectivityIndicator />
      {signedIn ? (
        <button type="button" className="button button--quiet" onClick={requestSignOut} disabled={busy}>
          Sign out
        </button>
      ) : (
        <Link className="button button--quiet" to={href('login')}>
          Log in
        </Link>
      )}
      {unsent !== null && <SignOutDialog unsent={unsent} onConfirm={signOut} onCancel={() => setUnsent(null)} />}
    </header>
  );
}
