// The member's own likes in the mirror: what the server knows and what the member did since, until it is delivered.
import type { LikeableType } from '../likes';
import { defineTable, type LocalStatus } from './table';

/**
 * `liked` is what the member sees, `server_liked` what the server last said; they differ only while a like or
 * unlike is unsent, and the shown count is the server's count plus that difference.
 */
export interface LocalLike {
  /** `<likeable_type>:<likeable_id>` */
  uid: string;
  likeable_type: LikeableType;
  likeable_id: number;
  liked: 0 | 1;
  server_liked: 0 | 1;
  status?: LocalStatus;
  error?: string;
  /** The outbox entry of the member's latest unsent change, for retry and discard. */
  client_id?: string;
}

export const likesTable = defineTable<LocalLike, 'uid'>()('likes', '&uid, [likeable_type+likeable_id], status');

export const likeUid = (type: LikeableType, id: number): string => `${type}:${id}`;
