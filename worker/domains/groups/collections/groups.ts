// Groups collection and the walls' paging rows: a group the member may no longer see takes everything in it along.
import type { Group } from '../../../../schema/groups';
import type { LocalDb, LocalGroup, PendingMembership } from '../../../../schema/local-db';
import { hottestPagingKey } from '../../../../schema/mirror/groups';
import { defineCollection } from '../../../collections/collection';
import { putServerRows } from '../../../overlay/rebase';

export function toLocalGroup(group: Group, isMine: boolean): LocalGroup {
  return { ...group, is_mine: isMine ? 1 : 0 };
}

/** The membership the member sees while `action` is unsent, over the server's `status` (a private group's join waits). */
export function membershipAfter(action: PendingMembership['action'], group: Pick<Group, 'membership_type'>, status: Group['membership_status']): Group['membership_status'] {
  if (action === 'join') return status === 'member' ? 'member' : group.membership_type === 'private' ? 'pending' : 'member';
  if (action === 'leave') return null;
  return status === 'pending' ? null : status;
}

/** Puts the server's groups; the member's unsent membership actions stay laid over them (worker/overlay/rebase.ts). */
export async function putServerGroups(db: LocalDb, list: Group[]): Promise<void> {
  await putServerRows(db, 'groups', list.map((g) => toLocalGroup(g, g.membership_status === 'member')));
}

export const groups = defineCollection<'group.upsert' | 'group.delete'>({
  table: 'groups',
  changes: {
    'group.upsert': (db, changes) => putServerGroups(db, changes.map((c) => c.data)),
    // Its posts go; a group still listed for the member (a private group they left) comes back as they now see it.
    'group.delete': async (db, changes, ctx) => {
      await ctx.forget({ groupKeys: changes.map((c) => c.key) });
      await putServerGroups(db, changes.flatMap((c) => (c.group ? [c.group] : [])));
    },
  },
  async forget(db, lost) {
    // A group with an unsent join stays: the member asked for it (a refusal shows there).
    const keep = new Set((await db.groups.bulkGet(lost.groupKeys)).filter((g) => g?.pending_membership?.action === 'join').map((g) => g!.key));
    await db.groups.bulkDelete(lost.groupKeys.filter((k) => !keep.has(k)));
  },
});

export const walls = defineCollection({
  table: 'walls',
  changes: {},
  async forget(db, lost) {
    await db.walls.bulkDelete(lost.groupKeys.flatMap((key) => [key, hottestPagingKey(key)]));
  },
});
