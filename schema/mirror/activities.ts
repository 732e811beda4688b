// The member's activities in the mirror (issue 12): as the server said, newest first by id, so the list opens offline.
import type { Activity } from '../activities';
import { defineTable } from './table';

export type LocalActivity = Activity;

export const activitiesTable = defineTable<LocalActivity, 'id'>()('activities', '&id, post_id, comment_id');
