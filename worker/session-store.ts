// Where the API client finds and keeps the session: the mirror's kv row, or memory for a bare client.
import type { KvRows, LocalDb } from '../schema/local-db';
import type { Session } from '../schema/session';
import { kvGet, kvPut } from './kv';

export type StoredSession = NonNullable<KvRows['session']>;

export interface SessionStore {
  get(): Promise<StoredSession | null>;
  set(session: StoredSession): Promise<void>;
  clear(): Promise<void>;
}

export function toStoredSession(s: Session): StoredSession {
  return { secret_id: s.secret_id, secret: s.secret, refresh_token: s.refresh_token, user_id: s.user_id };
}

/** Read on every request rather than cached, so a refresh made by another tab's worker is seen at once. */
export function kvSessionStore(db: LocalDb): SessionStore {
  return {
    get: async () => (await kvGet(db, 'session')) ?? null,
    set: async (session) => {
      await kvPut(db, 'session', session);
    },
    clear: async () => {
      await db.kv.delete('session');
    },
  };
}

export function memorySessionStore(initial: StoredSession | null = null): SessionStore {
  let current = initial;
  return {
    get: async () => current,
    set: async (session) => {
      current = session;
    },
    clear: async () => {
      current = null;
    },
  };
}
