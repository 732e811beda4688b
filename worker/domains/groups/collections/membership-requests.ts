// Membership requests collection: waiting requests to join the groups the member administers; an admin's unsent answer stays over them.
import type { LocalDb, LocalMembershipRequest } from '../../../../schema/local-db';
import type { MembershipRequest } from '../../../../schema/memberships';
import { defineCollection } from '../../../collections/collection';

/** Puts the server's requests, keeping the admin's unsent answer to any of them. */
export async function putServerRequests(db: LocalDb, requests: MembershipRequest[]): Promise<void> {
  if (requests.length === 0) return;
  const existing = await db.membership_requests.bulkGet(requests.map((r) => r.id));
  await db.membership_requests.bulkPut(
    requests.map((r, i): LocalMembershipRequest => {
      const mine = existing[i];
      return mine?.decision ? { ...r, decision: mine.decision, status: mine.status, error: mine.error, client_id: mine.client_id } : r;
    }),
  );
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
      await db.membership_requests.bulkDelete(changes.map((c) => c.id));
    },
  },
  async forget(db, lost) {
    if (lost.groupKeys.length > 0) await db.membership_requests.where('group_key').anyOf(lost.groupKeys).delete();
  },
});
