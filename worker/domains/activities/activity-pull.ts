// The member's activities into the mirror by REST: the newest page at the initial pull and when the list opens, older pages on scroll, the excluded categories.
import type { LocalDb } from '../../../schema/local-db';
import { ACTIVITIES_PAGING_KEY } from '../../../schema/mirror/activities';
import type { Api } from '../../api';
import { putServerRows } from '../../overlay/rebase';
import { kvGet } from '../../kv';
import { currentUserId, writeAsMember } from '../../mirror-writes';
import { pageAfter } from '../../refused-cursor';
import { reloadUserData } from '../account/user-data';

export interface ActivityPuller {
  /** The newest page (the whole truth from its oldest activity up), or the next older one when `more`. */
  loadActivities(more: boolean): Promise<void>;
  /**
   * After a catch-up: the new activities counts live in the user data, so it is read again when the feed brought
   * activities or the server answered a change of the excluded categories since the last catch-up.
   */
  afterCatchUp(activitiesChanged: boolean): Promise<void>;
}

export function createActivityPuller(db: LocalDb, api: Api): ActivityPuller {
  const inFlight = new Map<boolean, Promise<void>>();
  let exclusionsAnswered: number | undefined;

  async function load(more: boolean): Promise<void> {
    const row = more ? await db.walls.get(ACTIVITIES_PAGING_KEY) : undefined;
    if (row?.exhausted === 1) return;
    const userId = await currentUserId(db);
    if (userId === null) return;
    const page = await pageAfter(row?.next_cursor ?? null, (cursor) => api.activities(cursor));
    await writeAsMember(db, userId, async () => {
      if (!row) {
        // What the server no longer lists in the newest page's range (deleted, excluded, no longer visible) goes.
        const oldest = page.meta.next === null ? 0 : Math.min(...page.activities.map((a) => a.id));
        const listed = new Set(page.activities.map((a) => a.id));
        await db.activities.where('id').aboveOrEqual(oldest).filter((a) => !listed.has(a.id)).delete();
      }
      await putServerRows(db, 'activities', page.activities);
      await db.walls.put({ key: ACTIVITIES_PAGING_KEY, next_cursor: page.meta.next, exhausted: page.meta.next ? 0 : 1, fetched_at: Date.now() });
    });
  }

  async function afterCatchUp(activitiesChanged: boolean): Promise<void> {
    const answered = (await kvGet(db, 'activityExclusions'))?.answered;
    const excludedSince = exclusionsAnswered !== undefined && answered !== exclusionsAnswered;
    exclusionsAnswered = answered;
    if (activitiesChanged || excludedSince) await reloadUserData(db, api);
  }

  return {
    afterCatchUp,
    // Scrolling may ask for the same page twice before the first answer lands: they share one request.
    loadActivities(more) {
      const held = inFlight.get(more);
      if (held) return held;
      const run = load(more).finally(() => inFlight.delete(more));
      inFlight.set(more, run);
      return run;
    },
  };
}
