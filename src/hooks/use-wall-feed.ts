// A wall's feed as the screen pages through it: local rows first, older pages asked of the engine at the end.
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../schema/constants';
import type { LocalPost, LocalWall } from '../../schema/local-db';
import { errorMessage } from '../lib/error-message';
import { getEngine } from './engine';
import { useOnline } from './use-online';
import { useWall, useWallPosts } from './use-posts';

export interface WallFeed {
  /** undefined until the mirror has been read */
  posts: LocalPost[] | undefined;
  wall: LocalWall | null | undefined;
  fetching: boolean;
  /** no more posts, locally or on the server */
  complete: boolean;
  error: string | null;
  /** the end-of-list sentinel came into view or left it */
  onEndVisible(visible: boolean): void;
  retry(): void;
}

export function useWallFeed(wallKey: string): WallFeed {
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [atEnd, setAtEnd] = useState(false);
  const [fetching, setFetching] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The wall cursor an older page was last asked for: the engine moves it when the page lands.
  const askedAt = useRef<string | null | undefined>(undefined);
  const online = useOnline();
  const rows = useWallPosts(wallKey, limit);
  const wall = useWall(wallKey);

  useEffect(() => {
    let live = true;
    setFetching(true);
    // Never awaited by rendering: the mirror's rows are on screen while the first page refreshes.
    getEngine()
      .posts.loadWall(wallKey)
      .then(() => live && setError(null))
      .catch((err: unknown) => live && setError(errorMessage(err)))
      .finally(() => live && setFetching(false));
    return () => {
      live = false;
    };
  }, [wallKey, attempt]);

  useEffect(() => {
    if (online) setError(null);
  }, [online]);

  useEffect(() => {
    if (!atEnd || rows === undefined || wall === undefined || fetching) return;
    if (rows.length > limit) {
      setLimit((l) => l + DEFAULT_PAGE_SIZE);
      return;
    }
    if (!wall || wall.exhausted === 1 || error || !online || askedAt.current === wall.next_cursor) return;
    askedAt.current = wall.next_cursor;
    setFetching(true);
    getEngine()
      .posts.loadWall(wallKey, true)
      .catch((err: unknown) => setError(errorMessage(err)))
      .finally(() => setFetching(false));
  }, [atEnd, rows, wall, fetching, limit, error, online, wallKey]);

  const retry = useCallback(() => {
    askedAt.current = undefined;
    setError(null);
    if (!wall) setAttempt((a) => a + 1);
  }, [wall]);

  return {
    posts: rows?.slice(0, limit),
    wall,
    fetching,
    complete: rows !== undefined && rows.length <= limit && wall?.exhausted === 1,
    error,
    onEndVisible: setAtEnd,
    retry,
  };
}
