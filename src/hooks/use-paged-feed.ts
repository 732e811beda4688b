// A feed of posts as the screen pages through it: local rows first, older pages asked of the engine at the end.
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../schema/constants';
import type { LocalWall } from '../../schema/local-db';
import type { EngineHandle } from '../data/engine';
import type { PostView } from './mirror-views';
import { useEngineLoad } from './use-engine-load';
import { useOnline } from './use-online';
import { useWall } from './use-posts';

export interface PagedFeed {
  /** undefined until the mirror has been read */
  posts: PostView[] | undefined;
  /** the feed's paging row (undefined while read, null before its first page landed) */
  paging: LocalWall | null | undefined;
  fetching: boolean;
  /** no more posts, locally or on the server */
  complete: boolean;
  error: string | null;
  /** the end-of-list sentinel came into view or left it */
  onEndVisible(visible: boolean): void;
  retry(): void;
}

/**
 * `useRows(key, limit)` reads the feed's first `limit` posts plus one from the mirror (the one more says the mirror
 * holds further rows); `load(engine, key, more)` brings its first page, or the next one, which the engine records in
 * the paging row `pagingKey`. Both are module-level functions, the same on every render.
 */
export function usePagedFeed(
  key: string,
  pagingKey: string,
  useRows: (key: string, limit: number) => PostView[] | undefined,
  load: (engine: EngineHandle, key: string, more: boolean) => Promise<void>,
): PagedFeed {
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [atEnd, setAtEnd] = useState(false);
  // The cursor an older page was last asked for: the engine moves it when the page lands.
  const askedAt = useRef<string | null | undefined>(undefined);
  const online = useOnline();
  const rows = useRows(key, limit);
  const paging = useWall(pagingKey);
  // The first page refreshes while the mirror's rows are on screen.
  const { fetching, error, retry, run } = useEngineLoad(pagingKey, (engine) => load(engine, key, false));

  useEffect(() => {
    if (!atEnd || rows === undefined || paging === undefined || fetching) return;
    if (rows.length > limit) {
      setLimit((l) => l + DEFAULT_PAGE_SIZE);
      return;
    }
    if (!paging || paging.exhausted === 1 || error || !online || askedAt.current === paging.next_cursor) return;
    askedAt.current = paging.next_cursor;
    run((engine) => load(engine, key, true));
  }, [atEnd, rows, paging, fetching, limit, error, online, run, load, key]);

  return {
    posts: rows?.slice(0, limit),
    paging,
    fetching,
    complete: rows !== undefined && rows.length <= limit && paging?.exhausted === 1,
    error,
    onEndVisible: setAtEnd,
    retry,
  };
}
