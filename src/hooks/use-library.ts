// Live reads of the library on the device: a folder's listing, an article, a plan the server asked for, and the device's finds.
import { useLiveQuery } from './use-live-query';
import type { LocalArticle, LocalFolderListing } from '../../schema/local-db';
import { folderKey, libraryLockKey } from '../../schema/mirror/library';
import { readRichText, richTextWords } from '../../schema/rich-text';
import type { FoundLibraryItem } from '../components/library/LibraryHitList';
import { matchesWords } from '../lib/search-match';
import { localDb, type LocalDb } from '../data/local-db';
import { useKv } from './use-kv';

/** `undefined` while reading, `null` when the device does not hold it. */
export function useFolderListing(folderId: number | null): LocalFolderListing | null | undefined {
  const key = folderKey(folderId);
  return useLiveQuery(async () => (await localDb().folder_listings.get(key)) ?? null, [key]);
}

export function useArticle(articleId: number | null): LocalArticle | null | undefined {
  return useLiveQuery(async () => (articleId === null ? null : ((await localDb().articles.get(articleId)) ?? null)), [articleId]);
}

/** The plan the server asked for when the member last tried to open this folder or article, else null. */
export function useLibraryLock(kind: 'folder' | 'article', id: number | null): string | null {
  const locks = useKv('libraryLocks');
  return id === null ? null : (locks?.[libraryLockKey(kind, id)] ?? null);
}

/**
 * The library the device holds, matched by words: every folder, article and file the opened folders listed, and the
 * opened articles' bodies too. Nothing inside a folder the member could not open was ever listed to them.
 */
export async function deviceLibraryHits(db: LocalDb, words: readonly string[], max: number): Promise<FoundLibraryItem[]> {
  const hits = new Map<string, FoundLibraryItem>();
  const add = (hit: FoundLibraryItem, text: string) => {
    const key = `${hit.kind}:${hit.id}`;
    if (!hits.has(key) && matchesWords(text, words)) hits.set(key, hit);
  };
  const articles: LocalArticle[] = await db.articles.toArray();
  for (const a of articles) {
    const hit = { kind: 'article' as const, id: a.id, folder_id: a.folder_id, title: a.title, media_type: null, file_url: null, required_plan: a.required_plan, locked: a.locked };
    add(hit, `${a.title} ${richTextWords(readRichText(a.body_html))}`);
  }
  await db.folder_listings.each((listing) => {
    for (const f of listing.folders) add({ kind: 'folder', id: f.id, folder_id: f.parent_id, title: f.name, media_type: null, file_url: null, required_plan: f.required_plan, locked: f.locked }, `${f.name} ${f.description}`);
    for (const a of listing.articles) add({ kind: 'article', id: a.id, folder_id: a.folder_id, title: a.title, media_type: null, file_url: null, required_plan: a.required_plan, locked: a.locked }, a.title);
    for (const a of listing.assets) add({ kind: 'asset', id: a.id, folder_id: a.folder_id, title: a.name, media_type: a.media_type, file_url: a.file_url, required_plan: a.required_plan, locked: a.locked }, a.name);
  });
  return [...hits.values()].sort((a, b) => a.title.localeCompare(b.title)).slice(0, max);
}
