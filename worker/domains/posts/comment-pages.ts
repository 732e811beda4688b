// Comment pages into the mirror: "load more" continues a post's top-level comments, replies load under their comment.
import type { LocalDb } from '../../../schema/local-db';
import type { PageMeta } from '../../../schema/common';
import type { Comment } from '../../../schema/posts';
import type { Api } from '../../api';
import { putServerComments } from './collections/comments';
import { putAccountLikes } from './collections/likes';
import { currentUserId, writeAsMember } from '../../mirror-writes';
import { pageAfter } from '../../refused-cursor';

/**
 * Where the next page starts is kept as a paging row of the walls table (like a wall's): `comments:<post id>` for
 * top-level comments, `replies:<comment id>` for the replies of one comment.
 */
export const commentsPagingKey = (postId: number): string => `comments:${postId}`;
export const repliesPagingKey = (commentId: number): string => `replies:${commentId}`;

/** Records where a page of comments ended. Call inside a mirror transaction. */
export async function putCommentsPaging(db: LocalDb, key: string, meta: PageMeta | undefined): Promise<void> {
  const next = meta?.next ?? null;
  await db.walls.put({ key, next_cursor: next, exhausted: next ? 0 : 1, fetched_at: Date.now() });
}

export function createCommentPages(db: LocalDb, api: Api) {
  const loads = new Map<string, Promise<void>>();

  async function load(key: string, postId: number, parentId: number | undefined, more: boolean): Promise<void> {
    const userId = await currentUserId(db);
    const paging = await db.walls.get(key);
    if (more && paging?.exhausted) return;
    const page = await pageAfter(more ? (paging?.next_cursor ?? null) : null, (cursor) => api.commentsPage(postId, { cursor, parentId }));
    const liked = await likedOf(page.comments);
    await writeAsMember(db, userId, async () => {
      await putServerComments(db, page.comments);
      await liked();
      // A first page of replies read again says nothing of how far "more" had gone.
      if (more || !paging) await putCommentsPaging(db, key, page.meta);
    });
  }

  /** Which of these the member likes; a failure leaves the likes as the device knew them. */
  async function likedOf(comments: Comment[]): Promise<() => Promise<void>> {
    const ids = comments.map((c) => c.id);
    if (ids.length === 0) return async () => {};
    const answer = await api.accountLikes('Comment', ids).catch(() => null);
    return answer ? () => putAccountLikes(db, 'Comment', ids, answer.likes) : async () => {};
  }

  /** Two taps on "load more" share one request. */
  function once(key: string, job: () => Promise<void>): Promise<void> {
    const running = loads.get(key);
    if (running) return running;
    const p = job().finally(() => loads.delete(key));
    loads.set(key, p);
    return p;
  }

  return {
    /** The next page of a post's top-level comments, after those the device has paged to. */
    loadMore: (postId: number) => once(commentsPagingKey(postId), () => load(commentsPagingKey(postId), postId, undefined, true)),
    /** The replies of a top-level comment: the first page, or the next one when `more`. */
    loadReplies: (postId: number, commentId: number, more: boolean) =>
      once(`${repliesPagingKey(commentId)}|${more}`, () => load(repliesPagingKey(commentId), postId, commentId, more)),
  };
}
