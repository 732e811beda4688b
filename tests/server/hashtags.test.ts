// Hashtag feeds: the posts tagged #tag in any case, newest first and paged, of readable walls only; callers checked.
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { postsPage, type PostsPage } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { whileDisabled } from './support/disabled-member';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('hashtag feeds on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const post = (s: Session, wall: string, body: string) => postAs(ctx.api, s, wall, body);
  const tagged = async (s: Session | undefined, tag: string, query = '') => ctx.api.call('GET', `/api/v2/hashtags/${encodeURIComponent(tag)}/posts${query}`, { session: s });
  const ids = async (s: Session, tag: string, query = ''): Promise<{ ids: number[]; page: PostsPage }> => {
    const res = await tagged(s, tag, query);
    expect(res.status).toBe(200);
    const page = postsPage.parse(res.body);
    return { ids: page.posts.map((p) => p.id), page };
  };

  it('lists the posts carrying the tag in any case, newest first, only from walls the caller may read', async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const first = await post(ada, 'welcome', 'Tonight at the pier #LowTideLive');
    const second = await post(ada, 'welcome', 'Doors open at eight #lowtidelive #pier');
    const closed = await post(ada, 'backstage', 'Soundcheck notes #lowtidelive');
    await post(ada, 'welcome', 'Not tagged, though it says lowtidelive');
    expect((await ids(mia, 'lowtidelive')).ids).toEqual([second.id, first.id]);
    expect((await ids(ada, 'LowTideLive')).ids).toEqual([closed.id, second.id, first.id]);
    expect((await ids(mia, 'nosuchtagatall')).ids).toEqual([]);
  });

  it('pages with the feed cursor', async () => {
    const noah = await login('noah@example.com');
    for (let i = 0; i < 4; i++) await post(noah, 'welcome', `Paged #harbourpages ${i}`);
    const first = await ids(noah, 'harbourpages', '?limit=3');
    expect(first.ids).toHaveLength(3);
    expect(first.page.meta.next).not.toBeNull();
    const second = await ids(noah, 'harbourpages', `?limit=3&cursor=${encodeURIComponent(first.page.meta.next!)}`);
    expect(second.ids).toHaveLength(1);
    expect(second.page.meta.next).toBeNull();
  });

  it('answers visitors 401, a disabled member 403, a malformed tag or cursor 400, an over-long one 414', async () => {
    expect((await tagged(undefined, 'pier')).status).toBe(401);
    const grace = await login('grace@example.com');
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      const res = await tagged(grace, 'pier');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [messages.accountDisabled] });
    });
    for (const [tag, query] of [['no-dashes', ''], ['pier', '?cursor=nope!'], ['pier', '?limit=0']] as const) {
      expect((await tagged(grace, tag, query)).status, `${tag}${query}`).toBe(400);
    }
    // An over-long path segment is refused before any route reads it (the server's path segment limit).
    expect((await tagged(grace, 'x'.repeat(101))).status).toBe(414);
  });
});
