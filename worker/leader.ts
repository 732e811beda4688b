// One sync leader per origin through Web Locks; without Web Locks (Node tests, old browsers) every worker leads.
export const LEADER_LOCK = 'community-sync-leader';
export const REFRESH_LOCK = 'community-session-refresh';

export type Locks = Pick<LockManager, 'request'>;

export function defaultLocks(): Locks | null {
  const nav = (globalThis as { navigator?: { locks?: Locks } }).navigator;
  return nav?.locks ?? null;
}

/** Waits for the leader lock and holds it until the returned release is called. */
export function electLeader(locks: Locks | null, onLeader: () => void): () => void {
  if (!locks) {
    onLeader();
    return () => {};
  }
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const controller = new AbortController();
  locks
    .request(LEADER_LOCK, { signal: controller.signal }, async () => {
      onLeader();
      await held;
    })
    .catch(() => {}); // aborted while still waiting: this worker is closing
  return () => {
    controller.abort();
    release();
  };
}

/** Runs `fn` under the origin-wide refresh lock, so two tabs never refresh the same session at once. */
export function refreshLockOf(locks: Locks | null) {
  if (!locks) return undefined;
  return <T>(fn: () => Promise<T>): Promise<T> => locks.request(REFRESH_LOCK, fn);
}
