// An admin's answer to membership requests: the requests leave the admin's list at once; the server's answer ends them.
import type { LocalDb } from '../../../../schema/local-db';
import { requestsDecided } from '../../../../schema/memberships';
import { messages } from '../../../../schema/messages';
import type { MutationOf } from '../../../../schema/outbox';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';

type Decision = MutationOf<'membership_request.approve'> | MutationOf<'membership_request.refuse'>;

const userIdsOf = (m: Decision): number[] => (m.kind === 'membership_request.approve' ? m.body.user_ids : [m.user_id]);

/** The group's request rows this decision answers (by requester). */
async function rowsOf(db: LocalDb, m: Decision) {
  const ids = new Set(userIdsOf(m));
  return db.membership_requests.where('group_key').equals(m.group_key).filter((r) => ids.has(r.user.id)).toArray();
}

async function update(db: LocalDb, m: Decision, change: (clientId: string | undefined) => object | null): Promise<void> {
  for (const row of await rowsOf(db, m)) {
    const next = change(row.client_id);
    if (next) await db.membership_requests.put({ ...row, ...next });
  }
}

const clear = { decision: undefined, status: undefined, error: undefined, client_id: undefined };

function hooks(decision: 'approve' | 'refuse') {
  return {
    write: (db: LocalDb, m: Decision) => update(db, m, () => ({ decision, status: 'pending', error: undefined, client_id: m.client_id })),
    // Every request named is over, answered now or before (the change feed says the same).
    async delivered(db: LocalDb, m: Decision) {
      await db.membership_requests.bulkDelete((await rowsOf(db, m)).map((r) => r.id));
    },
    refused: (db: LocalDb, m: Decision, message: string) => update(db, m, (c) => (c === m.client_id ? { status: 'failed', error: message } : null)),
    retried: (db: LocalDb, m: Decision) => update(db, m, (c) => (c === m.client_id ? { status: 'pending', error: undefined } : null)),
    discarded: (db: LocalDb, m: Decision) => update(db, m, (c) => (c === m.client_id ? clear : null)),
    fallbackMessage: messages.requestNotDecided,
  };
}

export const membershipRequestsApprove = defineMutation({
  kind: 'membership_request.approve',
  ...hooks('approve'),
  send: (api, m) => sendAsDeclared(api, m, { params: { key: m.group_key }, body: m.body, schema: requestsDecided }),
});

export const membershipRequestRefuse = defineMutation({
  kind: 'membership_request.refuse',
  ...hooks('refuse'),
  send: (api, m) => sendAsDeclared(api, m, { params: { key: m.group_key, userId: m.user_id }, schema: requestsDecided }),
});
