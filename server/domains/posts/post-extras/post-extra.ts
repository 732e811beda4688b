// What a part of a post stored beside it (media, poll, shared item, link preview) supplies to the page reader (the registry: index.ts).
import type { SQL } from 'drizzle-orm';
import type { Post } from '../../../../schema/posts';
import type { Database } from '../../../db/connect';

/** Fills a post's parts in place; each filler reads its table once for all the posts it is given. */
export type PostExtraFiller = (db: Database, posts: Post[]) => Promise<void>;

export interface PostExtra {
  /** Whether a post has this part, as SQL over `posts` (read with the post, so a page skips parts none of its posts have). */
  present: SQL;
  fill: PostExtraFiller;
}
