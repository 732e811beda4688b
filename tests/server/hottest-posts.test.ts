// A wall's hottest posts (GET /api/v2/walls/{key}/hottest_posts): the SQL ranks as schema/hot-score.ts does, pages by number, walls' access and visibility.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { byHotScore } from '../../schema/hot-score';
import { messages } from '../../schema/messages';
import { hottestPostsPage, type HottestPostsPage } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { posts } from '../../server/domains/posts/post-schema';
import { signUpMember } from './support/accounts';
import { whileDisabled } from './support/disabled-member';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('hottest posts on %s', (driver) => {
  // The server's clock, frozen while a test compares its order with the device's formula at the same instant.
  let frozen: Date | null = null;
  const ctx = useTestApp(driver, { app: () => ({ now: () => frozen ?? new Date() }) });
  const login = (email: string) => ctx.api.login(email);
  const hottest = (s: Session | undefined, wall: string, query = '') => ctx.api.call('GET', `/api/v2/walls/${wall}/hottest_posts${query}`, { session: s });
  const page = async (s: Session, wall: string, query = ''): Promise<HottestPostsPage> => {
    const res = await hottest(s, wall, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return hottestPostsPage.parse(res.body);
  };
  const allPages = async (s: Session, wall: string, limit: number) => {
    const found: HottestPostsPage['posts'] = [];
    let next: number | null = 1;
    while (next !== null) {
      const p: HottestPostsPage = await page(s, wall, `?page=${next}&limit=${limit}`);
      found.push(...p.posts);
      next = p.meta.next;
    }
    return found;
  };

  it("ranks a wall's posts in the order the device's formula gives at the same instant, page after page", async () => {
    const mia = await login('member@example.com');
    frozen = new Date();
    try {
      const ranked = await allPages(mia, 'welcome', 7);
      const recent = await ctx.api.call('GET', '/api/v2/walls/welcome/recent_posts?limit=100', { session: mia });
      expect(ranked.map((p) => p.id).sort()).toEqual((recent.body as { posts: { id: number }[] }).posts.map((p) => p.id).sort());
      expect(ranked.map((p) => p.id)).toEqual(byHotScore(ranked, frozen.getTime()).map((p) => p.id));
      // Not merely the recent order: the seeded likes and comments move posts.
      expect(ranked.map((p) => p.id)).not.toEqual((recent.body as { posts: { id: number }[] }).posts.map((p) => p.id));
    } finally {
      frozen = null;
    }
  });

  it('lifts an old post with many likes to the top of Hottest, not of Recent', async () => {
    const mia = await login('member@example.com');
    const oldest = (await page(mia, 'announcements', '?limit=100')).posts.at(-1)!;
    const recentFirst = (await ctx.api.call('GET', '/api/v2/walls/announcements/recent_posts', { session: mia })).body as { posts: { id: number }[] };
    await ctx.testDb.db.update(posts).set({ likesCount: 5_000 }).where(eq(posts.id, oldest.id));
    const top = await page(mia, 'announcements', '?limit=3');
    expect(top.posts[0]).toMatchObject({ id: oldest.id, likes_count: 5_000 });
    expect(top.posts).toHaveLength(3);
    expect(top.meta.next).toBe(2);
    expect(recentFirst.posts[0]!.id).not.toBe(oldest.id);
  });

  it("shows a shadowbanned member's post and another's scheduled post to their author alone", async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const made = await signUpMember(ctx.api);
    const groups = (await ctx.api.call('GET', '/api/v2/groups', { session: made.session })).body as { groups: { id: number; key: string }[] };
    const welcomeId = groups.groups.find((g) => g.key === 'welcome')!.id;
    expect((await ctx.api.call('POST', `/api/v2/groups/${welcomeId}/membership`, { session: made.session })).status).toBe(200);
    const hidden = await postAs(ctx.api, made.session, 'welcome', 'Shadowed but hot');
    expect((await ctx.api.call('POST', '/api/v2/account/shadowban', { session: ada, body: { member_id: made.session.user_id } })).status).toBe(200);
    const soon = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: ada, body: { body: 'Soon', scheduled_at: new Date(Date.now() + 3_600_000).toISOString() } });
    expect(soon.status).toBe(201);
    const scheduledId = (soon.body as { post: { id: number } }).post.id;
    const ids = async (s: Session) => (await allPages(s, 'welcome', 100)).map((p) => p.id);
    expect(await ids(made.session)).toContain(hidden.id);
    expect(await ids(mia)).not.toContain(hidden.id);
    expect(await ids(mia)).not.toContain(scheduledId);
    expect(await ids(ada)).toContain(scheduledId);
  });

  it('answers visitors 401, a non-member of a private wall 403, of a secret one 404, a disabled member 403, a bad page 400', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const visitor = await hottest(undefined, 'welcome');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ errors: [messages.sessionRequired] });
    expect(await hottest(mia, 'backstage')).toMatchObject({ status: 403, body: { errors: [messages.notAMember] } });
    expect(await hottest(noah, 'inner-circle')).toMatchObject({ status: 404, body: { errors: [messages.groupNotFound] } });
    expect(await hottest(noah, 'no-such-wall')).toMatchObject({ status: 404, body: { errors: [messages.groupNotFound] } });
    expect((await page(noah, 'backstage')).posts.length).toBeGreaterThan(0);
    await whileDisabled(ctx.testDb.db, 'member@example.com', async () => {
      expect(await hottest(mia, 'welcome')).toMatchObject({ status: 403, body: { errors: [messages.accountDisabled] } });
    });
    for (const query of ['?page=0', '?page=x', '?limit=0', '?limit=101']) {
      const res = await hottest(mia, 'welcome', query);
      expect(res.status, query).toBe(400);
    }
    // Past the last page: an empty page, no next.
    expect(await page(mia, 'welcome', '?page=500')).toEqual({ posts: [], meta: { next: null } });
  });
});
