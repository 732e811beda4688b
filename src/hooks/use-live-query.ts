// useLiveQuery as dexie-react-hooks has it, over the page's reader of the mirror (src/data/mirror-reader/live-query.ts).
import { useEffect, useState } from 'react';
import { watch } from '../data/mirror-reader/live-query';

/**
 * `undefined` (or `defaultResult`) until the first answer; re-runs when the mirror changes under what it read, and when
 * `deps` change, showing the last answer meanwhile; an error is thrown to the nearest boundary.
 */
export function useLiveQuery<T>(querier: () => T | Promise<T>, deps?: readonly unknown[]): T | undefined;
export function useLiveQuery<T, D>(querier: () => T | Promise<T>, deps: readonly unknown[], defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: () => T | Promise<T>, deps: readonly unknown[] = [], defaultResult?: D): T | D | undefined {
  const [state, setState] = useState<{ value: T | D | undefined; error?: unknown }>({ value: defaultResult });
  useEffect(
    () =>
      watch(
        querier,
        (value) => setState((s) => (s.value === value && !('error' in s) ? s : { value })),
        (error) => setState((s) => ({ value: s.value, error })),
      ),
    // The caller's deps, as dexie-react-hooks: the querier is new each render and read again only when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    deps,
  );
  if ('error' in state) throw state.error;
  return state.value;
}
