// A live query on the mirror: runs its querier, and again when a change the engine committed touches what it read, never losing one.
import { onChanges } from './changes';
import { ReadSet, runTracked, type Changes } from './reads';

/** Dexie's live queries stay silent on these: the mirror went away under the page (a newer version took it). */
const quiet = (err: unknown) => ['DatabaseClosedError', 'AbortError'].includes((err as Error | null)?.name ?? '');

/**
 * Runs `querier` now and after every relevant change, one run at a time: changes heard during a run are weighed against
 * what that run read when it ends, and an answer they may have outdated is not shown but read again. A burst of
 * changes costs one more run, never one per change. Returns the unsubscribe.
 */
export function watch<T>(querier: () => T | Promise<T>, next: (value: T) => void, fail: (err: unknown) => void): () => void {
  let closed = false;
  let scheduled = false;
  /** the reads of the last run that ended */
  let reads: ReadSet | null = null;
  /** changes heard while a run is under way */
  let heard: Changes[] | null = null;

  const schedule = () => {
    if (scheduled || closed) return;
    scheduled = true;
    queueMicrotask(run);
  };

  const run = () => {
    scheduled = false;
    if (closed) return;
    const mine = new ReadSet();
    heard = [];
    const settle = (show: () => void) => {
      const meanwhile = heard ?? [];
      heard = null;
      reads = mine;
      if (closed) return;
      if (meanwhile.some((c) => mine.touchedBy(c))) schedule();
      else show();
    };
    runTracked(mine, querier).then(
      (value) => settle(() => next(value)),
      (err: unknown) => settle(() => quiet(err) || fail(err)),
    );
  };

  const stop = onChanges((changes) => {
    if (heard) heard.push(changes);
    else if (reads?.touchedBy(changes)) schedule();
  });
  schedule();
  return () => {
    closed = true;
    stop();
  };
}
