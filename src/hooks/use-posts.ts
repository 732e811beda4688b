// Live reads of posts and comments from the mirror, in display order, joined with their authors and the member's likes.
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalWall } from '../../schema/local-db';
import { localDb } from './local-db';
import { commentViews, postViews, type CommentView, type PostView } from './mirror-views';

/**
 * The newest `limit` posts of a wall plus one more, so the caller knows whether the mirror
 * holds further rows without a second query.
 */
export function useWallPosts(wallKey: string, limit: number): PostView[] | undefined {
  return useLiveQuery(async () => {
    const db = localDb();
    const rows = await db.posts
      .where('[wall_key+sort_key]')
      .between([wallKey, Dexie.minKey], [wallKey, Dexie.maxKey])
      .reverse()
      .limit(limit + 1)
      .toArray();
    return postViews(db, rows);
  }, [wallKey, limit]);
}

export function useWall(wallKey: string): LocalWall | null | undefined {
  return useLiveQuery(async () => (await localDb().walls.get(wallKey)) ?? null, [wallKey]);
}

/** `null` id: nothing to look up (drafts share a placeholder id, so never query a made-up one). */
export function usePost(postId: number | null): PostView | null | undefined {
  return useLiveQuery(async () => {
    if (postId === null) return null;
    const db = localDb();
    const row = await db.posts.where('id').equals(postId).first();
    return row ? ((await postViews(db, [row]))[0] ?? null) : null;
  }, [postId]);
}

/** Oldest first, as a conversation reads. */
export function useComments(postId: number | null): CommentView[] | undefined {
  return useLiveQuery(async () => {
    if (postId === null) return [];
    const db = localDb();
    const rows = await db.comments
      .where('[post_id+sort_key]')
      .between([postId, Dexie.minKey], [postId, Dexie.maxKey])
      .toArray();
    return commentViews(db, rows);
  }, [postId]);
}
