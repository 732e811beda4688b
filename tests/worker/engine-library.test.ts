// The library into the mirror against the real server: folders and articles stored when opened, a plan refused noted, gone ones dropped, kept by recency offline.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { FolderListing } from '../../schema/library';
import { formatMessage, messages } from '../../schema/messages';
import { sweepMirror } from '../../worker/collections/registry';
import { kvGet } from '../../worker/kv';
import { inMirror } from '../../worker/mirror-writes';
import { useSignedInMember } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';

describe('library', () => {
  const live = useSignedInMember();
  const host = () => live.server.api.login('admin@example.com', DEMO_PASSWORD);
  const rootFolders = async () => (await live.server.api.call<FolderListing>('GET', '/api/v2/folders', { session: await host() })).body.folders;

  it('stores a folder with its path and contents, and an article with the folders leading to it', async () => {
    const { h } = live;
    await h.engine.library.loadFolder(null);
    const root = await h.mirror.folder_listings.get('root');
    expect(root?.folders.map((f) => f.name)).toEqual(['Songbook', 'Tour archive', 'Gold lounge']);
    const songbook = root!.folders[0]!;
    await h.engine.library.loadFolder(songbook.id);
    const listing = (await h.mirror.folder_listings.get(String(songbook.id)))!;
    expect(listing.folder?.name).toBe('Songbook');
    expect(listing.assets[0]).toMatchObject({ media_type: 'document', locked: false });
    const articleId = listing.articles[0]!.id;
    await h.engine.library.loadArticle(articleId);
    const article = (await h.mirror.articles.get(articleId))!;
    expect(article.body_html).toContain('<strong>four-chord loop</strong>');
    expect(article.path.map((f) => f.name)).toEqual(['Songbook']);
    expect(article.opened_at).toBeGreaterThan(0);
  });

  it("notes a plan the member lacks (the screen's way to the paywall) and keeps no listing of it", async () => {
    const { h } = live;
    const gold = (await rootFolders()).find((f) => f.name === 'Gold lounge')!;
    await expect(h.engine.library.loadFolder(gold.id)).rejects.toMatchObject({ code: 403, data: formatMessage(messages.planRequired, { plan: 'Gold' }) });
    expect(await kvGet(h.mirror, 'libraryLocks')).toEqual({ [`folder:${gold.id}`]: 'Gold' });
    expect(await h.mirror.folder_listings.get(String(gold.id))).toBeUndefined();
  });

  it('drops an article the server no longer has, and answers its message', async () => {
    const { h, server } = live;
    const ada = await host();
    const songbook = (await rootFolders())[0]!;
    const created = await server.api.call<{ article: { id: number } }>('POST', '/api/v2/articles', { session: ada, body: { folder_id: songbook.id, title: 'Short-lived' } });
    await h.engine.library.loadArticle(created.body.article.id);
    expect(await h.mirror.articles.get(created.body.article.id)).toBeDefined();
    expect((await server.api.call('DELETE', `/api/v2/articles/${created.body.article.id}`, { session: ada })).status).toBe(204);
    await expect(h.engine.library.loadArticle(created.body.article.id)).rejects.toMatchObject({ code: 404, data: messages.articleNotFound });
    expect(await h.mirror.articles.get(created.body.article.id)).toBeUndefined();
  });

  it('keeps the article opened last and every folder on its way when the sweep trims the library, and opening offline still counts', async () => {
    const { h, server } = live;
    const [songbook, tour] = await rootFolders();
    await h.engine.library.loadFolder(tour!.id);
    const tourArticle = (await h.mirror.folder_listings.get(String(tour!.id)))!.articles[0]!.id;
    await h.engine.library.loadArticle(tourArticle);
    const songbookArticle = (await h.mirror.folder_listings.get(String(songbook!.id)))!.articles[0]!.id;
    // Opened again offline: the read fails, yet the article counts as the latest opened.
    server.setOffline(true);
    await expect(h.engine.library.loadArticle(songbookArticle)).rejects.toMatchObject({ kind: 'network' });
    await inMirror(h.mirror, () => sweepMirror(h.mirror, { articles: 1, folder_listings: 1 }));
    expect((await h.mirror.articles.toArray()).map((a) => a.id)).toEqual([songbookArticle]);
    expect((await h.mirror.folder_listings.toCollection().primaryKeys()).sort()).toEqual(['root', String(songbook!.id)].sort());
  });
});
