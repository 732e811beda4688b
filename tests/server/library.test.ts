// The library: folders, assets and articles read by members, gated by plans (403 with the plan), authored by hosts, bodies allow-listed; every caller kind.
import { describe, expect, it } from 'vitest';
import { articleAnswer, folderListing, type FolderListing } from '../../schema/library';
import { formatMessage, messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { whileDisabled } from './support/disabled-member';
import { expectHostOnly } from './support/host-only';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('the library on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const get = (s: Session | undefined, url: string) => ctx.api.call('GET', url, { session: s });
  const listing = async (s: Session, id?: number): Promise<FolderListing> => {
    const res = await get(s, id === undefined ? '/api/v2/folders' : `/api/v2/folders/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return folderListing.parse(res.body);
  };
  const folderNamed = async (s: Session, name: string) => (await listing(s)).folders.find((f) => f.name === name)!;
  const gold = formatMessage(messages.planRequired, { plan: 'Gold' });

  it('shows members the tree: root folders, a folder with its path, child folders, assets with type and size, articles', async () => {
    const mia = await login('member@example.com');
    const root = await listing(mia);
    expect(root.folder).toBeNull();
    expect(root.folders.map((f) => [f.name, f.locked])).toEqual([
      ['Songbook', false],
      ['Tour archive', false],
      ['Gold lounge', true],
    ]);
    const songbook = await listing(mia, root.folders[0]!.id);
    expect(songbook.folder?.name).toBe('Songbook');
    expect(songbook.folders.map((f) => f.name)).toEqual(['Demos']);
    expect(songbook.assets).toEqual([
      expect.objectContaining({ name: 'Harbour Lights chord chart', media_type: 'document', size_bytes: expect.any(Number), file_url: expect.stringMatching(/^\/uploads\//) }),
    ]);
    expect(songbook.articles.map((a) => a.title)).toEqual(['How "Harbour Lights" was written', 'Tuning guide for the new songs']);
    const demos = await listing(mia, songbook.folders[0]!.id);
    expect(demos.path.map((f) => f.name)).toEqual(['Songbook']);
    const article = articleAnswer.parse((await get(mia, `/api/v2/articles/${songbook.articles[0]!.id}`)).body);
    expect(article.article.body_html).toContain('<strong>four-chord loop</strong>');
    expect(article.article.author?.display_name).toBe('Ada Admin');
    expect(article.path.map((f) => f.name)).toEqual(['Songbook']);
  });

  it('answers a plan the member lacks with 403 and the plan, for the folder, what is beneath it and a gated article or asset; hosts open all', async () => {
    const mia = await login('member@example.com');
    const ada = await login('admin@example.com');
    const lounge = await folderNamed(ada, 'Gold lounge');
    const inside = await listing(ada, lounge.id);
    expect(inside.articles).toHaveLength(1);
    for (const url of [`/api/v2/folders/${lounge.id}`, `/api/v2/articles/${inside.articles[0]!.id}`]) {
      const res = await get(mia, url);
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual({ errors: [gold], required_plan: 'Gold' });
    }
    // A plan on one article or asset in an open folder: listed as locked, the file not given out, the article refused.
    const songbook = await folderNamed(ada, 'Songbook');
    const created = await ctx.api.call('POST', '/api/v2/articles', {
      session: ada,
      body: { folder_id: songbook.id, title: 'Platinum notes', body_html: '<p>Only for Platinum.</p>', required_plan: 'Platinum' },
    });
    expect(created.status).toBe(201);
    const seen = await listing(mia, songbook.id);
    expect(seen.articles.find((a) => a.title === 'Platinum notes')).toMatchObject({ locked: true, required_plan: 'Platinum' });
    const refused = await get(mia, `/api/v2/articles/${created.body.article.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.required_plan).toBe('Platinum');
    expect((await get(ada, `/api/v2/articles/${created.body.article.id}`)).status).toBe(200);
  });

  it('answers visitors 401, a disabled (banned) member 403, and lets a shadowbanned member and a group admin read', async () => {
    const ada = await login('admin@example.com');
    const songbook = await folderNamed(ada, 'Songbook');
    const articleId = (await listing(ada, songbook.id)).articles[0]!.id;
    for (const url of ['/api/v2/folders', `/api/v2/folders/${songbook.id}`, `/api/v2/articles/${articleId}`]) {
      expect((await get(undefined, url)).status, url).toBe(401);
    }
    const grace = await login('grace@example.com');
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      const res = await get(grace, `/api/v2/folders/${songbook.id}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [messages.accountDisabled] });
    });
    const shadowban = (on: boolean) => ctx.api.call('POST', '/api/v2/account/shadowban', { session: ada, body: { member_id: grace.user_id, shadowbanned: on } });
    expect((await shadowban(true)).status).toBe(200);
    try {
      expect((await get(grace, `/api/v2/articles/${articleId}`)).status).toBe(200);
    } finally {
      await shadowban(false);
    }
    const aria = await login('artist@example.com'); // a group admin, not a host
    expect((await get(aria, `/api/v2/folders/${songbook.id}`)).status).toBe(200);
  });

  it('lets only hosts author: members, group admins and visitors are refused before the body is read', async () => {
    const ada = await login('admin@example.com');
    const songbook = await folderNamed(ada, 'Songbook');
    const articleId = (await listing(ada, songbook.id)).articles[0]!.id;
    const writes = [
      ['POST', '/api/v2/folders', { name: 'x' }],
      ['PATCH', `/api/v2/folders/${songbook.id}`, { name: 'x' }],
      ['DELETE', `/api/v2/folders/${songbook.id}`, undefined],
      ['POST', '/api/v2/articles', { folder_id: songbook.id, title: 'x' }],
      ['PATCH', `/api/v2/articles/${articleId}`, { title: 'x' }],
      ['DELETE', `/api/v2/articles/${articleId}`, undefined],
    ] as const;
    await expectHostOnly(ctx.api, writes);
    expect((await listing(ada, songbook.id)).articles[0]!.id).toBe(articleId);
  });

  it('keeps only allow-listed markup of an article body, drafts for hosts, and deletes a folder with what it holds', async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const folder = await ctx.api.call('POST', '/api/v2/folders', { session: ada, body: { name: '  Press kit ', description: 'Logos' } });
    expect(folder.status).toBe(201);
    expect(folder.body.folder).toMatchObject({ name: 'Press kit', parent_id: null, locked: false });
    const body =
      '<p onclick="alert(1)">Hi <script>alert(1)</script><b>there</b></p><img src=x onerror=alert(1)><img src="/uploads/a.png" alt="A">' +
      '<a href="javascript:alert(1)">bad</a><a href=" JaVa&#115;cript:alert(1)">bad2</a><a href="https://example.org/?a=1&amp;b=2">ok</a>' +
      '<iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg><style>p{}</style><div>kept &lt;text&gt;</div>';
    const created = await ctx.api.call('POST', '/api/v2/articles', {
      session: ada,
      body: { folder_id: folder.body.folder.id, title: '<img src=x onerror=alert(1)>', body_html: body, published: false },
    });
    expect(created.status).toBe(201);
    const article = created.body.article;
    expect(article.body_html).toBe(
      '<p>Hi <b>there</b></p><img src="/uploads/a.png" alt="A"><a>bad</a><a>bad2</a><a href="https://example.org/?a=1&amp;b=2">ok</a>kept &lt;text&gt;',
    );
    expect(article.title).toBe('<img src=x onerror=alert(1)>');
    expect(article.published_at).toBeNull();
    // A draft: listed and readable for hosts only.
    expect((await listing(mia, folder.body.folder.id)).articles).toEqual([]);
    expect((await get(mia, `/api/v2/articles/${article.id}`)).status).toBe(404);
    const published = await ctx.api.call('PATCH', `/api/v2/articles/${article.id}`, { session: ada, body: { published: true, title: 'Logos' } });
    expect(published.status).toBe(200);
    expect(published.body.article).toMatchObject({ title: 'Logos', body_html: article.body_html });
    expect((await listing(mia, folder.body.folder.id)).articles.map((a) => a.title)).toEqual(['Logos']);
    expect((await ctx.api.call('DELETE', `/api/v2/folders/${folder.body.folder.id}`, { session: ada })).status).toBe(204);
    expect((await get(mia, `/api/v2/articles/${article.id}`)).body).toEqual({ errors: [messages.articleNotFound] });
    expect((await get(mia, `/api/v2/folders/${folder.body.folder.id}`)).status).toBe(404);
  });

  it('refuses bad input with 4xx and the words of the rule', async () => {
    const ada = await login('admin@example.com');
    const songbook = await folderNamed(ada, 'Songbook');
    const demos = (await listing(ada, songbook.id)).folders[0]!;
    const call = (method: 'POST' | 'PATCH', url: string, body: unknown) => ctx.api.call(method, url, { session: ada, body });
    expect((await call('POST', '/api/v2/folders', { name: '   ' })).body).toEqual({ errors: ['Please enter a name.'] });
    expect((await call('POST', '/api/v2/folders', { name: 'x', parent_id: 999999 })).body).toEqual({ errors: [messages.folderNotFound] });
    expect((await call('PATCH', `/api/v2/folders/${songbook.id}`, { parent_id: demos.id })).body).toEqual({ errors: [messages.folderLoop] });
    expect((await call('PATCH', `/api/v2/folders/${songbook.id}`, { parent_id: songbook.id })).status).toBe(422);
    expect((await call('POST', '/api/v2/articles', { folder_id: songbook.id, title: 'x', cover_image_url: 'javascript:alert(1)' })).status).toBe(422);
    expect((await call('POST', '/api/v2/articles', { folder_id: songbook.id, title: '' })).body).toEqual({ errors: ['Please enter a title.'] });
    expect((await call('PATCH', '/api/v2/articles/999999', { title: 'x' })).status).toBe(404);
    expect((await get(ada, '/api/v2/folders/abc')).status).toBe(400);
    expect((await get(ada, '/api/v2/articles/0')).status).toBe(400);
    expect((await get(ada, '/api/v2/folders/999999')).body).toEqual({ errors: [messages.folderNotFound] });
  });

  it('finds folders, articles and assets by their words in search mode folders, never inside a folder the member cannot open', async () => {
    const mia = await login('member@example.com');
    const ada = await login('admin@example.com');
    const search = async (s: Session, q: string) => {
      const res = await get(s, `/api/v2/search?mode=folders&q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return (res.body.folders as { kind: string; title: string; locked: boolean }[]).map((h) => `${h.kind}:${h.title}${h.locked ? ' (locked)' : ''}`);
    };
    expect(await search(mia, 'tuned')).toEqual(['article:Tuning guide for the new songs']); // stems: tuned ~ tune
    expect((await search(mia, 'setlis')).sort()).toEqual(['asset:Lisbon setlist', 'folder:Tour archive']); // prefixes, descriptions
    expect(await search(mia, 'lounge')).toEqual(['folder:Gold lounge (locked)']);
    expect(await search(mia, 'eleven songs')).toEqual([]);
    expect(await search(ada, 'eleven songs')).toEqual(['article:The next record, track by track']);
  });
});
