// Posts collection: server posts replace this device's drafts, authors go to members, deletions take comments and likes along.
import { DEFAULT_OFFLINE_POST_BUDGET } from '../../../../schema/constants';
import { sortKey, type LocalDb, type LocalPost } from '../../../../schema/local-db';
import type { Post } from '../../../../schema/posts';
import { addIds, defineCollection } from '../../../collections/collection';
import { serverUid } from '../../../../schema/mirror/draft-rows';
import { dropDelivered } from './drafts';
import { putMembers } from '../../people/collections/members';
import { putServerRows } from '../../../overlay/rebase';
import { sweepPosts } from './post-retention';

export function toLocalPost(post: Post): LocalPost {
  const { author, ...rest } = post;
  return { ...rest, author_id: author.id, uid: serverUid(post.id), sort_key: sortKey(post.created_at, post.id) };
}

/** Puts the server's posts; drafts this device wrote and their outbox entries are done with. Call inside a transaction. */
export async function putServerPosts(db: LocalDb, posts: Post[]): Promise<void> {
  await putMembers(db, posts.map((p) => p.author));
  await putServerRows(db, 'posts', posts.map(toLocalPost));
  await dropDelivered(db, 'posts', posts);
}

export const posts = defineCollection<'post.upsert' | 'post.delete'>({
  table: 'posts',
  changes: {
    'post.upsert': (db, changes) => putServerPosts(db, changes.map((c) => c.data)),
    'post.delete': (_db, changes, ctx) => ctx.forget({ postIds: changes.map((c) => c.id) }),
  },
  async expand(db, lost) {
    if (lost.groupKeys.length === 0) return;
    const inGroups = await db.posts.where('wall_key').anyOf(lost.groupKeys).filter((p) => !p.status).toArray();
    addIds(lost.postIds, inGroups.map((p) => p.id));
  },
  async forget(db, lost) {
    if (lost.postIds.length === 0) return;
    await db.posts.where('id').anyOf(lost.postIds).filter((p) => !p.status).delete();
  },
  // The budget is the device's setting (kv offlinePostBudget, read by the sweep's caller); this is its default.
  retention: { budget: DEFAULT_OFFLINE_POST_BUDGET, sweep: sweepPosts },
});
