// Joining, leaving and withdrawing a request: laid over the group at once; the server's group (or the outcome it confirmed) goes beneath.
import { z } from 'zod';
import { groupResponse, type Group } from '../../../../schema/groups';
import type { LocalGroup, PendingMembership } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import type { MutationOf } from '../../../../schema/outbox';
import { membershipAfter, putServerGroups } from '../collections/groups';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';
import { overlay, writeState, type Write } from '../../../overlay/overlay';
import { updateServerRows } from '../../../overlay/rebase';

type MembershipMutation = MutationOf<'group.join'> | MutationOf<'group.leave'> | MutationOf<'group.cancel_request'>;

const actionOf = (m: MembershipMutation): PendingMembership['action'] =>
  m.kind === 'group.join' ? 'join' : m.kind === 'group.leave' ? 'leave' : 'cancelRequest';

/** The group after the action, without anything of the member's pending (the outcome the server confirmed). */
function after(group: LocalGroup, m: MembershipMutation): LocalGroup {
  const shown = membershipAfter(actionOf(m), group, group.membership_status);
  return { ...group, membership_status: shown, is_mine: shown === 'member' ? 1 : 0 };
}

/** The group as the member wants it, naming the action and the server's status beneath (`pending_membership`). */
function wished(row: LocalGroup | undefined, w: Write<MembershipMutation>): LocalGroup | undefined {
  if (!row) return row;
  const server_status = row.pending_membership ? row.pending_membership.server_status : row.membership_status;
  return { ...after(row, w.mutation), pending_membership: { action: actionOf(w.mutation), server_status, ...writeState(w) } };
}

/** Delivered without a group: what the member saw is the outcome (the change feed brings the rest: counts, lost access). */
const confirmed = async (db: Parameters<typeof putServerGroups>[0], m: MembershipMutation, group?: Group) =>
  group ? putServerGroups(db, [group]) : updateServerRows(db, 'groups', [m.group_key], (g) => after(g, m));

const common = {
  overlay: overlay<MembershipMutation>((m) => [{ table: 'groups', key: m.group_key }], { groups: wished }),
  fallbackMessage: messages.membershipNotSaved,
};

export const groupJoin = defineMutation<'group.join', z.infer<typeof groupResponse>>({
  kind: 'group.join',
  ...common,
  send: (api, m) => sendAsDeclared(api, m, { params: { id: m.group_id }, schema: groupResponse }),
  delivered: (db, m, answer) => confirmed(db, m, answer.group),
});

export const groupLeave = defineMutation<'group.leave', unknown>({
  kind: 'group.leave',
  ...common,
  send: (api, m) => sendAsDeclared(api, m, { params: { id: m.group_id }, schema: z.unknown() }),
  delivered: (db, m) => confirmed(db, m),
});

export const groupCancelRequest = defineMutation<'group.cancel_request', unknown>({
  kind: 'group.cancel_request',
  ...common,
  send: (api, m) => sendAsDeclared(api, m, { params: { id: m.group_id }, schema: z.unknown() }),
  delivered: (db, m) => confirmed(db, m),
});
