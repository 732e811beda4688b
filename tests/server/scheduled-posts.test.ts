// The viewer's scheduled posts (GET /api/v2/account/scheduled_posts): their own waiting posts only, soonest first, for
// every kind of caller; a published post leaves the list and shows on its wall; a deleted one leaves it too.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { postResponse, postsPage, scheduledPostsResponse, type CreatePostInput, type Post } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { users } from '../../server/domains/account/users-schema';
import { publishDuePosts } from '../../server/domains/posts/scheduled-posts';
import { whileDisabled } from './support/disabled-member';
import { signInCast } from './support/cast';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe.each(drivers)('scheduled posts on %s', (driver) => {
  const ctx = useTestApp(driver);
  const list = (s?: Session) => ctx.api.call('GET', '/api/v2/account/scheduled_posts', { session: s });
  const listed = async (s: Session) => {
    const res = await list(s);
    expect(res.status).toBe(200);
    return scheduledPostsResponse.parse(res.body).posts;
  };
  const created = async (s: Session, wall: string, body: CreatePostInput): Promise<Post> => {
    const res = await ctx.api.call('POST', `/api/v2/walls/${wall}/posts`, { session: s, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return postResponse.parse(res.body).post;
  };
  const wallIds = async (s: Session, key: string) =>
    postsPage.parse((await ctx.api.call('GET', `/api/v2/walls/${key}/recent_posts?limit=50`, { session: s })).body).posts.map((p) => p.id);

  let ada: Session, leila: Session, mia: Session;
  beforeAll(async () => {
    ({ ada, leila, mia } = await signInCast(ctx));
  });

  it('answers a visitor 401 and a disabled account 403', async () => {
    expect((await list()).body).toEqual({ errors: [messages.sessionRequired] });
    expect((await list()).status).toBe(401);
    await whileDisabled(ctx.testDb.db, 'member@example.com', async () => {
      const res = await list(mia);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [messages.accountDisabled] });
    });
  });

  it("lists the caller's own waiting posts soonest first, nobody else's, and not published ones", async () => {
    const later = await created(ada, 'welcome', { body: 'Later news', scheduled_at: hours(5) });
    const sooner = await created(ada, 'welcome', { body: 'Sooner news', scheduled_at: hours(2) });
    const byLeila = await created(leila, 'welcome', { body: 'Group admin news', scheduled_at: hours(3) });
    await created(ada, 'welcome', { body: 'Out now' });

    const adas = await listed(ada);
    expect(adas.map((p) => p.id)).toEqual([sooner.id, later.id]);
    expect(adas[0]).toMatchObject({ body: 'Sooner news', wall_key: 'welcome', scheduled_at: sooner.scheduled_at });
    expect((await listed(leila)).map((p) => p.id)).toEqual([byLeila.id]);
    // A member who may not schedule has none; another's waiting posts are never theirs to see.
    expect(await listed(mia)).toEqual([]);
  });

  it('drops a post once published (it shows on its wall) or deleted', async () => {
    const when = hours(1);
    const going = await created(leila, 'welcome', { body: 'Going out soon', scheduled_at: when });
    const dropped = await created(leila, 'welcome', { body: 'Never mind', scheduled_at: hours(4) });
    expect((await listed(leila)).map((p) => p.id)).toEqual(expect.arrayContaining([going.id, dropped.id]));
    expect(await wallIds(mia, 'welcome')).not.toContain(going.id);

    expect((await ctx.api.call('DELETE', `/api/v2/posts/${dropped.id}`, { session: leila })).status).toBe(204);
    await publishDuePosts(ctx.testDb.db, new Date(Date.parse(when) + 1000));
    const left = (await listed(leila)).map((p) => p.id);
    expect(left).not.toContain(going.id);
    expect(left).not.toContain(dropped.id);
    expect(await wallIds(mia, 'welcome')).toContain(going.id);
  });

  it("keeps a shadowbanned author's waiting posts listed for them", async () => {
    const post = await created(leila, 'welcome', { body: 'Quietly waiting', scheduled_at: hours(6) });
    expect((await ctx.api.call('POST', '/api/v2/account/shadowban', { session: ada, body: { member_id: leila.user_id, shadowbanned: true } })).status).toBe(200);
    try {
      expect((await listed(leila)).map((p) => p.id)).toContain(post.id);
      expect((await listed(ada)).map((p) => p.id)).not.toContain(post.id);
    } finally {
      await ctx.testDb.db.update(users).set({ shadowbannedAt: null }).where(eq(users.id, leila.user_id));
    }
  });
});
