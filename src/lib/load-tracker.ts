// Bookkeeping of a screen's loads from the engine, without React: in flight, the readable error, what to run again.
import { errorMessage } from './error-message';

export interface LoadState {
  /** a load is on its way */
  fetching: boolean;
  /** why the last load failed, in words to show; null once one succeeds */
  error: string | null;
}

export type Load = () => Promise<unknown>;

export interface LoadTracker {
  /** A new key: answers of earlier loads are dropped from now on, and `load` runs (null: nothing to load). */
  begin(load: Load | null): void;
  /** A further load under the same key, such as an older page. */
  run(load: Load): void;
  /** Runs the load that failed again, or the key's load when none did. */
  retry(): void;
  /** The network is back: a load that failed meanwhile runs again. */
  reconnected(): void;
  /** The screen left: nothing answered later changes its state. */
  end(): void;
}

interface Scope {
  live: boolean;
  inFlight: number;
}

export function createLoadTracker(onChange: (state: LoadState) => void): LoadTracker {
  let scope: Scope = { live: false, inFlight: 0 };
  let keyed: Load | null = null;
  let failed: Load | null = null;
  let state: LoadState = { fetching: false, error: null };

  function update(next: Partial<LoadState>): void {
    state = { ...state, ...next };
    onChange(state);
  }

  function execute(load: Load): void {
    const mine = scope;
    mine.inFlight++;
    update({ fetching: true });
    Promise.resolve()
      .then(load)
      .then(
        () => {
          if (!mine.live) return;
          failed = null;
          update({ error: null });
        },
        (err: unknown) => {
          if (!mine.live) return;
          failed = load;
          update({ error: errorMessage(err, 'load') });
        },
      )
      .finally(() => {
        if (mine.live && --mine.inFlight === 0) update({ fetching: false });
      });
  }

  function retry(): void {
    const load = failed ?? keyed;
    update({ error: null });
    if (load) execute(load);
  }

  return {
    begin(load) {
      scope.live = false;
      scope = { live: true, inFlight: 0 };
      keyed = load;
      failed = null;
      update({ fetching: false, error: null });
      if (load) execute(load);
    },
    run: (load) => execute(load),
    retry,
    reconnected() {
      if (failed) retry();
    },
    end() {
      scope.live = false;
    },
  };
}
