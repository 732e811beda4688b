// The router's history stores: the browser's (window.history) and one in memory for component tests, read with useSyncExternalStore.
import { createPath, parsePath, type Location, type NavigationType, type Path } from './paths';

/** What the router renders from: the current location and how it was reached. A new object only when it changes. */
export interface HistorySnapshot {
  location: Location;
  action: NavigationType;
}

export interface History {
  /** the current snapshot (the same object until the next navigation, as useSyncExternalStore needs) */
  snapshot(): HistorySnapshot;
  subscribe(listener: () => void): () => void;
  push(path: Path, state?: unknown): void;
  replace(path: Path, state?: unknown): void;
  go(delta: number): void;
}

/** A history entry's state, in react-router's shape so entries written before the switch read the same. */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function listeners() {
  const set = new Set<() => void>();
  return {
    add(listener: () => void, first?: () => void, last?: () => void): () => void {
      if (set.size === 0) first?.();
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) last?.();
      };
    },
    emit: () => set.forEach((listener) => listener()),
  };
}

/**
 * The browser's history. Each entry the app makes carries `{ usr: state, key, idx }` (react-router's shape): the key
 * names the entry for scroll restoration (src/hooks/use-navigation.ts), and back/forward reads it again (POP).
 */
export function browserHistory(win: Window = window): History {
  const history = win.history;
  const entry = (): EntryState => (history.state ?? {}) as EntryState;
  const read = (action: NavigationType): HistorySnapshot => {
    const { pathname, search, hash } = win.location;
    return { action, location: { pathname, search, hash, state: entry().usr ?? null, key: entry().key ?? 'default' } };
  };
  if (entry().idx == null) history.replaceState({ ...entry(), idx: 0 }, '');
  let current = read('POP');
  const subscribers = listeners();
  const moved = (action: NavigationType) => {
    current = read(action);
    subscribers.emit();
  };
  const onPop = () => moved('POP');
  return {
    snapshot: () => current,
    subscribe: (listener) =>
      subscribers.add(
        listener,
        () => win.addEventListener('popstate', onPop),
        () => win.removeEventListener('popstate', onPop),
      ),
    push(path, state) {
      const url = createPath(path);
      try {
        history.pushState({ usr: state ?? null, key: createKey(), idx: (entry().idx ?? 0) + 1 }, '', url);
      } catch (error) {
        // State that cannot be cloned is the caller's mistake; anything else (Safari's cap on pushes) loads the page.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        win.location.assign(url);
      }
      moved('PUSH');
    },
    replace(path, state) {
      history.replaceState({ usr: state ?? null, key: createKey(), idx: entry().idx ?? 0 }, '', createPath(path));
      moved('REPLACE');
    },
    go: (delta) => history.go(delta),
  };
}

/** A history in memory, for rendering screens in tests: `initialEntries` as paths, the last one current. */
export function memoryHistory(initialEntries: readonly string[] = ['/'], initialIndex?: number): History {
  const toLocation = (path: Partial<Path>, state: unknown, key = createKey()): Location => ({ pathname: '/', search: '', hash: '', ...path, state: state ?? null, key });
  const entries = initialEntries.map((path, i) => toLocation(parsePath(path), null, i === 0 ? 'default' : undefined));
  const clamp = (n: number) => Math.min(Math.max(n, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  let current: HistorySnapshot = { action: 'POP', location: entries[index]! };
  const subscribers = listeners();
  const moved = (action: NavigationType) => {
    current = { action, location: entries[index]! };
    subscribers.emit();
  };
  return {
    snapshot: () => current,
    subscribe: (listener) => subscribers.add(listener),
    push(path, state) {
      entries.splice(++index, entries.length, toLocation(path, state));
      moved('PUSH');
    },
    replace(path, state) {
      entries[index] = toLocation(path, state);
      moved('REPLACE');
    },
    go(delta) {
      index = clamp(index + delta);
      moved('POP');
    },
  };
}
