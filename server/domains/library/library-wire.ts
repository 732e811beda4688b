// Library rows on the wire (schema/library.ts), each marked locked when it carries a plan the reader lacks.
import type { ArticleSummary, Asset, FolderSummary } from '../../../schema/library';
import type { ArticleRow, AssetRow, FolderRow } from './library-schema';
import { lacks, type LibraryReader } from './plan-access';

export const toFolderWire = (reader: LibraryReader, f: FolderRow): FolderSummary => ({
  id: f.id,
  parent_id: f.parentId,
  name: f.name,
  description: f.description,
  position: f.position,
  required_plan: f.requiredPlan,
  locked: lacks(reader, f.requiredPlan),
});

export function toAssetWire(reader: LibraryReader, a: AssetRow): Asset {
  const locked = lacks(reader, a.requiredPlan);
  return {
    id: a.id,
    folder_id: a.folderId,
    name: a.name,
    file_url: locked ? null : a.fileUrl,
    media_type: a.mediaType,
    size_bytes: a.sizeBytes,
    position: a.position,
    required_plan: a.requiredPlan,
    locked,
  };
}

export const toArticleSummaryWire = (reader: LibraryReader, a: ArticleRow): ArticleSummary => ({
  id: a.id,
  folder_id: a.folderId,
  title: a.title,
  cover_image_url: a.coverImageUrl,
  published_at: a.publishedAt?.toISOString() ?? null,
  updated_at: a.updatedAt.toISOString(),
  required_plan: a.requiredPlan,
  locked: lacks(reader, a.requiredPlan),
});
