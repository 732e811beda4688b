// The member's scheduled posts from the server into the mirror: the list is whole, so a waiting row it no longer names is gone.
import type { LocalDb } from '../../../schema/local-db';
import type { Api } from '../../api';
import { putServerPosts } from './collections/posts';
import type { Forget } from '../../outbox-handle';
import { currentUserId, writeAsMember } from '../../mirror-writes';

/**
 * Puts the member's waiting posts; a delivered row of theirs still waiting on the device that the server's list
 * leaves out was published or deleted elsewhere (the change feed brings the published one back to its wall).
 */
export async function loadScheduledPosts(db: LocalDb, api: Api, forget: Forget): Promise<void> {
  const userId = await currentUserId(db);
  const { posts } = await api.scheduledPosts();
  const listed = new Set(posts.map((p) => p.id));
  await writeAsMember(db, userId, async () => {
    const stale = await db.posts.filter((p) => p.id > 0 && !p.status && p.author_id === userId && p.scheduled_at !== null && !listed.has(p.id)).toArray();
    if (stale.length > 0) await forget(db, { postIds: stale.map((p) => p.id) });
    await putServerPosts(db, posts);
  });
}
