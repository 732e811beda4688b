// An online read a screen pages through (search results, a hashtag's posts): pages merged, a network failure told apart.
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, isNoAnswer } from '../lib/error-message';

export interface Page<Item, Next> {
  items: Item[];
  next: Next | null;
}

export interface OnlinePages<Item> {
  /** every page so far; undefined until the first answer */
  items: Item[] | undefined;
  loading: boolean;
  error: string | null;
  /** no answer at all: offline in all but the browser's word (the screen answers from the device then) */
  noAnswer: boolean;
  more: boolean;
  loadMore(): void;
}

interface State<Item, Next> {
  key: string | null;
  items?: Item[];
  next: Next | null;
  loading: boolean;
  error: string | null;
  noAnswer: boolean;
}

/** `key` null: nothing asked. `fetchPage` answers the page after `next` (undefined: the first); keep it stable per key. */
export function useOnlinePages<Item, Next>(key: string | null, fetchPage: (next: Next | undefined) => Promise<Page<Item, Next>>): OnlinePages<Item> {
  const [state, setState] = useState<State<Item, Next>>({ key: null, next: null, loading: false, error: null, noAnswer: false });

  const load = useCallback(
    (next: Next | undefined, previous: Item[] | undefined, isCurrent: () => boolean) => {
      setState((s) => ({ ...s, key, loading: true, error: null, noAnswer: false }));
      fetchPage(next)
        .then((page) => isCurrent() && setState({ key, items: [...(previous ?? []), ...page.items], next: page.next, loading: false, error: null, noAnswer: false }))
        .catch((err: unknown) => isCurrent() && setState((s) => ({ ...s, key, loading: false, error: errorMessage(err, 'load'), noAnswer: isNoAnswer(err) })));
    },
    [key, fetchPage],
  );

  useEffect(() => {
    if (key === null) return;
    let current = true;
    load(undefined, undefined, () => current);
    return () => {
      current = false;
    };
  }, [key, load]);

  const mine = state.key === key && key !== null;
  return {
    items: mine ? state.items : undefined,
    loading: mine && state.loading,
    error: mine ? state.error : null,
    noAnswer: mine && state.noAnswer,
    more: mine && state.next !== null,
    loadMore: () => {
      if (mine && state.next !== null && !state.loading) load(state.next, state.items, () => true);
    },
  };
}
