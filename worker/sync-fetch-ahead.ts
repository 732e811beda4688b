// The delta feed read ahead of the writer: a few pages fetched in order and held, handed over as every page that is ready.
import type { UncheckedSyncPage } from './api';
import type { SyncResponse } from '../schema/sync';

/** How many pages may wait for the writer (5 full pages: 5,000 changes in memory at most). */
export const SYNC_PAGES_AHEAD = 5;

export interface FetchAhead {
  /**
   * Waits until a page is ready, then answers every page fetched so far, oldest first. A fetch's failure (or a page
   * that fails its check) is thrown only once the pages before it have been taken, so they can be written first.
   */
  take(): Promise<SyncResponse[]>;
  /** No further pages are fetched; a fetch under way is left to end unheard. */
  stop(): void;
}

/** A task's turn after the current one: the request just asked for goes out before this thread checks a page. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Fetches the feed's pages one after another from `start` (each page's cursor asks for the next) until one has no
 * more, holding up to `maxPages` not yet taken. `fetchPage` is told whether it asks for the first page. A page's
 * changes are checked once the next page is asked for, so the server works on it meanwhile.
 */
export function fetchAhead(fetchPage: (cursor: number, first: boolean) => Promise<UncheckedSyncPage>, start: number, maxPages = SYNC_PAGES_AHEAD): FetchAhead {
  const ready: SyncResponse[] = [];
  let failure: { error: unknown } | null = null;
  let cursor = start;
  let first = true;
  let fetching = false;
  let fetchFailed = false;
  let checking = 0;
  let lastArrived = false;
  let stopped = false;
  let wake: (() => void) | null = null;
  // Pages are checked, and failures recorded, in the order the answers came.
  let inOrder = Promise.resolve();

  function fail(error: unknown): void {
    failure ??= { error };
    wake?.();
  }

  function fetchNext(): void {
    if (fetching || fetchFailed || stopped || lastArrived || failure || ready.length + checking >= maxPages) return;
    fetching = true;
    fetchPage(cursor, first).then(
      (answer) => {
        fetching = false;
        cursor = answer.cursor;
        first = false;
        lastArrived = !answer.has_more;
        checking++;
        fetchNext();
        inOrder = inOrder
          .then(nextTask)
          .then(() => {
            checking--;
            if (failure || stopped) return;
            ready.push(answer.check());
            wake?.();
            fetchNext();
          })
          .catch(fail);
      },
      (error: unknown) => {
        fetching = false;
        fetchFailed = true;
        inOrder = inOrder.then(() => fail(error));
      },
    );
  }

  fetchNext();
  return {
    async take() {
      while (ready.length === 0) {
        if (failure) throw failure.error;
        if (stopped || (lastArrived && checking === 0)) return [];
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
      const pages = ready.splice(0);
      fetchNext();
      return pages;
    },
    stop() {
      stopped = true;
    },
  };
}
