// The member's user data in the mirror: reloading it (a non-500 failure ends the session) and applying answers that change it.
import type { LocalDb } from '../../../schema/local-db';
import { messages } from '../../../schema/messages';
import type { User, UserData } from '../../../schema/session';
import type { Api } from '../../api';
import { endsSession } from './account';
import { failure } from './account-results';
import type { AccountResult, Failure } from '../../engine-results';
import { kvGet } from '../../kv';
import { updateServerRows } from '../../overlay/rebase';
import { putServerUserData } from './settings/walkthrough';
import type { StoredSession } from '../../session-store';

export const signedOutFailure: Failure = { ok: false, status: 401, message: messages.sessionRequired };

/** Applies a change to the stored user data, only while the same member is signed in and their data is there. */
export function patchUserData(db: LocalDb, userId: number, patch: (data: UserData) => UserData): Promise<void> {
  return db.transaction('rw', [db.kv, db.outbox, db.server_rows], async () => {
    const [session, data] = await Promise.all([kvGet(db, 'session'), kvGet(db, 'userData')]);
    if (session?.user_id !== userId || !data) return;
    // The server's user data changed beneath whatever unsent progress is laid over it.
    await updateServerRows(db, 'kv', ['userData'], (row) => ({ key: 'userData' as const, value: patch(row.value as UserData) }));
  });
}

export const withUser = (user: User) => (data: UserData): UserData => ({ ...data, user });

/** Runs `fn` as the signed-in member; signed out it answers the session-required failure without a call. */
export async function asMember<T>(db: LocalDb, fn: (session: StoredSession) => Promise<AccountResult<T>>): Promise<AccountResult<T>> {
  const session = await kvGet(db, 'session');
  return session ? fn(session) : signedOutFailure;
}

/** docs/product.md 4 and 8: any HTTP error other than 500 while loading user data clears the session it was loaded with. */
export async function reloadUserData(db: LocalDb, api: Api): Promise<AccountResult> {
  return asMember(db, async (session) => {
    try {
      const me = await api.me();
      await db.transaction('rw', [db.kv, db.outbox, db.server_rows], async () => {
        if ((await kvGet(db, 'session'))?.user_id === session.user_id) await putServerUserData(db, me);
      });
      return { ok: true, value: undefined };
    } catch (e) {
      if (endsSession(e)) {
        await db.transaction('rw', db.kv, async () => {
          if ((await kvGet(db, 'session'))?.secret_id === session.secret_id) await db.kv.delete('session');
        });
      }
      return failure(e);
    }
  });
}
