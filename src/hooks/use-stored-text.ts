// A stored browser value as React state, following changes made by this tab and by other tabs.
import { useSyncExternalStore } from 'react';
import type { StoredText } from '../lib/browser-storage';

export function useStoredText(store: StoredText): string | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
