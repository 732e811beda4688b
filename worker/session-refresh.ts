// One session refresh at a time (docs/product.md 8): concurrent 403s share it, and a refresh another tab already made is reused.
import { apiPaths, fillPath } from '../schema/api-paths';
import type { Session } from '../schema/session';
import { ApiError } from './api-error';
import { toStoredSession, type SessionStore, type StoredSession } from './session-store';

export type RefreshCall = (path: string, body: { secret: string; refresh_token: string }) => Promise<Session>;
/** Runs `fn` while holding a lock shared by every tab of the origin; identity when there is none. */
export type RefreshLock = <T>(fn: () => Promise<T>) => Promise<T>;

export interface RefresherOptions {
  sessions: SessionStore;
  call: RefreshCall;
  lock?: RefreshLock;
  /** Called once per refused refresh, after a non-500 HTTP failure has cleared the session. */
  onFailure(error: ApiError, stale: StoredSession): void;
}

/** Returns `refresh(stale)`: resolves once the store holds a session newer than `stale`, or rejects. */
export function createRefresher(options: RefresherOptions): (stale: StoredSession) => Promise<void> {
  const { sessions, call, lock = (fn) => fn() } = options;
  let inFlight: Promise<void> | null = null;

  async function refreshUnderLock(stale: StoredSession): Promise<void> {
    const current = await sessions.get();
    if (current && current.secret !== stale.secret) return; // someone refreshed it meanwhile
    if (!current) throw new ApiError('http', 401, '', 'No session to refresh');
    try {
      const path = fillPath(apiPaths.sessionRefresh, { id: current.secret_id });
      const fresh = await call(path, { secret: current.secret, refresh_token: current.refresh_token });
      await sessions.set(toStoredSession(fresh));
    } catch (e) {
      const error = e instanceof ApiError ? e : new ApiError('invalid', -1, '', String(e));
      if (error.kind === 'http' && error.code !== 500) await sessions.clear();
      throw error;
    }
  }

  return (stale) => {
    inFlight ??= lock(() => refreshUnderLock(stale))
      .catch((error: ApiError) => {
        // A refresh that never reached the server was not refused: the caller sees a network error and may try later.
        if (!isUnanswered(error)) options.onFailure(error, stale);
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

export function isUnanswered(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted';
}
