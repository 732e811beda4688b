// Reading the library: a folder with its path and contents, an article with the folders leading to it.
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ArticleAnswer, FolderListing } from '../../../schema/library';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { articles, assets, folders, type ArticleRow, type FolderRow } from './library-schema';
import { HttpError } from '../../core/http-error';
import { memberWiresByIds } from '../people/member-wire';
import type { Viewer } from '../sessions/sessions';
import { toArticleSummaryWire, toAssetWire, toFolderWire } from './library-wire';
import { assertOpen, libraryReader, type LibraryReader } from './plan-access';

/** A tree deeper than this is not one a host built by hand; the walk up stops there. */
const MAX_DEPTH = 64;

/** The folder and its parents, root first; empty when the folder does not exist. */
export async function folderPath(db: Database, folderId: number): Promise<FolderRow[]> {
  const rows = await db
    .select()
    .from(folders)
    .where(
      sql`${folders.id} in (with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from folders where id = ${folderId}
        union all
        select f.id, f.parent_id, up.depth + 1 from folders f join up on f.id = up.parent_id where up.depth < ${MAX_DEPTH}
      ) select id from up)`,
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: FolderRow[] = [];
  for (let at = byId.get(folderId); at && path.length <= MAX_DEPTH; at = at.parentId === null ? undefined : byId.get(at.parentId)) path.unshift(at);
  return path;
}

/** Drafts are the hosts' own. */
const publishedFor = (reader: LibraryReader): SQL | undefined => (reader.host ? undefined : isNotNull(articles.publishedAt));

async function contents(db: Database, reader: LibraryReader, folderId: number | null): Promise<Omit<FolderListing, 'folder' | 'path'>> {
  const [childFolders, folderAssets, folderArticles] = await Promise.all([
    db
      .select()
      .from(folders)
      .where(folderId === null ? isNull(folders.parentId) : eq(folders.parentId, folderId))
      .orderBy(asc(folders.position), asc(folders.name), asc(folders.id)),
    folderId === null ? [] : db.select().from(assets).where(eq(assets.folderId, folderId)).orderBy(asc(assets.position), asc(assets.name), asc(assets.id)),
    folderId === null
      ? []
      : db
          .select()
          .from(articles)
          .where(and(eq(articles.folderId, folderId), publishedFor(reader)))
          .orderBy(asc(articles.position), asc(articles.title), asc(articles.id)),
  ]);
  const shown = <T extends { locked: boolean }>(rows: T[]) => (reader.hideLocked ? rows.filter((r) => !r.locked) : rows);
  return {
    folders: shown(childFolders.map((f) => toFolderWire(reader, f))),
    assets: shown(folderAssets.map((a) => toAssetWire(reader, a))),
    articles: shown(folderArticles.map((a) => toArticleSummaryWire(reader, a))),
  };
}

/** GET /api/v2/folders: the folders at the root. */
export async function rootListing(db: Database, viewer: Viewer): Promise<FolderListing> {
  return { folder: null, path: [], ...(await contents(db, await libraryReader(db, viewer), null)) };
}

/** GET /api/v2/folders/{id}: 404 for no such folder, 403 with the plan when one on its way is not the reader's. */
export async function folderListing(db: Database, viewer: Viewer, folderId: number): Promise<FolderListing> {
  const reader = await libraryReader(db, viewer);
  const path = await folderPath(db, folderId);
  const folder = path[path.length - 1];
  if (!folder) throw new HttpError(404, messages.folderNotFound);
  assertOpen(
    reader,
    path.map((f) => f.requiredPlan),
  );
  return { folder: toFolderWire(reader, folder), path: path.slice(0, -1).map((f) => toFolderWire(reader, f)), ...(await contents(db, reader, folderId)) };
}

/**
 * An article the reader may open with the folders leading to it: a draft is not found (404) but for hosts; its folders'
 * plans and its own are checked root first (403 with the plan). The page previews ask it for a visitor.
 */
export async function openArticle(db: Database, reader: LibraryReader, articleId: number): Promise<{ row: ArticleRow; path: FolderRow[] }> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, articleId), publishedFor(reader)));
  if (!row) throw new HttpError(404, messages.articleNotFound);
  const path = await folderPath(db, row.folderId);
  assertOpen(reader, [...path.map((f) => f.requiredPlan), row.requiredPlan]);
  return { row, path };
}

/** GET /api/v2/articles/{id}: the article as openArticle finds it, with its author. */
export async function readArticle(db: Database, viewer: Viewer, articleId: number): Promise<ArticleAnswer> {
  const reader = await libraryReader(db, viewer);
  const { row, path } = await openArticle(db, reader, articleId);
  const authors = await memberWiresByIds(db, row.authorId === null ? [] : [row.authorId]);
  return {
    article: { ...toArticleSummaryWire(reader, row), body_html: row.bodyHtml, author: (row.authorId !== null && authors.get(row.authorId)) || null },
    path: path.map((f) => toFolderWire(reader, f)),
  };
}
