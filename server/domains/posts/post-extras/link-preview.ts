// A post's link preview: read for a page of posts in one query, once the job has made it (pending and failed ones show nothing).
import { anyId } from '../../../db/any-id';
import { and, eq, sql } from 'drizzle-orm';
import type { LinkPreview } from '../../../../schema/link-previews';
import { linkPreviews } from '../link-preview-schema';
import { posts } from '../post-schema';
import type { PostExtra, PostExtraFiller } from './post-extra';

type ReadyRow = typeof linkPreviews.$inferSelect;

function toLinkPreviewWire(r: ReadyRow): LinkPreview {
  return {
    url: r.url,
    title: r.title,
    description: r.description,
    site_name: r.siteName,
    canonical_url: r.canonicalUrl ?? r.url,
    image: r.imageUrl !== null && r.imageWidth !== null && r.imageHeight !== null ? { url: r.imageUrl, width: r.imageWidth, height: r.imageHeight } : null,
  };
}

const fillLinkPreviews: PostExtraFiller = async (db, wires) => {
  const rows = await db
    .select()
    .from(linkPreviews)
    .where(and(anyId(linkPreviews.postId, wires.map((w) => w.id)), eq(linkPreviews.status, 'ready')));
  const byPost = new Map(rows.map((r) => [r.postId, r]));
  for (const w of wires) {
    const row = byPost.get(w.id);
    w.link_preview = row ? toLinkPreviewWire(row) : null;
  }
};

export const linkPreviewExtra: PostExtra = {
  present: sql`exists (select 1 from ${linkPreviews} pl where pl.post_id = ${posts.id} and pl.status = 'ready')`,
  fill: fillLinkPreviews,
};
