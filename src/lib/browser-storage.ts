// localStorage and sessionStorage values that survive blocked storage, with listeners in this tab and, for local ones, other tabs.
export type StorageKind = 'local' | 'session';

export function browserStorage(kind: StorageKind): Storage | null {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

export interface StoredText {
  get(): string | null;
  set(value: string): void;
  remove(): void;
  /** Called after this tab changes the value, and when another tab changes a local one. */
  subscribe(listener: () => void): () => void;
}

const listeners = new Map<string, Set<() => void>>();
let listeningToOtherTabs = false;

function notify(id: string): void {
  for (const l of listeners.get(id) ?? []) l();
}

function listenToOtherTabs(): void {
  if (listeningToOtherTabs || typeof window === 'undefined') return;
  listeningToOtherTabs = true;
  window.addEventListener('storage', (e) => {
    if (e.storageArea === browserStorage('local') && e.key !== null) notify(`local:${e.key}`);
  });
}

export function storedText(kind: StorageKind, key: string): StoredText {
  const id = `${kind}:${key}`;
  return {
    get: () => browserStorage(kind)?.getItem(key) ?? null,
    set(value) {
      try {
        browserStorage(kind)?.setItem(key, value);
      } catch {
        return; // storage full: the value lives as long as nothing needs it again
      }
      notify(id);
    },
    remove() {
      browserStorage(kind)?.removeItem(key);
      notify(id);
    },
    subscribe(listener) {
      if (kind === 'local') listenToOtherTabs();
      const set = listeners.get(id) ?? new Set();
      set.add(listener);
      listeners.set(id, set);
      return () => set.delete(listener);
    },
  };
}

/** A JSON value; anything unreadable counts as absent. */
export function readJson<T>(store: StoredText, accept: (value: unknown) => value is T): T | null {
  const raw = store.get();
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}
