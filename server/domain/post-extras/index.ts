// The parts of a post stored beside it (media, poll, shared item, link preview), read for a whole page of posts at once.
import type { Post } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { fillLinkPreviews } from './link-preview';
import { fillMedia } from './media';
import { fillPolls } from './polls';
import { fillShared } from './shared';

/** Fills a post's parts in place; each filler reads its table once for all the posts it is given. */
export type PostExtraFiller = (db: Database, posts: Post[]) => Promise<void>;

/** Add a filler here when a post kind stores something beside the post. Sequential: PGlite has one connection. */
const fillers: PostExtraFiller[] = [fillMedia, fillPolls, fillShared, fillLinkPreviews];

export async function withPostExtras(db: Database, wires: Post[]): Promise<Post[]> {
  if (wires.length === 0) return wires;
  for (const fill of fillers) await fill(db, wires);
  return wires;
}
