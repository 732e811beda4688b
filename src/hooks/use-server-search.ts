// The server's search results for a query and mode, page by page; a network failure is reported apart (the device answers then).
import { useCallback, useEffect, useState } from 'react';
import type { SearchAnswer, SearchMode } from '../../schema/search';
import { errorMessage, isNoAnswer } from '../lib/error-message';
import { getEngine } from './engine';

export interface ServerSearch {
  /** every page so far, merged; undefined until the first answer */
  answer: SearchAnswer | undefined;
  loading: boolean;
  error: string | null;
  /** no answer at all: offline in all but the browser's word */
  noAnswer: boolean;
  loadMore(): void;
}

function merge(a: SearchAnswer, b: SearchAnswer): SearchAnswer {
  return {
    mode: b.mode,
    posts: a.posts && b.posts ? [...a.posts, ...b.posts] : b.posts,
    members: a.members && b.members ? [...a.members, ...b.members] : b.members,
    groups: a.groups && b.groups ? [...a.groups, ...b.groups] : b.groups,
    meta: b.meta,
  };
}

/** `null` query: nothing asked. */
export function useServerSearch(q: string | null, mode: SearchMode): ServerSearch {
  const [state, setState] = useState<{ key: string; answer?: SearchAnswer; loading: boolean; error: string | null; noAnswer: boolean }>({
    key: '',
    loading: false,
    error: null,
    noAnswer: false,
  });
  const key = q === null ? '' : `${mode}:${q}`;

  const fetchPage = useCallback(
    (page: number, previous: SearchAnswer | undefined, isCurrent: () => boolean) => {
      if (q === null) return;
      setState((s) => ({ ...s, key, loading: true, error: null, noAnswer: false }));
      getEngine()
        .search.run(q, mode, page)
        .then((answer) => isCurrent() && setState({ key, answer: previous ? merge(previous, answer) : answer, loading: false, error: null, noAnswer: false }))
        .catch((err: unknown) => isCurrent() && setState((s) => ({ ...s, key, loading: false, error: errorMessage(err, 'load'), noAnswer: isNoAnswer(err) })));
    },
    [q, mode, key],
  );

  useEffect(() => {
    let current = true;
    setState({ key, loading: q !== null, error: null, noAnswer: false });
    fetchPage(1, undefined, () => current);
    return () => {
      current = false;
    };
  }, [fetchPage, key, q]);

  const answer = state.key === key ? state.answer : undefined;
  const loadMore = () => {
    if (answer?.meta.next) fetchPage(answer.meta.next, answer, () => true);
  };
  return { answer, loading: state.loading, error: state.key === key ? state.error : null, noAnswer: state.key === key && state.noAnswer, loadMore };
}
