// Page previews for bots (docs/architecture.md, "Page previews for bots"): what a signed-out visitor may see of a post, an article or the front page, escaped and trimmed; everything else the community's preview; browsers keep the app shell.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../server/domains/library/library-schema';
import { users } from '../../server/domains/account/users-schema';
import { mediaItems } from '../../server/domains/media/media-schema';
import { posts } from '../../server/domains/posts/post-schema';
import { groups } from '../../server/domains/groups/group-schema';
import { setConfig, withConfig } from './support/accounts';
import { TMP } from './support/db-templates';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const SHELL = '<!doctype html><html lang="en"><head><title>Community</title><script type="module" src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>';
const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';
const GOOGLE = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const ORIGIN = 'https://harbour.example.com';
const INTRO = 'Join the Harbour Lights crew for demos, tour news and a songwriting course.';

const staticDir = path.join(TMP, `page-previews-dist-${process.pid}`);
beforeAll(() => {
  fs.mkdirSync(path.join(staticDir, 'icons'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(staticDir, 'icons/icon-192.png'), 'png');
});
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

/** The tags of a preview by name or property, decoded as a browser reads attribute values. */
function tagsOf(html: string): Record<string, string> {
  const decode = (v: string) => v.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) tags[m[1]!] = decode(m[2]!);
  tags.title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  return tags;
}

describe.each(drivers)('page previews on %s', (driver) => {
  const t = useTestApp(driver, { app: () => ({ staticDir, publicUrl: ORIGIN }) });
  const visit = (url: string, agent: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { 'user-agent': agent, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
  const preview = async (url: string, agent = SLACK) => {
    const res = await visit(url, agent);
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).not.toContain('<div id="root">');
    return { html: res.body, tags: tagsOf(res.body), res };
  };
  const postIn = async (wall: string, body: string, email = 'admin@example.com') => postAs(t.api, await t.api.login(email), wall, body);
  const frontPage = {
    title: 'Harbour Lights - Powered by Community',
    'og:title': 'Harbour Lights',
    'og:site_name': 'Harbour Lights',
    'og:type': 'website',
    'og:url': `${ORIGIN}/`,
    'og:image': `${ORIGIN}/icons/icon-512.png`,
    'twitter:card': 'summary',
    description: `Your community: groups, posts and conversations, online and offline. ${INTRO}`,
  };

  it('describes the front page by the community: its name, description with the introduction, largest icon', async () => {
    const { tags, html } = await preview('/');
    expect(tags).toMatchObject({ ...frontPage, 'og:description': frontPage.description, 'twitter:title': 'Harbour Lights' });
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    await withConfig(t.testDb.db, { white_label: true, app_icons: { '120x120': '/uploads/i120.png', '1024x1024': 'https://cdn.example.com/i1024.png', '512x512': '/uploads/i512.png' }, url_icons: { '16x16': '/uploads/f16.png', '32x32': '/uploads/f32.ico' } }, async () => {
      const again = await preview('/login', GOOGLE);
      expect(again.tags).toMatchObject({ title: 'Harbour Lights', 'og:image': 'https://cdn.example.com/i1024.png', 'og:url': `${ORIGIN}/` });
      expect(again.html).toContain(`<link rel="icon" href="${ORIGIN}/uploads/f32.ico">`);
    });
  });

  it('shows a post a visitor may see: author and group, its plain text trimmed, its first image as a large card', async () => {
    const long = `Soundcheck at #Lisbon with @mia tonight!\n\n${'The ferry horn made it into the mix again. '.repeat(10)}`;
    const post = await postIn('welcome', long);
    const { tags, html } = await preview(`/posts/${post.id}`);
    expect(tags).toMatchObject({
      'og:title': 'Ada Admin in Welcome Harbour',
      title: 'Ada Admin in Welcome Harbour | Harbour Lights - Powered by Community',
      'og:type': 'article',
      'og:url': `${ORIGIN}/posts/${post.id}`,
      'og:site_name': 'Harbour Lights',
      'og:image': `${ORIGIN}/icons/icon-512.png`,
      'twitter:card': 'summary',
    });
    expect(tags.description).toMatch(/^Soundcheck at #Lisbon with @mia tonight! The ferry horn made it into the mix again\. The ferry/);
    expect(tags.description).toMatch(/ \S+…$/);
    expect([...tags.description!].length).toBeLessThanOrEqual(200);
    expect(tags['og:description']).toBe(tags.description);
    expect(html).toContain('<h1>Ada Admin in Welcome Harbour</h1>');

    // Images in the author's order: the first complete one, at its large size.
    const [owner] = await t.testDb.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    const item = { ownerId: owner!.id, postId: post.id, mediaType: 'image' as const, processingState: 'complete' as const, fileName: 'x.png', contentType: 'image/png', size: 3 };
    await t.testDb.db.insert(mediaItems).values([
      { ...item, position: 1, fileUrl: '/uploads/second.png' },
      { ...item, position: 0, fileUrl: '/uploads/first.png', versions: { small: '/uploads/first-s.webp', large: '/uploads/first-l.webp' } },
    ]);
    // A comment's link previews its post.
    const withImage = await preview(`/posts/${post.id}/comments/1`, 'facebookexternalhit/1.1');
    expect(withImage.tags).toMatchObject({ 'og:image': `${ORIGIN}/uploads/first-l.webp`, 'twitter:image': `${ORIGIN}/uploads/first-l.webp`, 'twitter:card': 'summary_large_image', 'og:url': `${ORIGIN}/posts/${post.id}` });
  });

  it('answers the front page for a post in a private, secret or course group, deleted, scheduled, shadowbanned, or in a closed community', async () => {
    const privatePost = await postIn('backstage', 'Setlist for the secret show: Low Tide first');
    const secretPost = await postIn('inner-circle', 'Only the inner circle knows this');
    const deleted = await postIn('welcome', 'Deleted words never shown');
    await t.testDb.db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, deleted.id));
    const scheduled = await postIn('welcome', 'Scheduled words not out yet');
    await t.testDb.db.update(posts).set({ scheduledAt: new Date(Date.now() + 86_400_000) }).where(eq(posts.id, scheduled.id));
    const hidden = await postIn('welcome', 'Shadowbanned words of Mia', 'member@example.com');
    await t.testDb.db.update(users).set({ shadowbannedAt: new Date() }).where(eq(users.email, 'member@example.com'));
    const open = await postIn('welcome', 'Open words for everyone');
    const [course] = await t.testDb.db.insert(groups).values({ key: `course-preview-${driver}`, name: 'Course room', membershipType: 'course' }).returning();
    await t.testDb.db.execute(sql`insert into posts (group_id, author_id, body) select ${course!.id}, id, 'Course room words' from users where email = 'admin@example.com'`);
    const [coursePost] = await t.testDb.db.select({ id: posts.id }).from(posts).where(eq(posts.groupId, course!.id));

    const closed = async (url: string, words: string) => {
      const { tags, html } = await preview(url);
      expect(tags, url).toMatchObject({ ...frontPage, 'og:url': `${ORIGIN}/` });
      expect(html, url).not.toContain(words);
    };
    await closed(`/posts/${privatePost.id}`, 'Setlist');
    await closed(`/posts/${secretPost.id}`, 'inner circle');
    await closed(`/posts/${deleted.id}`, 'Deleted words');
    await closed(`/posts/${scheduled.id}`, 'Scheduled words');
    await closed(`/posts/${hidden.id}`, 'Shadowbanned words');
    await closed(`/posts/${coursePost!.id}`, 'Course room');
    for (const url of ['/posts/999999', '/posts/abc', '/posts/99999999999', '/posts/0', '/events/1']) await closed(url, 'Ada Admin');
    await t.testDb.db.update(users).set({ shadowbannedAt: null }).where(eq(users.email, 'member@example.com'));
    expect((await preview(`/posts/${hidden.id}`)).tags['og:title']).toBe('Mia Member in Welcome Harbour');

    expect((await preview(`/posts/${open.id}`)).tags['og:title']).toBe('Ada Admin in Welcome Harbour');
    for (const patch of [{ premium: true }, { registration_invitation_only: true }]) {
      await withConfig(t.testDb.db, patch, () => closed(`/posts/${open.id}`, 'Open words'));
    }
  });

  it('shows an open article by its title, its words as plain text and its cover; a draft or a plan-locked one answers the front page', async () => {
    const all = await t.testDb.db.select().from(articles);
    const story = all.find((a) => a.title === 'How "Harbour Lights" was written')!;
    const { tags, html } = await preview(`/articles/${story.id}`, GOOGLE);
    expect(tags).toMatchObject({ 'og:title': 'How "Harbour Lights" was written', 'og:type': 'article', 'og:url': `${ORIGIN}/articles/${story.id}`, 'twitter:card': 'summary_large_image' });
    expect(tags['og:image']).toMatch(new RegExp(`^${ORIGIN}/uploads/\\S+\\.png$`));
    expect(tags.description).toMatch(/^It started on the ferry home, a four-chord loop hummed into a phone at midnight\. The first draft The verse/);
    expect(html).not.toMatch(/<strong>|&lt;strong/);
    expect(html).toContain('<h1>How &quot;Harbour Lights&quot; was written</h1>');

    const locked = all.find((a) => a.title === 'The next record, track by track')!;
    const draft = all.find((a) => a.title === 'Tuning guide for the new songs')!;
    await t.testDb.db.update(articles).set({ publishedAt: null }).where(eq(articles.id, draft.id));
    const own = all.find((a) => a.title === 'Lisbon, night two')!;
    await t.testDb.db.update(articles).set({ requiredPlan: 'Silver' }).where(eq(articles.id, own.id));
    for (const [article, words] of [[locked, 'Eleven songs'], [draft, 'DADGAD'], [own, 'Lisbon']] as const) {
      const closed = await preview(`/articles/${article.id}`);
      expect(closed.tags, article.title).toMatchObject(frontPage);
      expect(closed.html, article.title).not.toContain(words);
    }
  });

  it('escapes every text as HTML, in attributes and in the body, and keeps markup out', async () => {
    const hostile = `Look "here"> <script>alert('x')</script> & 'quoted' <img src=x onerror=alert(1)>`;
    await t.testDb.db.update(users).set({ displayName: `Ada "><b>Admin` }).where(eq(users.email, 'admin@example.com'));
    await setConfig(t.testDb.db, { artist_long_name: `Harbour "Lights" <i>` });
    try {
      const post = await postIn('welcome', hostile);
      const { tags, html } = await preview(`/posts/${post.id}`);
      expect(html).not.toMatch(/<script|<img|<b>|<i>|onerror=alert\(1\)>/);
      expect(html).toContain('content="Look &quot;here&quot;&gt; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &#39;quoted&#39; &lt;img src=x onerror=alert(1)&gt;"');
      // Read back as a browser reads it, each tag holds the words as written.
      expect(tags.description).toBe(hostile);
      expect(tags['og:title']).toBe('Ada "><b>Admin in Welcome Harbour');
      expect(tags['og:site_name']).toBe('Harbour "Lights" <i>');
      // Only the tags the document writes: the words opened none of their own.
      expect(html.match(/<meta /g)).toHaveLength(12);
    } finally {
      await t.testDb.db.update(users).set({ displayName: 'Ada Admin' }).where(eq(users.email, 'admin@example.com'));
      await setConfig(t.testDb.db, { artist_long_name: 'Harbour Lights' });
    }
  });

  it('keeps the app shell, byte for byte with its caching, for browsers; bots get the preview, not stored, varying by user agent', async () => {
    const post = await postIn('welcome', 'Shell or preview');
    for (const url of ['/', `/posts/${post.id}`, '/groups/welcome']) {
      for (const agent of [CHROME, '']) {
        const human = await visit(url, agent);
        expect(human.statusCode, url).toBe(200);
        expect(human.body, url).toBe(SHELL);
        expect(human.headers['cache-control'], url).toBe('no-cache');
        expect(String(human.headers['content-type']), url).toMatch(/^text\/html/);
        expect(String(human.headers.vary ?? ''), url).not.toMatch(/user-agent/i);
      }
      const bot = await visit(url, SLACK);
      expect(bot.statusCode, url).toBe(200);
      expect(bot.body, url).toMatch(/^<!doctype html>/);
      expect(bot.body, url).toContain('og:title');
      expect(bot.headers['cache-control'], url).toBe('no-cache');
      expect(String(bot.headers.vary), url).toMatch(/user-agent/i);
      expect(bot.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(bot.headers['content-security-policy'], url).toContain("script-src 'self'");
      const head = await visit(url, SLACK, 'HEAD');
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
    }
    // Files and the API stay what they are, whoever asks.
    const icon = await visit('/icons/icon-192.png', SLACK);
    expect(icon.body).toBe('png');
    const api = await visit('/api/v9/nothing', SLACK);
    expect(api.statusCode).toBe(404);
    expect(JSON.parse(api.body)).toHaveProperty('errors');
  });
});
