// The session's life on this device (spec 4): sign-in then user data, sign-out that wipes, and signed-out startup data.
import type { LocalDb } from '../schema/local-db';
import { messages } from '../schema/messages';
import { loginBody, type Session } from '../schema/session';
import type { Api } from './api';
import { ApiError } from './api-error';
import type { SignInResult } from './engine-api';
import { kvGet, kvPut } from './kv';
import { wipeMember } from './mirror-writes';
import { toStoredSession } from './session-store';

function failure(error: unknown): SignInResult {
  if (error instanceof ApiError) return { ok: false, status: error.code, message: error.message };
  return { ok: false, status: -1, message: messages.unknownError };
}

/** Session first, then user data; a non-500 failure of the user data clears the session again. */
export async function signIn(db: LocalDb, api: Api, email: string, password: string): Promise<SignInResult> {
  const body = loginBody.safeParse({ email, password });
  if (!body.success) {
    return { ok: false, status: 422, message: body.error.issues[0]?.message ?? messages.loginNotRecognised };
  }
  let session: Session;
  try {
    session = await api.signIn(body.data);
  } catch (e) {
    return failure(e);
  }
  // Another member's mirror (left by an expired session) must not be shown to this one.
  const owner = await kvGet(db, 'mirrorOwner');
  if (owner !== undefined && owner !== session.user_id) await wipeMember(db);
  await kvPut(db, 'session', toStoredSession(session));
  try {
    const me = await api.me({ authEvents: false });
    await db.transaction('rw', db.kv, async () => {
      await kvPut(db, 'userData', me);
      await kvPut(db, 'mirrorOwner', session.user_id);
    });
  } catch (e) {
    if (!(e instanceof ApiError && e.kind === 'http' && e.code === 500)) await db.kv.delete('session');
    return failure(e);
  }
  return { ok: true };
}

/**
 * The device forgets the member first, so no sync still running can write or send as them; ending the
 * server session with the saved credentials is best effort.
 */
export async function signOut(db: LocalDb, api: Api): Promise<void> {
  const session = await kvGet(db, 'session');
  await wipeMember(db);
  if (!session) return;
  try {
    await api.signOut(session);
  } catch {
    // offline or already ended: nothing more to do on the server side
  }
}

export async function loadStartup(db: LocalDb, api: Api): Promise<void> {
  const startup = await api.startup();
  await db.transaction('rw', db.kv, async () => {
    await kvPut(db, 'configuration', startup.configuration);
    await kvPut(db, 'limits', startup.limits);
    await kvPut(db, 'registrationSnippet', startup.registration_snippet);
  });
}
