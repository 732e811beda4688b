// Posts in the mirror: the wire post with its author kept once in members, plus uid, sort key and delivery state.
import type { Post } from '../posts';
import type { LocalRowFields } from './pending-change';
import { defineTable } from './table';

/** `uid` is `p<server id>` for server rows and `c<client id>` for optimistic ones. */
export type LocalPost = Omit<Post, 'author'> & LocalRowFields;

export const postsTable = defineTable<LocalPost, 'uid'>()('posts', '&uid, id, client_id, wall_key, [wall_key+sort_key], sort_key, status, [wall_key+pinned_until]');

/** Sort key that orders by `created_at` then id, equal across server and optimistic rows. */
export function sortKey(createdAt: string, id: number | string): string {
  return `${new Date(createdAt).toISOString()}|${String(id).padStart(12, '0')}`;
}
