// Live reads of the member's activities on the device: newest first, without the categories they turned off, and the badge's count.
import { useLiveQuery } from './use-live-query';
import type { KvRows } from '../../schema/local-db';
import type { LocalActivity } from '../../schema/mirror/activities';
import { useKv } from './use-kv';
import { localDb } from '../data/local-db';

/** The activities the device holds, newest first; a category turned off leaves the list at once, offline too. */
export function useActivities(): LocalActivity[] | undefined {
  return useLiveQuery(async () => {
    const db = localDb();
    const setting = (await db.kv.get('activityExclusions'))?.value as KvRows['activityExclusions'] | undefined;
    const excluded = new Set(setting?.value ?? []);
    const rows = await db.activities.orderBy('id').reverse().toArray();
    return rows.filter((a) => !excluded.has(a.category));
  }, []);
}

/** The new activities count in the user data (cleared when the list opens); 0 until it is known. */
export function useNewActivitiesCount(): number {
  return useKv('userData')?.new_activities_count ?? 0;
}
