// Groups in the mirror, and the paging state of each wall's feed.
import type { Group } from '../groups';
import { defineTable } from './table';

import type { LocalStatus } from './table';

/** What the member asked of their membership and the server has not confirmed yet. */
export interface PendingMembership {
  action: 'join' | 'leave' | 'cancelRequest';
  /** The outbox entry carrying it, for retry and discard. */
  client_id: string;
  /** The server's `membership_status` under the member's unsent action, restored if it is discarded. */
  server_status: Group['membership_status'];
  status?: LocalStatus;
  error?: string;
}

/**
 * `membership_status` and `is_mine` are what the member sees: the server's, with `pending_membership` laid over it
 * while an action is unsent (the membership kinds' apply, laid by worker/overlay/rebase.ts over whatever the server sends meanwhile).
 */
export type LocalGroup = Group & { is_mine: 0 | 1; pending_membership?: PendingMembership };
export const groupsTable = defineTable<LocalGroup, 'key'>()('groups', '&key, id, is_mine');

/** The paging row of a wall's Hottest sort (its pages are numbered: `next_cursor` holds the next page number). */
export const hottestPagingKey = (wallKey: string) => `hottest:${wallKey}`;

/**
 * Paging state of one feed as the device knows it: a wall's (its key), its Hottest sort (`hottest:<key>`), the activity
 * feed (`feed:activity`) or a post's comments (`comments:<id>`).
 */
export interface LocalWall {
  key: string;
  next_cursor: string | null;
  /** 1 once the oldest page was fetched */
  exhausted: 0 | 1;
  fetched_at: number;
}
export const wallsTable = defineTable<LocalWall, 'key'>()('walls', '&key');
