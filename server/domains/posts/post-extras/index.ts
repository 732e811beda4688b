// The parts of a post stored beside it (media, poll, shared item, link preview), read for a whole page of posts at once.
import type { Post } from '../../../../schema/posts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connect';
import { linkPreviewExtra } from './link-preview';
import type { PostExtra } from './post-extra';
import { mediaExtra } from './media';
import { pollExtra } from './polls';
import { sharedExtra } from './shared';

/** Add a part here when a post kind stores something beside the post. Sequential: PGlite has one connection. */
const extras: PostExtra[] = [mediaExtra, pollExtra, sharedExtra, linkPreviewExtra];

/** Which parts a post has, one '0' or '1' per part in the order of `extras`: select it with the post. */
export const postPartsPresent = sql<string>`concat(${sql.join(
  extras.map((e) => sql`(${e.present})::int`),
  sql`, `,
)})`;

/**
 * Fills the posts' parts: each part's query runs for the posts that have it (`present[i]`: post i's
 * postPartsPresent), or for every post when that is not known.
 */
export async function withPostExtras(db: Database, wires: Post[], present?: string[]): Promise<Post[]> {
  for (const [part, extra] of extras.entries()) {
    const having = present ? wires.filter((_, i) => present[i]?.[part] === '1') : wires;
    if (having.length > 0) await extra.fill(db, having);
  }
  return wires;
}
