// A post's media: read for a page of posts in one query, in the order the author attached them.
import { anyId } from '../../../db/any-id';
import { asc, sql } from 'drizzle-orm';
import { mediaItems } from '../../media/media-schema';
import { posts } from '../post-schema';
import { toMediaWire } from '../../media/media-uploads';
import type { PostExtra, PostExtraFiller } from './post-extra';

const fillMedia: PostExtraFiller = async (db, wires) => {
  const rows = await db
    .select()
    .from(mediaItems)
    .where(anyId(mediaItems.postId, wires.map((p) => p.id)))
    .orderBy(asc(mediaItems.postId), asc(mediaItems.position));
  const byPost = new Map(wires.map((p) => [p.id, p]));
  for (const row of rows) byPost.get(row.postId!)?.media.push(toMediaWire(row));
};

export const mediaExtra: PostExtra = {
  present: sql`exists (select 1 from ${mediaItems} pm where pm.post_id = ${posts.id})`,
  fill: fillMedia,
};
