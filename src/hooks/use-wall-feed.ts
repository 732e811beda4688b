// A wall's feed as the screen pages through it: local rows first, older pages asked of the engine at the end.
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../schema/constants';
import type { LocalWall } from '../../schema/local-db';
import type { PostView } from './mirror-views';
import { useEngineLoad } from './use-engine-load';
import { useOnline } from './use-online';
import { useWall, useWallPosts } from './use-posts';

export interface WallFeed {
  /** undefined until the mirror has been read */
  posts: PostView[] | undefined;
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
  // The wall cursor an older page was last asked for: the engine moves it when the page lands.
  const askedAt = useRef<string | null | undefined>(undefined);
  const online = useOnline();
  const rows = useWallPosts(wallKey, limit);
  const wall = useWall(wallKey);
  // The first page refreshes while the mirror's rows are on screen.
  const { fetching, error, retry, run } = useEngineLoad(wallKey, (engine) => engine.posts.loadWall(wallKey));

  useEffect(() => {
    if (!atEnd || rows === undefined || wall === undefined || fetching) return;
    if (rows.length > limit) {
      setLimit((l) => l + DEFAULT_PAGE_SIZE);
      return;
    }
    if (!wall || wall.exhausted === 1 || error || !online || askedAt.current === wall.next_cursor) return;
    askedAt.current = wall.next_cursor;
    run((engine) => engine.posts.loadWall(wallKey, true));
  }, [atEnd, rows, wall, fetching, limit, error, online, wallKey, run]);

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
