// Membership requests collection: waiting requests to join the groups the member administers; an admin's unsent answer stays over them.
import type { LocalDb } from '../../../../schema/local-db';
import type { MembershipRequest } from '../../../../schema/memberships';
import { defineCollection } from '../../../collections/collection';
import { dropServerRows, putServerRows } from '../../../overlay/rebase';

/** Puts the server's requests; the admin's unsent answer to any of them stays laid over (worker/overlay/rebase.ts). */
export async function putServerRequests(db: LocalDb, requests: MembershipRequest[]): Promise<void> {
  await putServerRows(db, 'membership_requests', requests);
}

/** A group's waiting requests as the server listed them from its first page: those it no longer lists are over. */
export async function replaceGroupRequests(db: LocalDb, groupKey: string, firstPage: MembershipRequest[], complete: boolean): Promise<void> {
  if (complete) {
    const listed = new Set(firstPage.map((r) => r.id));
    const gone = await db.membership_requests.where('group_key').equals(groupKey).filter((r) => !listed.has(r.id) && !r.decision).primaryKeys();
    await db.membership_requests.bulkDelete(gone);
  }
  await putServerRequests(db, firstPage);
}

export const membershipRequests = defineCollection<'membership_request.upsert' | 'membership_request.delete'>({
  table: 'membership_requests',
  changes: {
    'membership_request.upsert': (db, changes) => putServerRequests(db, changes.map((c) => c.data)),
    // Over, whoever ended it (another admin, the requester): an unsent answer to it has nothing left to answer.
    'membership_request.delete': async (db, changes) => {
      await dropServerRows(db, 'membership_requests', changes.map((c) => c.id));
    },
  },
  async forget(db, lost) {
    if (lost.groupKeys.length > 0) await db.membership_requests.where('group_key').anyOf(lost.groupKeys).delete();
  },
});
