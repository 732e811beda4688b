// A member's recent posts as the viewer may read them (the profile screen): walls the viewer reads, authors they see.
import { and, eq, sql } from 'drizzle-orm';
import type { PostsPage } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { posts } from '../posts/post-schema';
import { visiblePostFor } from '../posts/content-visibility';
import { readableGroupIds } from '../groups/group-access';
import { postFeedPage } from '../posts/post-feed-page';
import { listedAccount } from './profiles';
import type { Viewer } from '../sessions/sessions';
import { postLensFor } from '../posts/premium-posts';

export async function memberPosts(db: Database, viewer: Viewer, memberId: number, query: { cursor?: string; limit: number }): Promise<PostsPage> {
  await listedAccount(db, memberId);
  const where = and(eq(posts.authorId, memberId), visiblePostFor(viewer.user.id), sql`${posts.groupId} in ${readableGroupIds(viewer.user.id)}`);
  return postFeedPage(db, await postLensFor(db, viewer), where, query);
}
