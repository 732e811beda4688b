// Asks the engine to bring something into the mirror for a screen: per key, never in the way of what the mirror already shows.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { createLoadTracker, type LoadState } from '../lib/load-tracker';
import { getEngine, type EngineHandle } from '../data/engine';
import { useReachable } from './use-reachable';

/** One request to the engine; what it brings lands in the mirror, which the screen reads live. */
export type EngineJob = (engine: EngineHandle) => Promise<unknown>;

export interface EngineLoad extends LoadState {
  /** Runs the load that failed again, or the keyed load when none did (a "Try again" button). */
  retry(): void;
  /** Runs a further load, such as an older page, under the same fetching, error and retry. */
  run(job: EngineJob): void;
  /** The server is out of reach: a screen without the data says so at once rather than showing a skeleton while the load fails. */
  offline: boolean;
}

/**
 * Runs `load` when `key` changes (null: nothing to load), again on `retry()`, and again when the network
 * returns after a failure. Rendering never waits for it: screens render the mirror at once and show
 * `fetching` and `error` beside it.
 */
export function useEngineLoad(key: string | null, load: EngineJob): EngineLoad {
  const [state, setState] = useState<LoadState>({ fetching: key !== null, error: null });
  const [tracker] = useState(() => createLoadTracker(setState));
  const keyedLoad = useEffectEvent(() => load(getEngine()));

  useEffect(() => {
    tracker.begin(key === null ? null : () => keyedLoad());
    return () => tracker.end();
  }, [key, tracker]);

  const reachable = useReachable();
  const wasReachable = useRef(reachable);
  useEffect(() => {
    if (reachable && !wasReachable.current) tracker.reconnected();
    wasReachable.current = reachable;
  }, [reachable, tracker]);

  const run = useCallback((job: EngineJob) => tracker.run(() => job(getEngine())), [tracker]);
  return { ...state, retry: tracker.retry, run, offline: !reachable };
}
