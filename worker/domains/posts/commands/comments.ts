// Comment commands: new comments and replies through the outbox (on a post still unsent too), and more comments or replies into the mirror.
import { createCommentPages } from '../comment-pages';
import type { EngineContext } from '../../../commands/context';

/** Where a comment goes: a delivered post by id, a post still unsent by its client id; a reply names its comment. */
export interface CommentTarget {
  postId: number;
  postClientId?: string | null;
  parentId?: number | null;
}

export function commentCommands({ db, api, send, outbox }: EngineContext) {
  const pages = createCommentPages(db, api);
  return {
    /** Writes the optimistic comment and its outbox entry in one transaction, then tries to send; answers the client id. */
    async create(target: number | CommentTarget, body: string): Promise<string> {
      const t = typeof target === 'number' ? { postId: target } : target;
      // Replies are one level deep: answering a reply answers its top-level comment.
      const parent = t.parentId ? await db.comments.where('id').equals(t.parentId).first() : undefined;
      const parentId = parent?.parent_id ?? t.parentId ?? undefined;
      const clientId = await outbox.enqueue(db, {
        kind: 'comment.create',
        post_id: t.postId > 0 ? t.postId : 0,
        post_client_id: t.postId > 0 ? undefined : (t.postClientId ?? undefined),
        body: { body, parent_id: parentId },
      });
      send(false);
      return clientId;
    },

    /** The next page of a post's top-level comments, oldest first. */
    loadMore: (postId: number): Promise<void> => pages.loadMore(postId),

    /** A comment's replies (the next page when `more`). */
    loadReplies: (postId: number, commentId: number, more = false): Promise<void> => pages.loadReplies(postId, commentId, more),
  };
}
