// Groups collection and the walls' paging rows: a group the member may no longer see takes everything in it along.
import type { Group } from '../../schema/groups';
import type { LocalGroup } from '../../schema/local-db';
import { defineCollection } from './collection';

export function toLocalGroup(group: Group, isMine: boolean): LocalGroup {
  return { ...group, is_mine: isMine ? 1 : 0 };
}

export const groups = defineCollection<'group.upsert' | 'group.delete'>({
  table: 'groups',
  changes: {
    'group.upsert': async (db, changes) => {
      await db.groups.bulkPut(changes.map((c) => toLocalGroup(c.data, c.data.membership_status === 'member')));
    },
    'group.delete': (_db, changes, ctx) => ctx.forget({ groupKeys: changes.map((c) => c.key) }),
  },
  async forget(db, lost) {
    await db.groups.bulkDelete(lost.groupKeys);
  },
});

export const walls = defineCollection({
  table: 'walls',
  changes: {},
  async forget(db, lost) {
    await db.walls.bulkDelete(lost.groupKeys);
  },
});
