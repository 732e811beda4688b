// Keeps the in-app back stack and the scroll position rules in step with the router.
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { backTarget, recordNavigation } from '../app/nav-history';
import { href, keepScrollRouteNames, matchRoute } from '../app/routes';

let entries: string[] = [];

/** Call once, in the layout: records each navigation and scrolls to the top unless the screen keeps scroll. */
export function useNavigationTracking(): void {
  const location = useLocation();
  const action = useNavigationType();
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    entries = recordNavigation(entries, action, path);
  }, [action, path]);

  useEffect(() => {
    const name = matchRoute(location.pathname)?.name;
    if (!name || !keepScrollRouteNames.includes(name)) window.scrollTo(0, 0);
  }, [location.pathname]);
}

/** Back as spec 4 wants it: through the kept history, or to root when it holds one entry or none. */
export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (backTarget(entries).kind === 'history') void navigate(-1);
    else void navigate(href('root'));
  }, [navigate]);
}
