// The member's activities in the mirror: as the server said with the member's unsent seen marks laid over, newest first by id, so the list opens offline.
import type { Activity } from '../activities';
import { defineTable } from './table';

/** `server_seen`: the server's flag while the member's unsent seen marks show another (laid over by worker/overlay/rebase.ts); absent otherwise. */
export type LocalActivity = Activity & { server_seen?: boolean };

export const activitiesTable = defineTable<LocalActivity, 'id'>()('activities', '&id, post_id, comment_id');

/** The list's paging row in `walls`: the cursor of the next older page. */
export const ACTIVITIES_PAGING_KEY = 'activities';
