// Folder search: folders, articles and assets by their words (full-text, English stems, prefixes), never inside a folder the reader cannot open.
import { and, desc, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LibraryHit } from '../../../schema/library';
import { SEARCH_PAGE_SIZE, type SearchAnswer } from '../../../schema/search';
import type { Database } from '../../db/connect';
import { articles, assets, folders } from './library-schema';
import { numberedPage } from '../../core/numbered-page';
import type { Viewer } from '../sessions/sessions';
import { lacks, libraryReader, passesPlan, type LibraryReader } from './plan-access';

type Ranked = LibraryHit & { rank: number };

/** The folders the reader may open: every folder on the way from the root carries no plan they lack. */
export function openFolderIds(reader: LibraryReader): SQL {
  const passes = (alias: 'folders' | 'f') => passesPlan(reader, sql.raw(`${alias}.required_plan`));
  return sql`(with recursive open(id) as (
    select id from folders where parent_id is null and ${passes('folders')}
    union all
    select f.id from folders f join open o on f.parent_id = o.id where ${passes('f')}
  ) select id from open)`;
}

function hit(reader: LibraryReader, found: Omit<LibraryHit, 'locked' | 'required_plan'>, plan: string | null, rank: number): Ranked {
  const locked = lacks(reader, plan);
  return { ...found, file_url: locked ? null : found.file_url, required_plan: plan, locked, rank };
}

export async function searchLibrary(db: Database, viewer: Viewer, query: SQL, page: number): Promise<SearchAnswer> {
  const reader = await libraryReader(db, viewer);
  // Each kind's best (page * size + 1), merged by rank: enough to cut any page of the whole.
  const limit = page * SEARCH_PAGE_SIZE + 1;
  const inOpen = (column: SQL) => (reader.host ? undefined : sql`${column} in ${openFolderIds(reader)}`);
  const rankOf = (document: SQL) => sql<number>`ts_rank(${document}, ${query})::float8`;

  const folderDoc = sql`to_tsvector('english', ${folders.name} || ' ' || ${folders.description})`;
  const articleDoc = sql`to_tsvector('english', ${articles.title} || ' ' || ${articles.bodyText})`;
  const assetDoc = sql`to_tsvector('english', ${assets.name})`;
  const [folderRows, articleRows, assetRows] = await Promise.all([
    db
      .select({ row: folders, rank: rankOf(folderDoc) })
      .from(folders)
      .where(and(sql`${folderDoc} @@ ${query}`, reader.host ? undefined : or(isNull(folders.parentId), inOpen(sql`${folders.parentId}`))))
      .orderBy(desc(rankOf(folderDoc)), folders.id)
      .limit(limit),
    db
      .select({ row: articles, rank: rankOf(articleDoc) })
      .from(articles)
      .where(and(sql`${articleDoc} @@ ${query}`, reader.host ? undefined : isNotNull(articles.publishedAt), inOpen(sql`${articles.folderId}`)))
      .orderBy(desc(rankOf(articleDoc)), articles.id)
      .limit(limit),
    db
      .select({ row: assets, rank: rankOf(assetDoc) })
      .from(assets)
      .where(and(sql`${assetDoc} @@ ${query}`, inOpen(sql`${assets.folderId}`)))
      .orderBy(desc(rankOf(assetDoc)), assets.id)
      .limit(limit),
  ]);
  const hits: Ranked[] = [
    ...folderRows.map(({ row, rank }) => hit(reader, { kind: 'folder', id: row.id, folder_id: row.parentId, title: row.name, media_type: null, file_url: null }, row.requiredPlan, rank)),
    ...articleRows.map(({ row, rank }) => hit(reader, { kind: 'article', id: row.id, folder_id: row.folderId, title: row.title, media_type: null, file_url: null }, row.requiredPlan, rank)),
    ...assetRows.map(({ row, rank }) =>
      hit(reader, { kind: 'asset', id: row.id, folder_id: row.folderId, title: row.name, media_type: row.mediaType, file_url: row.fileUrl }, row.requiredPlan, rank),
    ),
  ].sort((a, b) => b.rank - a.rank || a.title.localeCompare(b.title) || a.kind.localeCompare(b.kind) || a.id - b.id);
  const { rows, next } = numberedPage((reader.hideLocked ? hits.filter((h) => !h.locked) : hits).slice((page - 1) * SEARCH_PAGE_SIZE), page, SEARCH_PAGE_SIZE);
  return { mode: 'folders', folders: rows.map(({ rank: _rank, ...hit }) => hit), meta: { next } };
}
