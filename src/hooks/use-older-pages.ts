// Asks for a list's next older page when its end comes into view: once per page, online, and never over a load in flight or failed.
import { useCallback, useRef } from 'react';
import type { LocalWall } from '../../schema/local-db';
import type { EngineJob, EngineLoad } from './use-engine-load';
import { useOnline } from './use-online';

/** For a `LoadMoreSentinel`'s onChange: `paging` is the list's paging row, `load` the screen's engine load. */
export function useOlderPages(paging: LocalWall | null | undefined, load: EngineLoad, job: EngineJob): (visible: boolean) => void {
  const online = useOnline();
  const askedAt = useRef<string | null | undefined>(undefined);
  const { run, fetching, error } = load;
  return useCallback(
    (visible: boolean) => {
      if (!visible || !paging || paging.exhausted === 1 || !online || fetching || error || askedAt.current === paging.next_cursor) return;
      askedAt.current = paging.next_cursor;
      run(job);
    },
    [paging, online, fetching, error, run, job],
  );
}
