// The library on the device: folders and articles read when opened (no change kinds: every open refreshes them), kept by recency.
import { KEEP_OPENED_ARTICLES, KEEP_OPENED_FOLDERS } from '../../../../schema/constants';
import type { LocalDb } from '../../../../schema/local-db';
import { folderKey, ROOT_FOLDER_KEY } from '../../../../schema/mirror/library';
import { defineCollection } from '../../../collections/collection';

/** Keeps the articles the member opened last; the rest go, oldest opened first. */
export async function sweepArticles(db: LocalDb, budget: number): Promise<number> {
  const excess = (await db.articles.count()) - budget;
  if (excess <= 0) return 0;
  const oldest = await db.articles.orderBy('opened_at').limit(excess).primaryKeys();
  await db.articles.bulkDelete(oldest);
  return oldest.length;
}

/**
 * Keeps the root, every folder on the way to a kept article (so each opens offline from the top), and the folders
 * opened last up to the budget; the rest go, oldest opened first.
 */
export async function sweepFolders(db: LocalDb, budget: number): Promise<number> {
  const excess = (await db.folder_listings.count()) - budget;
  if (excess <= 0) return 0;
  const walked = new Set<string>([ROOT_FOLDER_KEY]);
  await db.articles.each((a) => a.path.forEach((f) => walked.add(folderKey(f.id))));
  const oldest = await db.folder_listings
    .orderBy('opened_at')
    .filter((f) => !walked.has(f.key))
    .limit(excess)
    .primaryKeys();
  await db.folder_listings.bulkDelete(oldest);
  return oldest.length;
}

export const articles = defineCollection({
  table: 'articles',
  changes: {},
  retention: { budget: KEEP_OPENED_ARTICLES, sweep: (db, budget) => sweepArticles(db, budget) },
});

// After articles in the registry: the folders walked to the articles that stay are known once those are swept.
export const folderListings = defineCollection({
  table: 'folder_listings',
  changes: {},
  retention: { budget: KEEP_OPENED_FOLDERS, sweep: (db, budget) => sweepFolders(db, budget) },
});
