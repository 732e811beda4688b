// The posts that carry a hashtag (any case), newest first, of the walls the viewer may read.
import { and, sql } from 'drizzle-orm';
import type { PostsPage } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { posts } from '../posts/post-schema';
import { visiblePostFor } from '../posts/content-visibility';
import { readableGroupIds } from '../groups/group-access';
import { postFeedPage } from '../posts/post-feed-page';
import type { Viewer } from '../sessions/sessions';
import { postLensFor, premiumReadable } from '../posts/premium-posts';

export async function hashtagPosts(db: Database, viewer: Viewer, tag: string, query: { cursor?: string; limit: number }): Promise<PostsPage> {
  const tagged = sql`exists (select 1 from jsonb_array_elements(${posts.textEntities}->'hashtags') h where lower(h->>'tag') = lower(${tag}))`;
  // A premium post's hashtags are its words: a reader without the plan does not find it by them.
  const lens = await postLensFor(db, viewer);
  return postFeedPage(db, lens, and(visiblePostFor(viewer.user.id), sql`${posts.groupId} in ${readableGroupIds(viewer.user.id)}`, tagged, premiumReadable(lens, true)), query);
}
