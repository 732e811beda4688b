// What a like button shows: whether the member likes it now, and the count with their unsent change counted in.
import type { LocalLike } from '../../schema/local-db';

export const isLiked = (like: LocalLike | undefined): boolean => like?.liked === 1;

/** The server's count plus the member's change it has not heard of yet. */
export function shownLikes(serverCount: number, like: LocalLike | undefined): number {
  if (!like) return serverCount;
  return Math.max(0, serverCount + like.liked - like.server_liked);
}
