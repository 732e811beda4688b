// Live reads of posts and comments from the mirror, in display order, joined with their authors and the member's likes.
import { maxKey, minKey } from '../data/mirror-reader/keys';
import { useLiveQuery } from './use-live-query';
import { useMemo, useState } from 'react';
import type { LocalWall } from '../../schema/local-db';
import { byHotScore } from '../../schema/hot-score';
import { inActivityFeed, joinedWallKeys } from '../../schema/mirror/activity-feed';
import { isBeingDeleted } from '../../schema/mirror/pending-change';
import { localDb } from '../data/local-db';
import { useCommentViews, usePostViews, type CommentView, type PostView } from './mirror-views';
import { useWithEchoes } from './use-with-echoes';

/**
 * The newest `limit` posts of a wall plus one more, so the caller knows whether the mirror
 * holds further rows without a second query; posts this page is sending show before the mirror has them.
 */
export function useWallPosts(wallKey: string, limit: number): PostView[] | undefined {
  const rows = useLiveQuery(
    () =>
      localDb()
        .posts.where('[wall_key+sort_key]')
        .between([wallKey, minKey], [wallKey, maxKey])
        .reverse()
        .filter((p) => !isBeingDeleted(p))
        .limit(limit + 1)
        .toArray(),
    [wallKey, limit],
  );
  return usePostViews(useWithEchoes(rows, wallKey));
}

/**
 * A wall's Hottest on the device: its mirrored posts ranked by the server's formula (schema/hot-score.ts) at the time
 * the screen opened (so a page does not reshuffle as minutes pass; likes and comments still move posts), `limit` + 1.
 */
export function useHottestPosts(wallKey: string, limit: number): PostView[] | undefined {
  const [now] = useState(() => Date.now());
  const rows = useLiveQuery(
    async () => {
      const all = await localDb()
        .posts.where('[wall_key+sort_key]')
        .between([wallKey, minKey], [wallKey, maxKey])
        .filter((p) => !isBeingDeleted(p))
        .toArray();
      return byHotScore(all, now).slice(0, limit + 1);
    },
    [wallKey, limit, now],
  );
  return usePostViews(rows);
}

/**
 * The activity feed on the device: the newest `limit` posts (plus one) of the walls the member joined and their own,
 * across walls; the change feed's posts show as they land.
 */
export function useActivityPosts(limit: number): PostView[] | undefined {
  const rows = useLiveQuery(async () => {
    const db = localDb();
    const joined = joinedWallKeys(await db.groups.toArray());
    const me = (await db.kv.get('session'))?.value as { user_id?: number } | undefined;
    return db.posts
      .orderBy('sort_key')
      .reverse()
      .filter((p) => !isBeingDeleted(p) && inActivityFeed(p, joined, me?.user_id))
      .limit(limit + 1)
      .toArray();
  }, [limit]);
  return usePostViews(rows);
}

export function useWall(wallKey: string): LocalWall | null | undefined {
  return useLiveQuery(async () => (await localDb().walls.get(wallKey)) ?? null, [wallKey]);
}

/** `null` id: nothing to look up (drafts share a placeholder id, so never query a made-up one). */
export function usePost(postId: number | null): PostView | null | undefined {
  const row = useLiveQuery(
    async () => (postId === null ? null : ((await localDb().posts.where('id').equals(postId).filter((p) => !isBeingDeleted(p)).first()) ?? null)),
    [postId],
  );
  const rows = useMemo(() => (row ? [row] : row === null ? [] : undefined), [row]);
  const views = usePostViews(rows);
  return row === undefined ? undefined : (views?.[0] ?? null);
}

/** Oldest first, as a conversation reads. */
export function useComments(postId: number | null): CommentView[] | undefined {
  const rows = useLiveQuery(
    async () =>
      postId === null
        ? []
        : localDb()
            .comments.where('[post_id+sort_key]')
            .between([postId, minKey], [postId, maxKey])
            .filter((c) => !isBeingDeleted(c))
            .toArray(),
    [postId],
  );
  return useCommentViews(rows);
}
