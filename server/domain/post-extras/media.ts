// A post's media: read for a page of posts in one query, in the order the author attached them.
import { asc, inArray } from 'drizzle-orm';
import { mediaItems } from '../../db/schema';
import { toMediaWire } from '../media-uploads';
import type { PostExtraFiller } from './index';

export const fillMedia: PostExtraFiller = async (db, posts) => {
  const rows = await db
    .select()
    .from(mediaItems)
    .where(inArray(mediaItems.postId, posts.map((p) => p.id)))
    .orderBy(asc(mediaItems.postId), asc(mediaItems.position));
  const byPost = new Map(posts.map((p) => [p.id, p]));
  for (const row of rows) byPost.get(row.postId!)?.media.push(toMediaWire(row));
};
