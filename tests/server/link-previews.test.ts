// Link previews of posts end to end on the server: queued with the post, fetched by the job, carried by reads and the change feed to the post's readers only.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { postResponse, postsPage, postWithComments, type Post } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/connect';
import { linkPreviews } from '../../server/domains/posts/link-preview-schema';
import { processDueLinkPreviews, queueLinkPreview } from '../../server/domains/posts/link-previews';
import { publicOrLoopback } from '../../server/link-preview/address-policy';
import { LocalMediaAdapter } from '../../server/media/adapter';
import { UploadStore } from '../../server/media/uploads';
import { signUpMember } from './support/accounts';
import { cursorOf, feedSince } from './support/change-feed';
import { whileDisabled } from './support/disabled-member';
import { html, startPageServer, type PageServer } from './support/page-server';
import { drivers } from './support/test-db';
import { useTestApp, type Api } from './support/test-app';

/** Polls until `check` answers something (the job runs beside the request), or fails after a few seconds. */
async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
  const until = Date.now() + 8_000;
  for (;;) {
    const got = await check();
    if (got) return got;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const previewRow = async (db: Database, postId: number) => (await db.select().from(linkPreviews).where(eq(linkPreviews.postId, postId)))[0];

function helpers(api: () => Api) {
  const createPost = async (s: Session, wall: string, body: Record<string, unknown>): Promise<Post> => {
    const res = await api().call('POST', `/api/v2/walls/${wall}/posts`, { session: s, body });
    expect(res.status).toBe(201);
    return postResponse.parse(res.body).post;
  };
  const readPost = async (s: Session | undefined, id: number) => api().call('GET', `/api/v2/posts/${id}`, { session: s });
  const previewOf = async (s: Session, id: number) => {
    const res = await readPost(s, id);
    expect(res.status).toBe(200);
    return postWithComments.parse(res.body).post.link_preview;
  };
  return { createPost, readPost, previewOf };
}

describe.each(drivers)('link previews on %s', (driver) => {
  let site: PageServer;
  beforeAll(async () => {
    site = await startPageServer();
    const poster = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    site.route('/poster.jpg', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(poster);
    });
  });
  afterAll(() => site.close());
  const ctx = useTestApp(driver, { app: () => ({ linkPreviews: { policy: publicOrLoopback } }) });
  const { createPost, readPost, previewOf } = helpers(() => ctx.api);
  const login = (email: string) => ctx.api.login(email);
  const page = (path: string, title: string, extra = '') =>
    site.route(path, html(`<html><head><title>${title}</title><meta name="description" content="About ${title}">${extra}</head><body></body></html>`));
  const ready = (s: Session, id: number) => eventually(() => previewOf(s, id), `the preview of post ${id}`);
  /** Waits until the job has tried the row (it runs beside the request that queued it). */
  const tried = (postId: number) =>
    eventually(async () => {
      const row = await previewRow(ctx.testDb.db, postId);
      // A claimed row in progress is pending without a failure; a try that failed writes why.
      return row && (row.status !== 'pending' || row.failure !== null) ? row : null;
    }, `a try of post ${postId}'s link`);
  const jobDeps = () => ({ policy: publicOrLoopback, media: new LocalMediaAdapter(new UploadStore()) });

  it('fetches the first link of a new post after answering, and every reader gets the preview: the wall, the post, the change feed', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    page('/lantern', 'Lantern Festival', `<meta property="og:site_name" content="Harbour Tickets"><meta property="og:image" content="/poster.jpg">`);
    const start = await cursorOf(ctx.api, noah);
    const created = await createPost(mia, 'welcome', { body: `Tickets: ${site.origin}/lantern. And ${site.origin}/other` });
    expect(created.link_preview).toBeNull();

    const preview = await ready(mia, created.id);
    expect(preview).toEqual({
      url: `${site.origin}/lantern`,
      title: 'Lantern Festival',
      description: 'About Lantern Festival',
      site_name: 'Harbour Tickets',
      canonical_url: `${site.origin}/lantern`,
      image: { url: expect.stringMatching(/^\/uploads\/preview-[\w-]+\.jpg$/), width: 800, height: 420 },
    });
    expect(site.hits.get('/other') ?? 0).toBe(0);
    // The image comes from our server.
    const image = await ctx.api.call('GET', preview!.image!.url);
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/jpeg']);

    const wall = postsPage.parse((await ctx.api.call('GET', '/api/v2/walls/welcome/recent_posts', { session: noah })).body);
    expect(wall.posts.find((p) => p.id === created.id)!.link_preview).toEqual(preview);
    const upserts = (await feedSince(ctx.api, noah, start)).filter((c) => c.kind === 'post.upsert' && c.data.id === created.id);
    expect(upserts.at(-1)).toMatchObject({ data: { link_preview: preview } });
  });

  it('reaches only those who may read the post: not a non-member, a visitor or a disabled member', async () => {
    const ada = await login('admin@example.com');
    const noah = await login('noah@example.com');
    const mia = await login('member@example.com');
    const grace = await login('grace@example.com');
    page('/soundcheck', 'Soundcheck');
    const start = { mia: await cursorOf(ctx.api, mia), noah: await cursorOf(ctx.api, noah) };
    // Backstage is private: Noah is a member, Mia is not.
    const created = await createPost(ada, 'backstage', { body: `${site.origin}/soundcheck` });
    const preview = await ready(ada, created.id);
    expect(await previewOf(noah, created.id)).toEqual(preview);
    const changed = (changes: Awaited<ReturnType<typeof feedSince>>) => changes.some((c) => c.kind === 'post.upsert' && c.data.id === created.id);
    expect(changed(await feedSince(ctx.api, noah, start.noah))).toBe(true);
    expect(changed(await feedSince(ctx.api, mia, start.mia))).toBe(false);
    expect((await readPost(mia, created.id)).status).toBe(404);
    expect((await readPost(undefined, created.id)).status).toBe(401);
    const welcome = await createPost(grace, 'welcome', { body: `${site.origin}/soundcheck` });
    await ready(grace, welcome.id);
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      const res = await readPost(grace, welcome.id);
      expect([res.status, res.body]).toEqual([403, { errors: [messages.accountDisabled] }]);
    });
  });

  it("brings a shadowbanned member's preview to them alone", async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const made = await signUpMember(ctx.api);
    const { groups } = (await ctx.api.call('GET', '/api/v2/groups', { session: made.session })).body as { groups: { id: number; key: string }[] };
    await ctx.api.call('POST', `/api/v2/groups/${groups.find((g) => g.key === 'welcome')!.id}/membership`, { session: made.session });
    expect((await ctx.api.call('POST', '/api/v2/account/shadowban', { session: ada, body: { member_id: made.session.user_id } })).status).toBe(200);
    page('/quiet', 'Quiet corner');
    const start = { mia: await cursorOf(ctx.api, mia), own: await cursorOf(ctx.api, made.session) };
    const created = await createPost(made.session, 'welcome', { body: `${site.origin}/quiet` });
    await ready(made.session, created.id);
    const own = await feedSince(ctx.api, made.session, start.own);
    expect(own.filter((c) => c.kind === 'post.upsert' && c.data.id === created.id).at(-1)).toMatchObject({ data: { link_preview: { title: 'Quiet corner' } } });
    expect((await feedSince(ctx.api, mia, start.mia)).some((c) => c.kind === 'post.upsert' && c.data.id === created.id)).toBe(false);
    expect((await readPost(mia, created.id)).status).toBe(404);
  });

  it('follows edits: the same link keeps its preview, another replaces it, none drops it; a link button has none', async () => {
    const mia = await login('member@example.com');
    page('/first', 'First page');
    page('/second', 'Second page');
    const created = await createPost(mia, 'welcome', { body: `See ${site.origin}/first` });
    await ready(mia, created.id);
    const edit = async (body: string) => {
      const res = await ctx.api.call('PATCH', `/api/v2/posts/${created.id}`, { session: mia, body: { body } });
      expect(res.status).toBe(200);
      return postResponse.parse(res.body).post;
    };
    const hits = site.hits.get('/first');
    expect((await edit(`Still ${site.origin}/first`)).link_preview).toMatchObject({ title: 'First page' });
    // Another link: the old preview goes at once, the new one comes when fetched.
    expect((await edit(`Now ${site.origin}/second`)).link_preview).toBeNull();
    expect(await ready(mia, created.id)).toMatchObject({ title: 'Second page', url: `${site.origin}/second` });
    expect(site.hits.get('/first')).toBe(hits);
    expect((await edit('No link at all')).link_preview).toBeNull();
    expect(await previewRow(ctx.testDb.db, created.id)).toBeUndefined();

    const withButton = await createPost(mia, 'welcome', { body: `Read ${site.origin}/first`, link_button: { text: 'Tickets', url: `${site.origin}/first` } });
    expect(await previewRow(ctx.testDb.db, withButton.id)).toBeUndefined();
  });

  it('tries a passing failure again later and gives up on a lasting one, showing nothing meanwhile', async () => {
    const mia = await login('member@example.com');
    let busy = 1;
    site.route('/busy', (req, res) => {
      if (busy-- > 0) {
        res.writeHead(503);
        return res.end();
      }
      html('<title>Back again</title>')(req, res);
    });
    const flaky = await createPost(mia, 'welcome', { body: `${site.origin}/busy` });
    const first = await tried(flaky.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await previewOf(mia, flaky.id)).toBeNull();
    // Not due before its time; due a minute later.
    expect(await processDueLinkPreviews(ctx.testDb.db, jobDeps(), new Date())).toBe(0);
    expect(await processDueLinkPreviews(ctx.testDb.db, jobDeps(), new Date(Date.now() + 2 * 60_000))).toBe(1);
    expect(await previewOf(mia, flaky.id)).toMatchObject({ title: 'Back again' });

    const gone = await createPost(mia, 'welcome', { body: `${site.origin}/no-such-page` });
    expect(await tried(gone.id)).toMatchObject({ status: 'failed', attempts: 1, failure: 'status: HTTP 404' });
    site.route('/json', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"title":"no"}');
    });
    const json = await createPost(mia, 'welcome', { body: `${site.origin}/json` });
    expect(await tried(json.id)).toMatchObject({ status: 'failed' });
    expect(await previewOf(mia, json.id)).toBeNull();
  });

  it('loses nothing across a restart: a server started later fetches what was left pending', async () => {
    const mia = await login('member@example.com');
    page('/later', 'Fetched after a restart');
    const created = await createPost(mia, 'welcome', { body: 'A post whose preview was never fetched' });
    // As if the process stopped after committing the post and before its job ran.
    await queueLinkPreview(ctx.testDb.db, created.id, `${site.origin}/later`, new Date());
    const restarted = await buildApp({ db: ctx.testDb.db, linkPreviews: { policy: publicOrLoopback } });
    try {
      expect(await ready(mia, created.id)).toMatchObject({ title: 'Fetched after a restart' });
    } finally {
      await restarted.close();
    }
  });
});

describe.each(drivers)('link previews under the production address policy on %s', (driver) => {
  let site: PageServer;
  beforeAll(async () => {
    site = await startPageServer();
    site.route('/inside', html('<title>Inside</title>'));
  });
  afterAll(() => site.close());
  const ctx = useTestApp(driver);
  const { createPost, previewOf } = helpers(() => ctx.api);

  it('never fetches a loopback or private address: the post keeps no preview and the page is never hit', async () => {
    const mia = await ctx.api.login('member@example.com');
    const port = new URL(site.origin).port;
    for (const url of [`${site.origin}/inside`, `http://localhost:${port}/inside`, `http://[::1]:${port}/inside`, 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/']) {
      const created = await createPost(mia, 'welcome', { body: `Look ${url}` });
      const row = await eventually(async () => {
        const r = await previewRow(ctx.testDb.db, created.id);
        return r?.status === 'failed' ? r : null;
      }, url);
      expect(row.failure, url).toMatch(/^address: /);
      expect(await previewOf(mia, created.id)).toBeNull();
    }
    expect(site.hits.get('/inside') ?? 0).toBe(0);
  });
});
