// The routers: one over the browser's history (under a base path in webview mode) and one in memory for component tests.
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { LocationContext, NavigationContext } from './context';
import { browserHistory, memoryHistory, type History } from './history';
import { normalizeBasename, stripBasename } from './paths';

interface RouterProps {
  history: History;
  basename?: string;
  children?: ReactNode;
}

/**
 * Renders `children` with the history's location, base stripped; nothing when the address lies outside the base.
 * useSyncExternalStore updates synchronously, never as a transition: a link to a screen whose chunk is still loading
 * shows the skeleton at once instead of leaving the old screen up and interactive (docs/decisions.md, the member's shell).
 */
export function Router({ history, basename: base, children = null }: RouterProps) {
  const basename = normalizeBasename(base);
  const snapshot = useSyncExternalStore(history.subscribe, history.snapshot, history.snapshot);
  const navigation = useMemo(() => ({ history, basename }), [history, basename]);
  const current = useMemo(() => {
    const pathname = stripBasename(snapshot.location.pathname, basename);
    return pathname === null ? null : { action: snapshot.action, location: { ...snapshot.location, pathname } };
  }, [snapshot, basename]);
  if (!current) return null;
  return (
    <NavigationContext.Provider value={navigation}>
      <LocationContext.Provider value={current}>{children}</LocationContext.Provider>
    </NavigationContext.Provider>
  );
}

export function BrowserRouter({ basename, children }: { basename?: string; children?: ReactNode }) {
  const [history] = useState(() => browserHistory());
  return <Router history={history} basename={basename}>{children}</Router>;
}

export function MemoryRouter({ initialEntries, initialIndex, basename, children }: { initialEntries?: string[]; initialIndex?: number; basename?: string; children?: ReactNode }) {
  const [history] = useState(() => memoryHistory(initialEntries, initialIndex));
  return <Router history={history} basename={basename}>{children}</Router>;
}
