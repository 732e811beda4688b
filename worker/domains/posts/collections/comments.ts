// Comments collection: server comments replace drafts, authors go to members, they go with their post.
import { sortKey, type LocalComment, type LocalDb } from '../../../../schema/local-db';
import type { Comment } from '../../../../schema/posts';
import { addIds, defineCollection } from '../../../collections/collection';
import { serverUid } from '../../../../schema/mirror/draft-rows';
import { dropDelivered } from './drafts';
import { putMembers } from '../../people/collections/members';
import { putServerRows } from '../../../overlay/rebase';

export const COMMENTS_BUDGET = 10_000;

export function toLocalComment(comment: Comment): LocalComment {
  const { author, ...rest } = comment;
  return { ...rest, author_id: author.id, uid: serverUid(comment.id), sort_key: sortKey(comment.created_at, comment.id) };
}

export async function putServerComments(db: LocalDb, comments: Comment[]): Promise<void> {
  await putMembers(db, comments.map((c) => c.author));
  await putServerRows(db, 'comments', comments.map(toLocalComment));
  await dropDelivered(db, 'comments', comments);
}

export const comments = defineCollection<'comment.upsert' | 'comment.delete'>({
  table: 'comments',
  changes: {
    'comment.upsert': (db, changes) => putServerComments(db, changes.map((c) => c.data)),
    'comment.delete': (_db, changes, ctx) => ctx.forget({ commentIds: changes.map((c) => c.id) }),
  },
  async expand(db, lost) {
    if (lost.postIds.length === 0) return;
    const ofPosts = await db.comments.where('post_id').anyOf(lost.postIds).filter((c) => !c.status).toArray();
    addIds(lost.commentIds, ofPosts.map((c) => c.id));
  },
  async forget(db, lost) {
    if (lost.commentIds.length === 0) return;
    await db.comments.where('id').anyOf(lost.commentIds).filter((c) => !c.status).delete();
  },
  retention: {
    budget: COMMENTS_BUDGET,
    // Comments of posts no longer on the device first, then the oldest.
    async sweep(db, budget, ctx) {
      const excess = (await db.comments.count()) - budget;
      if (excess <= 0) return 0;
      const postIds = new Set(await db.posts.orderBy('id').uniqueKeys());
      const orphans = await db.comments.filter((c) => !c.status && !postIds.has(c.post_id)).limit(excess).toArray();
      const rest = excess - orphans.length;
      const oldest = rest > 0 ? await db.comments.orderBy('sort_key').filter((c) => !c.status && postIds.has(c.post_id)).limit(rest).toArray() : [];
      await ctx.forget({ commentIds: [...orphans, ...oldest].map((c) => c.id) });
      return orphans.length + oldest.length;
    },
  },
});
