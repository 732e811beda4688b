// Groups in the mirror, and the paging state of each wall's feed.
import type { Group } from '../groups';
import { defineTable } from './table';

export type LocalGroup = Group & { is_mine: 0 | 1 };
export const groupsTable = defineTable<LocalGroup, 'key'>()('groups', '&key, id, is_mine');

/** Paging state of one wall's feed as the device knows it. */
export interface LocalWall {
  key: string;
  next_cursor: string | null;
  /** 1 once the oldest page was fetched */
  exhausted: 0 | 1;
  fetched_at: number;
}
export const wallsTable = defineTable<LocalWall, 'key'>()('walls', '&key');
