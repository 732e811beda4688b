// Hosts author the library: folders and articles created, changed and deleted; article bodies kept only allow-listed.
import { eq } from 'drizzle-orm';
import type { Article, ArticleCreate, ArticleUpdate, FolderCreate, FolderSummary, FolderUpdate } from '../../../schema/library';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { articles, folders } from './library-schema';
import { HttpError } from '../../core/http-error';
import { assertHost } from '../moderation/moderation-target';
import type { Viewer } from '../sessions/sessions';
import { cleanArticleBody } from './article-html';
import { folderPath, readArticle } from './library-reads';
import { toFolderWire } from './library-wire';
import { libraryReader } from './plan-access';

/** The parent a folder or article goes into must exist (422: it is part of the body); a folder never goes under itself. */
async function checkParent(db: Database, parentId: number | null | undefined, moving?: number): Promise<void> {
  if (parentId === null || parentId === undefined) return;
  const path = await folderPath(db, parentId);
  if (path.length === 0) throw new HttpError(422, messages.folderNotFound);
  if (moving !== undefined && path.some((f) => f.id === moving)) throw new HttpError(422, messages.folderLoop);
}

export async function createFolder(db: Database, viewer: Viewer, body: FolderCreate): Promise<FolderSummary> {
  assertHost(viewer);
  await checkParent(db, body.parent_id);
  const [row] = await db
    .insert(folders)
    .values({ parentId: body.parent_id, name: body.name, description: body.description, position: body.position, requiredPlan: body.required_plan })
    .returning();
  return toFolderWire(await libraryReader(db, viewer), row!);
}

export async function updateFolder(db: Database, viewer: Viewer, id: number, body: FolderUpdate): Promise<FolderSummary> {
  assertHost(viewer);
  await checkParent(db, body.parent_id, id);
  const [row] = await db
    .update(folders)
    .set({
      parentId: body.parent_id,
      name: body.name,
      description: body.description,
      position: body.position,
      requiredPlan: body.required_plan,
      updatedAt: new Date(),
    })
    .where(eq(folders.id, id))
    .returning();
  if (!row) throw new HttpError(404, messages.folderNotFound);
  return toFolderWire(await libraryReader(db, viewer), row);
}

/** Deletes the folder with everything beneath it. */
export async function deleteFolder(db: Database, viewer: Viewer, id: number): Promise<void> {
  assertHost(viewer);
  const gone = await db.delete(folders).where(eq(folders.id, id)).returning({ id: folders.id });
  if (gone.length === 0) throw new HttpError(404, messages.folderNotFound);
}

function articleValues(body: ArticleUpdate) {
  const clean = body.body_html === undefined ? undefined : cleanArticleBody(body.body_html);
  return {
    folderId: body.folder_id,
    title: body.title,
    bodyHtml: clean?.html,
    bodyText: clean?.text,
    coverImageUrl: body.cover_image_url,
    position: body.position,
    requiredPlan: body.required_plan,
  };
}

export async function createArticle(db: Database, viewer: Viewer, body: ArticleCreate): Promise<Article> {
  assertHost(viewer);
  await checkParent(db, body.folder_id);
  const [row] = await db
    .insert(articles)
    .values({ ...articleValues(body), folderId: body.folder_id, title: body.title, authorId: viewer.user.id, publishedAt: body.published ? new Date() : null })
    .returning({ id: articles.id });
  return (await readArticle(db, viewer, row!.id)).article;
}

export async function updateArticle(db: Database, viewer: Viewer, id: number, body: ArticleUpdate): Promise<Article> {
  assertHost(viewer);
  await checkParent(db, body.folder_id);
  const [current] = await db.select({ publishedAt: articles.publishedAt }).from(articles).where(eq(articles.id, id));
  if (!current) throw new HttpError(404, messages.articleNotFound);
  // Publishing keeps the first publication's date; unpublishing makes it a draft again.
  const publishedAt = body.published === undefined ? undefined : body.published ? (current.publishedAt ?? new Date()) : null;
  await db
    .update(articles)
    .set({ ...articleValues(body), publishedAt, updatedAt: new Date() })
    .where(eq(articles.id, id));
  return (await readArticle(db, viewer, id)).article;
}

export async function deleteArticle(db: Database, viewer: Viewer, id: number): Promise<void> {
  assertHost(viewer);
  const gone = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  if (gone.length === 0) throw new HttpError(404, messages.articleNotFound);
}
