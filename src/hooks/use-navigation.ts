// Keeps the in-app back stack and the scroll rules in step with the router.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from '../app/router';
import { NAV_HISTORY_MAX } from '../../schema/constants';
import { backTarget, recordNavigation } from '../app/nav-history';
import { href, matchRoute, type RouteName } from '../app/links';
import { scrollAction } from '../app/scroll-policy';

let entries: string[] = [];
/** Last scroll position per history entry (router location key), for screens that keep scroll. */
const positions = new Map<string, number>();
/** Content arrives from the mirror a few frames after the screen; try restoring for about a second. */
const RESTORE_FRAMES = 60;

function remember(key: string, y: number) {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > NAV_HISTORY_MAX * 2) positions.delete(positions.keys().next().value as string);
}

/** Call once, in the layout: records each navigation, then scrolls as docs/product.md 2.1 says. */
export function useNavigationTracking(): void {
  const location = useLocation();
  const action = useNavigationType();
  const path = `${location.pathname}${location.search}`;
  const name = matchRoute(location.pathname)?.name ?? null;
  const previousName = useRef<RouteName | null>(null);

  useEffect(() => {
    entries = recordNavigation(entries, action, path);
  }, [action, path]);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Layout effects: the old entry's listener goes before the browser reports the new screen's scroll.
  useLayoutEffect(() => {
    const key = location.key;
    const onScroll = () => remember(key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [location.key]);

  useLayoutEffect(() => {
    const what = scrollAction(previousName.current, name, action);
    previousName.current = name;
    if (what === 'top') window.scrollTo(0, 0);
    if (what !== 'restore') return;
    const y = positions.get(location.key) ?? 0;
    let frames = 0;
    let raf = 0;
    const step = () => {
      window.scrollTo(0, y);
      if (Math.abs(window.scrollY - y) > 1 && frames++ < RESTORE_FRAMES) raf = requestAnimationFrame(step);
    };
    step();
    return () => cancelAnimationFrame(raf);
  }, [location.key, name, action]);
}

/**
 * Back as docs/product.md 4 wants it: through the kept history, or to root when it holds one entry or none. A screen opened
 * from a link may name a better place than root for that case (a post's group).
 */
export function useBack(fallback: string = href('root')): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (backTarget(entries).kind === 'history') void navigate(-1);
    else void navigate(fallback);
  }, [navigate, fallback]);
}
