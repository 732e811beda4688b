// The page previews of one post or one article, as a visitor may see them (docs/architecture.md, "Page previews for bots"); null for anything a visitor could not open.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { fillPath, routePaths } from '../../schema/route-paths';
import type { Database } from '../db/connect';
import { users } from '../domains/account/users-schema';
import { HttpError } from '../core/http-error';
import { openArticle } from '../domains/library/library-reads';
import { mediaItems } from '../domains/media/media-schema';
import { posts } from '../domains/posts/post-schema';
import { postReadableBy } from '../domains/posts/readable-post';
import { VISITOR_ID, VISITOR_READER } from './visitor';
import { loadConfiguration } from '../domains/configuration/configuration';

/** paywall_lock_enabled: premium items show locked to those without the plan; off, they are not shown at all. */
const configurationLocks = async (db: Database) => (await loadConfiguration(db)).paywall_lock_enabled;

/** What an item says of itself; the community's preview fills what it leaves out. */
export interface ItemPreview {
  title: string;
  /** Plain text, not yet cut. */
  text: string;
  /** The app's path of the item. */
  path: string;
  /** The item's own picture (our path or http(s)), or null for the community's icon. */
  image: string | null;
}

/**
 * A post in a group a visitor may read, live and published, its author not shadowbanned; its first image. A premium
 * post (a visitor holds no plan) is its locked stub: who wrote it where, never its words or pictures.
 */
export async function postPreview(db: Database, postId: number): Promise<ItemPreview | null> {
  const readable = await postReadableBy(db, VISITOR_ID, postId);
  if (!readable) return null;
  const [row] = await db
    .select({ body: posts.body, author: users.displayName })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, postId));
  if (!row) return null;
  const title = `${row.author} in ${readable.access.group.name}`;
  const path = fillPath(routePaths.post, { postId: String(postId) });
  if (readable.requiredPlan !== null) return (await configurationLocks(db)) ? { title, text: '', path, image: null } : null;
  const [image] = await db
    .select({ fileUrl: mediaItems.fileUrl, versions: mediaItems.versions })
    .from(mediaItems)
    .where(and(eq(mediaItems.postId, postId), inArray(mediaItems.mediaType, ['image', 'gif']), eq(mediaItems.processingState, 'complete')))
    .orderBy(asc(mediaItems.position))
    .limit(1);
  return { title, text: row.body, path, image: image?.versions?.large ?? image?.fileUrl ?? null };
}

/** A published article whose folders and own plan a visitor passes (they hold none); its words as plain text, its cover. */
export async function articlePreview(db: Database, articleId: number): Promise<ItemPreview | null> {
  try {
    const { row } = await openArticle(db, VISITOR_READER, articleId);
    return { title: row.title, text: row.bodyText, path: fillPath(routePaths.article, { articleId: String(articleId) }), image: row.coverImageUrl };
  } catch (error) {
    // Not found, a draft, or a plan the visitor lacks: the generic preview, whichever it was.
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/**
 * An event's preview: its place is here, for when events are built (docs/product.md 2.5 lists them *not built*; the
 * app has no event screen). It will be an event a visitor may see (its group readable by them), its name, time and
 * place as text. Until then the front page answers.
 */
export async function eventPreview(_db: Database, _eventId: number): Promise<ItemPreview | null> {
  return null;
}
