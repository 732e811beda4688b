// Runs the route guards on every navigation and renders the screen only once they let it through.
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute } from './routes';
import { useSession } from './session-context';
import { runGuards } from './guards/pipeline';
import { targetPath } from './guards/guard-types';
import { clearStoredRedirect, readStoredRedirect, storeRedirect } from './guards/redirect-store';

export default function GuardGate({ children }: { children: ReactNode }) {
  const { ready, signedIn, configuration, userData } = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  const target = useMemo(
    () => ({ name: matchRoute(pathname)?.name ?? null, pathname, search, hash }),
    [pathname, search, hash],
  );
  const decision = useMemo(
    () => (ready ? runGuards({ signedIn, configuration, userData, storedRedirect: readStoredRedirect(), target }) : null),
    [ready, signedIn, configuration, userData, target],
  );
  const here = targetPath(target);
  const leaving = decision !== null && decision.to !== here;

  useLayoutEffect(() => {
    if (!decision) return;
    if (decision.storeRedirect) storeRedirect(decision.storeRedirect);
    if (decision.clearStoredRedirect) clearStoredRedirect();
    if (decision.to !== here) void navigate(decision.to, { replace: true });
  }, [decision, here, navigate]);

  // Nothing until the mirror has told us who is signed in: a flash of the wrong screen is worse.
  if (!ready || leaving) return null;
  return <>{children}</>;
}
