// One page of a post feed newest first, from an opaque keyset cursor: a wall's, a hashtag's, whatever `where` picks.
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { PostsPage } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { posts } from './post-schema';
import { decodeFeedCursor, encodeFeedCursor } from '../../core/feed-cursor';
import { selectPosts, toPostWires } from './post-wire';
import { premiumReadable, type PostLens } from './premium-posts';

export async function postFeedPage(db: Database, lens: PostLens, where: SQL | undefined, query: { cursor?: string; limit: number }): Promise<PostsPage> {
  const after = query.cursor ? decodeFeedCursor('posts', query.cursor) : null;
  const rows = await selectPosts(db)
    .where(and(where, premiumReadable(lens), after ? sql`(${posts.createdAt}, ${posts.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::int)` : undefined))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(query.limit + 1);
  const page = await toPostWires(db, rows.slice(0, query.limit), lens);
  const last = page.at(-1);
  const next = rows.length > query.limit && last ? encodeFeedCursor('posts', { createdAt: new Date(last.created_at), id: last.id }) : null;
  return { posts: page, meta: { next } };
}
