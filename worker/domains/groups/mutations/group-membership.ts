// Joining, leaving and withdrawing a request: the group shows the member's wish at once; the server's group replaces it.
import { z } from 'zod';
import { groupResponse, type Group } from '../../../../schema/groups';
import type { LocalDb, PendingMembership } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import type { MutationOf } from '../../../../schema/outbox';
import { membershipAfter, putServerGroups, toLocalGroup } from '../collections/groups';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';

type MembershipMutation = MutationOf<'group.join'> | MutationOf<'group.leave'> | MutationOf<'group.cancel_request'>;

const actionOf = (m: MembershipMutation): PendingMembership['action'] =>
  m.kind === 'group.join' ? 'join' : m.kind === 'group.leave' ? 'leave' : 'cancelRequest';

/** The group as the member wants it: the action laid over what the server last said (an earlier unsent action's base). */
async function wish(db: LocalDb, m: MembershipMutation): Promise<void> {
  const row = await db.groups.get(m.group_key);
  if (!row) return;
  const server_status = row.pending_membership ? row.pending_membership.server_status : row.membership_status;
  const shown = membershipAfter(actionOf(m), row, server_status);
  await db.groups.put({
    ...row,
    membership_status: shown,
    is_mine: shown === 'member' ? 1 : 0,
    pending_membership: { action: actionOf(m), client_id: m.client_id, server_status, status: 'pending' },
  });
}

/** This entry's action is settled: the row shows what the server said (`group` when it answered one). */
async function settle(db: LocalDb, m: MembershipMutation, group?: Group): Promise<void> {
  const row = await db.groups.get(m.group_key);
  if (!row || row.pending_membership?.client_id !== m.client_id) {
    if (group) await putServerGroups(db, [group]);
    return;
  }
  // The action is done: the server's group stands where it answered one; else what the member sees is the outcome
  // already. The change feed brings the rest (counts, lost access).
  const { pending_membership: _done, ...rest } = row;
  await db.groups.put(group ? toLocalGroup(group, group.membership_status === 'member') : rest);
}

async function restore(db: LocalDb, m: MembershipMutation): Promise<void> {
  const row = await db.groups.get(m.group_key);
  if (!row?.pending_membership || row.pending_membership.client_id !== m.client_id) return;
  const { pending_membership, ...rest } = row;
  const status = pending_membership.server_status;
  await db.groups.put({ ...rest, membership_status: status, is_mine: status === 'member' ? 1 : 0 });
}

async function mark(db: LocalDb, m: MembershipMutation, status: PendingMembership['status'], error?: string): Promise<void> {
  const row = await db.groups.get(m.group_key);
  if (!row?.pending_membership || row.pending_membership.client_id !== m.client_id) return;
  await db.groups.put({ ...row, pending_membership: { ...row.pending_membership, status, error } });
}

const common = {
  write: (db: LocalDb, m: MembershipMutation) => wish(db, m),
  refused: (db: LocalDb, m: MembershipMutation, message: string) => mark(db, m, 'failed', message),
  retried: (db: LocalDb, m: MembershipMutation) => mark(db, m, 'pending'),
  discarded: (db: LocalDb, m: MembershipMutation) => restore(db, m),
  fallbackMessage: messages.membershipNotSaved,
};

export const groupJoin = defineMutation({
  kind: 'group.join',
  ...common,
  send: (api, m) => sendAsDeclared(api, m, { params: { id: m.group_id }, schema: groupResponse }),
  delivered: (db, m, answer) => settle(db, m, answer.group),
});

export const groupLeave = defineMutation({
  kind: 'group.leave',
  ...common,
  send: (api, m) => sendAsDeclared(api, m, { params: { id: m.group_id }, schema: z.unknown() }),
  delivered: (db, m) => settle(db, m),
});

export const groupCancelRequest = defineMutation({
  kind: 'group.cancel_request',
  ...common,
  send: (api, m) => sendAsDeclared(api, m, { params: { id: m.group_id }, schema: z.unknown() }),
  delivered: (db, m) => settle(db, m),
});
