// The activity feed (docs/product.md 3's pseudo group): newest posts of the groups the viewer joined, and the viewer's own posts.
import { and, eq, or, sql } from 'drizzle-orm';
import type { PostsPage } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { memberships } from '../groups/group-schema';
import { posts } from './post-schema';
import { visiblePostFor } from './content-visibility';
import { readableGroupIds } from '../groups/group-access';
import { postFeedPage } from './post-feed-page';
import type { Viewer } from '../sessions/sessions';
import { postLensFor } from './premium-posts';

/**
 * Posts of every group the viewer is an active member of, and the viewer's own posts in groups they may still read
 * (a public wall they posted in without joining), with the walls' visibility rules; newest first, keyset paged.
 * Public groups the viewer never joined stay out: the feed is what they chose to follow (docs/api-feeds.md).
 */
export async function activityPosts(db: Database, viewer: Viewer, query: { cursor?: string; limit: number }): Promise<PostsPage> {
  const me = viewer.user.id;
  const joined = sql`exists (select 1 from ${memberships} am where am.group_id = ${posts.groupId} and am.user_id = ${me} and am.status = 'active')`;
  const ownReadable = and(eq(posts.authorId, me), sql`${posts.groupId} in ${readableGroupIds(me)}`);
  return postFeedPage(db, await postLensFor(db, viewer), and(visiblePostFor(me), or(joined, ownReadable)), query);
}
