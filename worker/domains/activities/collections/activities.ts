// Activities collection: the member's activities as the server says, with unsent seen marks laid over; those about what the device forgets go with it.
import type { LocalDb } from '../../../../schema/local-db';
import { ACTIVITIES_PAGING_KEY } from '../../../../schema/mirror/activities';
import { putServerRows } from '../../../overlay/rebase';
import { defineCollection } from '../../../collections/collection';

/** The newest activities kept; the list pages further from the server when online. */
export const ACTIVITIES_BUDGET = 500;

export const activities = defineCollection<'activity.upsert' | 'activity.delete'>({
  table: 'activities',
  changes: {
    'activity.upsert': async (db, changes) => {
      await putServerRows(db, 'activities', changes.map((c) => c.data));
    },
    'activity.delete': async (db, changes) => {
      await db.activities.bulkDelete(changes.map((c) => c.id));
    },
  },
  // A post or comment gone from the device (deleted, its author blocked, its group lost) takes its activities along.
  async forget(db: LocalDb, lost) {
    const groups = new Set(lost.groupKeys);
    const posts = new Set(lost.postIds);
    const comments = new Set(lost.commentIds);
    if (groups.size + posts.size + comments.size === 0) return;
    await db.activities
      .filter(
        (a) =>
          (a.group !== null && groups.has(a.group.key)) ||
          (a.post_id !== null && posts.has(a.post_id)) ||
          (a.comment_id !== null && comments.has(a.comment_id)),
      )
      .delete();
  },
  retention: {
    budget: ACTIVITIES_BUDGET,
    async sweep(db, budget) {
      const count = await db.activities.count();
      if (count <= budget) return 0;
      const oldest = await db.activities.orderBy('id').limit(count - budget).primaryKeys();
      await db.activities.bulkDelete(oldest);
      // Older pages are read again from the newest, so the list has no gap where these were.
      await db.walls.delete(ACTIVITIES_PAGING_KEY);
      return oldest.length;
    },
  },
});
