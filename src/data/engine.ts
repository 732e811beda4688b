// The one handle on the sync engine: its dedicated worker wrapped by Comlink, and the events it reports.
import * as Comlink from 'comlink';
import { mirrorOutdated } from '../app/update-notice';
import { E2E_HOOKS_META } from '../../schema/e2e-hooks';
import { createStartupCatchUp } from './engine-startup';
import type { Engine } from '../../worker/engine-api';
import type { EngineStatus } from '../../worker/engine-results';

/**
 * Comlink reaches `remote.posts.create()` by its path at run time, but types a plain nested object as a promise
 * of it: each domain is typed as proxy-marked (in the type only) so its commands type as remote calls.
 */
export type RemoteDomains<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? T[K] : T[K] & Comlink.ProxyMarked };

export type EngineHandle = Comlink.Remote<RemoteDomains<Engine>>;

declare global {
  interface Window {
    /** the engine the screens use, for end-to-end tests and benchmarks; set on marked pages only (schema/e2e-hooks.ts) */
    __engine?: EngineHandle;
  }
}

type Listener<T> = (value: T) => void;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    emit(value: T) {
      for (const l of listeners) l(value);
    },
    subscribe(l: Listener<T>): () => void {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

export const unauthorizedEvents = channel<void>();
export const statusEvents = channel<EngineStatus>();

let latestStatus: EngineStatus | null = null;
statusEvents.subscribe((s) => {
  latestStatus = s;
});
export const lastEngineStatus = (): EngineStatus | null => latestStatus;

let handle: EngineHandle | null = null;

/**
 * Puts a stand-in where the worker's engine would be, so component tests drive screens without a worker
 * (docs/architecture.md, "Tests and where they run"); null lets the next getEngine() start the worker again.
 */
export function setEngineForTests(engine: EngineHandle | null): void {
  handle = engine;
}

/** Creates the worker on first use and starts it; later calls return the same handle. */
export function getEngine(): EngineHandle {
  if (handle) return handle;
  const worker = new Worker(new URL('../../worker/main.ts', import.meta.url), { type: 'module', name: 'sync-engine' });
  const engine = Comlink.wrap<RemoteDomains<Engine>>(worker);
  handle = engine;
  // Only on a page its server marked (started with E2E_HOOKS=1, as the journeys and benchmarks start it).
  if (document.querySelector(`meta[name="${E2E_HOOKS_META}"]`)) window.__engine = engine;
  // Starting offline is a normal start: each start-up load the network stopped runs again once it is back.
  // A stored session's user data may have changed elsewhere (onboarding, plans); a refusal ends it (docs/product.md 4).
  const catchUp = createStartupCatchUp(
    { loadStartup: () => engine.loadStartup(), loadUserData: () => engine.session.loadUserData() },
    (message, error) => console.info(message, error),
  );
  const catchUpIfOnline = (online: boolean) => {
    if (online && catchUp.pending().length > 0) void catchUp.run();
  };
  let wasOnline = true;
  statusEvents.subscribe((s) => {
    if (!wasOnline) catchUpIfOnline(s.online);
    wasOnline = s.online;
  });
  window.addEventListener('online', () => catchUpIfOnline(true));
  // Realtime suspends once every page of the app was hidden a while, and resumes when one is in view again.
  const reportVisibility = () => void engine.setPageVisible(document.visibilityState === 'visible').catch(() => {});
  document.addEventListener('visibilitychange', reportVisibility);
  reportVisibility();
  void engine
    .start(
      Comlink.proxy({
        onUnauthorized: () => unauthorizedEvents.emit(),
        onStatus: (status: EngineStatus) => statusEvents.emit(status),
        onOutdated: () => mirrorOutdated(),
      }),
    )
    .then(() => catchUp.run())
    .catch((err: unknown) => console.warn('Engine start failed', err));
  return engine;
}
