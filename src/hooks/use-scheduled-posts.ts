// Live read of the member's own scheduled posts on the device (sent or still unsent), soonest first.
import { useLiveQuery } from './use-live-query';
import { isBeingDeleted } from '../../schema/mirror/pending-change';
import { localDb } from '../data/local-db';
import { usePostViews, type PostView } from './mirror-views';

/** `null` author: nobody signed in, nothing to show. Few rows wait at once, so the posts are filtered, not indexed. */
export function useScheduledPosts(authorId: number | null): PostView[] | undefined {
  const rows = useLiveQuery(async () => {
    if (authorId === null) return [];
    const mine = await localDb()
      .posts.filter((p) => p.author_id === authorId && p.scheduled_at !== null && !isBeingDeleted(p))
      .toArray();
    return mine.sort((a, b) => a.scheduled_at!.localeCompare(b.scheduled_at!) || a.sort_key.localeCompare(b.sort_key));
  }, [authorId]);
  return usePostViews(rows);
}
