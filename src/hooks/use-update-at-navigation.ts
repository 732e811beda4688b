// The next navigation after the update notice loads the new build (docs/architecture.md, "Updates").
import { useEffect, useRef } from 'react';
import { useLocation } from '../app/router';
import { applyUpdate, updatePending } from '../app/update-notice';

/** Call once, in the layout: a move to another screen while a new build waits takes it (the page reloads there). */
export function useUpdateAtNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current && updatePending()) applyUpdate();
    first.current = pathname;
  }, [pathname]);
}
