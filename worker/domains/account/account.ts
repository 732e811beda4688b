// The session's life on this device (docs/product.md 4): every way in ends in establishing it; and the signed-out startup data.
import type { LocalDb } from '../../../schema/local-db';
import type { Session, UserData } from '../../../schema/session';
import type { Api } from '../../api';
import { failure } from './account-results';
import { ApiError } from '../../api-error';
import type { SignInResult } from '../../engine-results';
import { kvGet, kvPut } from '../../kv';
import { wipeMember } from '../../mirror-writes';
import { putServerUserData } from './settings/walkthrough';
import { toStoredSession, type StoredSession } from '../../session-store';

/** docs/product.md 4: an HTTP error other than 500 while loading user data (or refreshing) ends the session. */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.code !== 500;
}

/**
 * Every way in ends here: the session first, then user data; a non-500 failure of the user data clears the
 * session again. Another member's mirror (left by an expired session) must not be shown to this one.
 * `known` is user data already fetched with these credentials.
 */
export async function establishSession(db: LocalDb, api: Api, session: StoredSession, known?: UserData): Promise<SignInResult> {
  const owner = await kvGet(db, 'mirrorOwner');
  if (owner !== undefined && owner !== session.user_id) await wipeMember(db);
  await kvPut(db, 'session', session);
  try {
    const me = known ?? (await api.me({ authEvents: false }));
    await db.transaction('rw', [db.kv, db.outbox, db.server_rows], async () => {
      // The same member back on this device may still have walkthrough progress unsent.
      await putServerUserData(db, me);
      await kvPut(db, 'mirrorOwner', session.user_id);
    });
  } catch (e) {
    // docs/product.md 4: a login whose user data fails is no login; a 500 leaves the session for a later user data load.
    if (!(e instanceof ApiError && e.kind === 'http' && e.code === 500)) await db.kv.delete('session');
    return failure(e);
  }
  return { ok: true };
}

/** Runs a call that creates a session, then establishes it. */
export async function signInWith(db: LocalDb, api: Api, create: () => Promise<Session>): Promise<SignInResult> {
  let session: Session;
  try {
    session = await create();
  } catch (e) {
    return failure(e);
  }
  return establishSession(db, api, toStoredSession(session));
}

export async function loadStartup(db: LocalDb, api: Api): Promise<void> {
  const startup = await api.startup();
  await db.transaction('rw', db.kv, async () => {
    await kvPut(db, 'configuration', startup.configuration);
    await kvPut(db, 'limits', startup.limits);
    await kvPut(db, 'registrationSnippet', startup.registration_snippet);
  });
}
