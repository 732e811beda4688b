// An admin's answer to membership requests: laid over the requests at once (`decision`); the server's answer ends them.
import type { LocalMembershipRequest } from '../../../../schema/local-db';
import { requestsDecided } from '../../../../schema/memberships';
import { messages } from '../../../../schema/messages';
import type { MutationOf } from '../../../../schema/outbox';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';
import { overlay, writeState } from '../../../overlay/overlay';
import { dropServerRows } from '../../../overlay/rebase';
import type { z } from 'zod';

type Decision = MutationOf<'membership_request.approve'> | MutationOf<'membership_request.refuse'>;

const userIdsOf = (m: Decision): number[] => (m.kind === 'membership_request.approve' ? m.body.user_ids : [m.user_id]);

/** The group's request rows this decision answers (by requester). */
const requestsOf = (m: Decision) => {
  const ids = new Set(userIdsOf(m));
  return { table: 'membership_requests' as const, index: 'group_key', value: m.group_key, filter: (r: LocalMembershipRequest) => ids.has(r.user.id) };
};

function hooks(decision: 'approve' | 'refuse') {
  return {
    overlay: overlay<Decision>((m) => [requestsOf(m)], { membership_requests: (row, w) => row && { ...row, decision, ...writeState(w) } }),
    // Every request named is over, answered now or before (the change feed says the same).
    async delivered(db: Parameters<typeof dropServerRows>[0], m: Decision) {
      const { filter } = requestsOf(m);
      await dropServerRows(db, 'membership_requests', await db.membership_requests.where('group_key').equals(m.group_key).filter(filter).primaryKeys());
    },
    fallbackMessage: messages.requestNotDecided,
  };
}

type Decided = z.infer<typeof requestsDecided>;

export const membershipRequestsApprove = defineMutation<'membership_request.approve', Decided>({
  kind: 'membership_request.approve',
  ...hooks('approve'),
  send: (api, m) => sendAsDeclared(api, m, { params: { key: m.group_key }, body: m.body, schema: requestsDecided }),
});

export const membershipRequestRefuse = defineMutation<'membership_request.refuse', Decided>({
  kind: 'membership_request.refuse',
  ...hooks('refuse'),
  send: (api, m) => sendAsDeclared(api, m, { params: { key: m.group_key, userId: m.user_id }, schema: requestsDecided }),
});
