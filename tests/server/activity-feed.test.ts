// The activity feed (GET /api/v2/recent_posts): joined groups' posts and the caller's own, newest first, with the walls' visibility rules.
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { postsPage, type PostsPage } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { signUpMember } from './support/accounts';
import { whileDisabled } from './support/disabled-member';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('activity feed on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const post = (s: Session, wall: string, body: string) => postAs(ctx.api, s, wall, body);
  const feed = (s: Session | undefined, query = '') => ctx.api.call('GET', `/api/v2/recent_posts${query}`, { session: s });
  const page = async (s: Session, query = ''): Promise<PostsPage> => {
    const res = await feed(s, query);
    expect(res.status).toBe(200);
    return postsPage.parse(res.body);
  };
  const ids = async (s: Session, query = '?limit=50') => (await page(s, query)).posts.map((p) => p.id);
  const groupId = async (s: Session, key: string) =>
    ((await ctx.api.call('GET', '/api/v2/groups', { session: s })).body as { groups: { id: number; key: string }[] }).groups.find((g) => g.key === key)!.id;

  it('lists the newest posts of every group the caller joined, each naming its group, and none of a group they are not in', async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const welcome = await post(ada, 'welcome', 'Doors at eight');
    const backstage = await post(ada, 'backstage', 'Crew only: load-in at five');
    const secret = await post(ada, 'inner-circle', 'A quiet word');
    const announcement = await post(ada, 'announcements', 'New single on Friday');

    // Mia is in welcome, inner-circle and announcements, not backstage; Noah is in backstage, not inner-circle.
    const miasFirst = await page(mia);
    expect(miasFirst.posts.slice(0, 3).map((p) => [p.id, p.group_id])).toEqual([
      [announcement.id, announcement.group_id],
      [secret.id, secret.group_id],
      [welcome.id, welcome.group_id],
    ]);
    expect(miasFirst.posts).toHaveLength(15);
    expect(await ids(mia)).not.toContain(backstage.id);
    const noahs = await ids(noah);
    expect(noahs.slice(0, 3)).toEqual([announcement.id, backstage.id, welcome.id]);
    expect(noahs).not.toContain(secret.id);
  });

  it('pages with the keyset cursor, newest first, without repeats', async () => {
    const kenji = await login('kenji@example.com');
    const first = await page(kenji, '?limit=4');
    expect(first.posts).toHaveLength(4);
    const second = await page(kenji, `?limit=4&cursor=${encodeURIComponent(first.meta.next!)}`);
    const all = [...first.posts, ...second.posts];
    expect(new Set(all.map((p) => p.id)).size).toBe(8);
    const times = all.map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("keeps the caller's own posts in a public group they left, but not the others' posts there", async () => {
    const made = await signUpMember(ctx.api);
    const me = made.session;
    const welcomeId = await groupId(me, 'welcome');
    expect((await ctx.api.call('POST', `/api/v2/groups/${welcomeId}/membership`, { session: me })).status).toBe(200);
    const mine = await post(me, 'welcome', 'Hello harbour');
    const ada = await login('admin@example.com');
    const theirs = await post(ada, 'welcome', 'Welcome aboard');
    expect((await ids(me)).slice(0, 2)).toEqual([theirs.id, mine.id]);
    expect((await ctx.api.call('DELETE', `/api/v2/groups/${welcomeId}/membership`, { session: me })).status).toBe(204);
    const after = await ids(me);
    expect(after).toContain(mine.id);
    expect(after).not.toContain(theirs.id);
  });

  it("shows a shadowbanned member's posts and another's scheduled post to their author alone", async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const made = await signUpMember(ctx.api);
    const welcomeId = await groupId(made.session, 'welcome');
    expect((await ctx.api.call('POST', `/api/v2/groups/${welcomeId}/membership`, { session: made.session })).status).toBe(200);
    const hidden = await post(made.session, 'welcome', 'Shadowed words');
    expect((await ctx.api.call('POST', '/api/v2/account/shadowban', { session: ada, body: { member_id: made.session.user_id } })).status).toBe(200);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: ada, body: { body: 'Soon', scheduled_at: later } });
    expect(scheduled.status).toBe(201);
    const scheduledId = (scheduled.body as { post: { id: number } }).post.id;

    expect(await ids(made.session)).toContain(hidden.id);
    expect(await ids(made.session)).not.toContain(scheduledId);
    expect(await ids(mia)).not.toContain(hidden.id);
    expect(await ids(mia)).not.toContain(scheduledId);
    expect(await ids(ada)).toContain(scheduledId);
    expect(await ids(ada)).not.toContain(hidden.id);
  });

  it('answers visitors 401, a disabled or banned member 403, a malformed cursor or limit 400', async () => {
    expect((await feed(undefined)).status).toBe(401);
    expect((await feed(undefined)).body).toEqual({ errors: [messages.sessionRequired] });
    const grace = await login('grace@example.com');
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      const res = await feed(grace);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [messages.accountDisabled] });
    });
    const made = await signUpMember(ctx.api);
    const ada = await login('admin@example.com');
    expect((await ctx.api.call('POST', '/api/v2/account/ban', { session: ada, body: { member_id: made.session.user_id } })).status).toBe(200);
    expect((await feed(made.session)).status).toBe(403);
    for (const query of ['?cursor=nope!', '?limit=0', '?limit=101', '?limit=x']) {
      const res = await feed(grace, query);
      expect(res.status, query).toBe(400);
      expect((res.body as { errors: string[] }).errors.length, query).toBeGreaterThan(0);
    }
  });
});
