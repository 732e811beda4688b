// Transactions over the whole mirror: as the signed-in member (an answer for someone else never lands), and the sign-out wipe.
import type { LocalDb } from '../schema/local-db';
import { memberKvKeys } from '../schema/mirror/kv';
import { allTableNames, memberTableNames } from '../schema/mirror/tables';
import { kvGet } from './kv';
import { dropOfflineMedia } from './offline-packs/offline-media-cache';

/** The member changed (sign-out, another sign-in) while an answer was on its way: it must not land. */
export class SessionChangedError extends Error {
  constructor() {
    super('The session changed; the answer was dropped');
    this.name = 'SessionChangedError';
  }
}

/**
 * One read-write transaction over every mirror table (nested calls join the outer one). The scope is an async
 * function of ours whatever `fn` is: Dexie keeps native awaits inside the transaction only for async scopes.
 */
export function inMirror<T>(db: LocalDb, fn: () => Promise<T>): Promise<T> {
  return db.transaction('rw', allTableNames, async () => await fn());
}

/**
 * One read-write transaction over the mirror that commits only if the stored session still belongs to
 * `userId` (null: signed out). Checked inside the transaction, so a sign-out in another tab cannot interleave.
 */
export function writeAsMember<T>(db: LocalDb, userId: number | null, fn: () => Promise<T>): Promise<T> {
  return inMirror(db, async () => {
    const session = await kvGet(db, 'session');
    if ((session?.user_id ?? null) !== userId) throw new SessionChangedError();
    return fn();
  });
}

/** The user id of the stored session, or null when signed out. */
export async function currentUserId(db: LocalDb): Promise<number | null> {
  return (await kvGet(db, 'session'))?.user_id ?? null;
}

/** Sign-out: the member's session, user data, cursor, every member table and the outbox go, with the offline packs' files; startup data stays. */
export async function wipeMember(db: LocalDb): Promise<void> {
  await inMirror(db, async () => {
    await db.kv.bulkDelete(memberKvKeys);
    await Promise.all(memberTableNames.map((name) => db.table(name).clear()));
  });
  await dropOfflineMedia();
}
