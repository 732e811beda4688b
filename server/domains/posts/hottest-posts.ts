// A wall's hottest posts (docs/product.md 7's hottest_posts): ranked by schema/hot-score.ts's formula in SQL, paged by number.
import { and, desc, eq, sql } from 'drizzle-orm';
import { HOT_SCORE } from '../../../schema/hot-score';
import type { HottestPostsPage } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { posts } from './post-schema';
import { visiblePostFor } from './content-visibility';
import { readableGroupByKey } from '../groups/group-access';
import { numberedPage, pageWindow } from '../../core/numbered-page';
import { toPostWires, selectPosts } from './post-wire';
import type { Viewer } from '../sessions/sessions';
import { postLensFor, premiumReadable } from './premium-posts';

/** hotScore() of schema/hot-score.ts over `posts` at `now` (keep the two in step; a test compares their orders). */
export function hotScoreSql(now: Date) {
  // The constants are ours, written into the SQL as numbers (float8 arithmetic throughout, as in JavaScript).
  const k = (n: number) => sql.raw(`${n}::float8`);
  const ageHours = sql`greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - ${posts.createdAt})) / 3600.0)`;
  const lift = sql`(${posts.likesCount} * ${k(HOT_SCORE.LIKE_WEIGHT)} + ${posts.commentsCount} * ${k(HOT_SCORE.COMMENT_WEIGHT)} + ${k(HOT_SCORE.BASE)})`;
  return sql`(${lift} / power(${ageHours}::float8 + ${k(HOT_SCORE.AGE_OFFSET_HOURS)}, ${k(HOT_SCORE.GRAVITY)}))`;
}

/** The wall's posts the viewer may see, hottest first at `now` (ties: newest id first), `limit` a page. */
export async function hottestPosts(
  db: Database,
  viewer: Viewer,
  key: string,
  query: { page: number; limit: number },
  now: Date,
): Promise<HottestPostsPage> {
  const { group } = await readableGroupByKey(db, viewer.user.id, key);
  const window = pageWindow(query.page, query.limit);
  const lens = await postLensFor(db, viewer);
  const rows = await selectPosts(db)
    .where(and(eq(posts.groupId, group.id), visiblePostFor(viewer.user.id), premiumReadable(lens)))
    .orderBy(desc(hotScoreSql(now)), desc(posts.id))
    .limit(window.limit)
    .offset(window.offset);
  const page = numberedPage(rows, query.page, query.limit);
  return { posts: await toPostWires(db, page.rows, lens), meta: { next: page.next } };
}
