// People: a member's profile and posts as each caller may see them, badges, following, the directory and new members.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { badgeCatalogue } from '../../schema/badges';
import { messages } from '../../schema/messages';
import { followAnswer, membersPage, profileAnswer } from '../../schema/people';
import { postsPage } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { customUserFields } from '../../server/domains/account/accounts-schema';
import { users } from '../../server/domains/account/users-schema';
import { setConfig, signUpMember } from './support/accounts';
import { whileDisabled } from './support/disabled-member';
import { makeUsers } from './support/groups';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp, type Reply } from './support/test-app';

describe.each(drivers)('people on %s', (driver) => {
  const ctx = useTestApp(driver);
  type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH';
  const call = (method: Method, url: string, s: Session | undefined, opts: { body?: unknown; key?: string } = {}) =>
    ctx.api.call(method, url, { session: s, body: opts.body, headers: opts.key ? { 'idempotency-key': opts.key } : undefined });
  const expectError = (res: Reply, status: number, message: string) => {
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errors: [message] });
  };
  const profileOf = async (s: Session, id: number) => {
    const res = await call('GET', `/api/v1/accounts/${id}`, s);
    expect(res.status).toBe(200);
    return profileAnswer.parse(res.body).account;
  };
  const postIdsOf = async (s: Session, id: number) => {
    const res = await call('GET', `/api/v1/accounts/${id}/posts?limit=50`, s);
    expect(res.status).toBe(200);
    return postsPage.parse(res.body).posts.map((p) => p.id);
  };
  const follow = (s: Session | undefined, id: number, key?: string) => call('POST', `/api/v2/accounts/${id}/follow`, s, { key });
  const unfollow = (s: Session | undefined, id: number, key?: string) => call('DELETE', `/api/v2/accounts/${id}/follow`, s, { key });
  const directory = async (s: Session, query = '', page = 1) => {
    const res = await call('GET', `/api/v1/accounts?query=${encodeURIComponent(query)}&page=${page}`, s);
    expect(res.status).toBe(200);
    return membersPage.parse(res.body);
  };

  let ada: Session; // host
  let aria: Session; // artist: an admin of the community
  let mia: Session; // member, not in the private backstage group
  let noah: Session; // member of backstage

  beforeAll(async () => {
    ada = await ctx.api.login('admin@example.com');
    aria = await ctx.api.login('artist@example.com');
    mia = await ctx.api.login('member@example.com');
    noah = await ctx.api.login('noah@example.com');
  });

  it('shows a member the public facts of another: public fields only, role label, joined date, relation', async () => {
    const [where, instrument] = await ctx.testDb.db.select().from(customUserFields).orderBy(customUserFields.position);
    await ctx.testDb.db.update(customUserFields).set({ public: false }).where(eq(customUserFields.id, instrument!.id));
    const values = [
      { custom_user_field_id: where!.id, value: 'Cork' },
      { custom_user_field_id: instrument!.id, value: 'Piano' },
    ];
    expect((await call('PATCH', '/api/v2/account/custom_user_values', noah, { body: { values } })).status).toBe(200);
    expect((await call('PATCH', '/api/v2/account/profile', noah, { body: { bio: 'Bass and <b>bad</b> jokes' } })).status).toBe(200);

    const seen = await profileOf(mia, noah.user_id);
    expect(seen).toMatchObject({
      id: noah.user_id,
      display_name: 'Noah Fisher',
      bio: 'Bass and <b>bad</b> jokes',
      role_label: null,
      fields: [{ name: 'Where are you from?', value: 'Cork' }],
      is_self: false,
      following: false,
      blocked: false,
      can_block: true,
    });
    expect(Date.parse(seen.joined_at)).toBeLessThanOrEqual(Date.now());
    expect((await profileOf(mia, ada.user_id)).role_label).toBe('Host');
    expect(await profileOf(mia, ada.user_id)).toMatchObject({ can_block: false });
    expect(await profileOf(mia, aria.user_id)).toMatchObject({ role_label: 'Artist', can_block: false });
    expect(await profileOf(mia, mia.user_id)).toMatchObject({ is_self: true, can_block: false });
    await ctx.testDb.db.update(customUserFields).set({ public: true }).where(eq(customUserFields.id, instrument!.id));
    expect((await profileOf(mia, noah.user_id)).fields).toEqual([
      { name: 'Where are you from?', value: 'Cork' },
      { name: 'Favourite instrument', value: 'Piano' },
    ]);
  });

  it('answers visitors 401, a bad id 400, an unknown or deleted member 404, a banned caller 403', async () => {
    for (const url of [`/api/v1/accounts/${noah.user_id}`, `/api/v1/accounts/${noah.user_id}/posts`, '/api/v1/accounts', '/api/v2/new_members']) {
      expectError(await call('GET', url, undefined), 401, messages.sessionRequired);
      await whileDisabled(ctx.testDb.db, 'member@example.com', async () => {
        expectError(await call('GET', url, mia), 403, messages.accountDisabled);
      });
    }
    expect((await call('GET', '/api/v1/accounts/abc', mia)).status).toBe(400);
    expect((await call('GET', '/api/v1/accounts/0', mia)).status).toBe(400);
    expectError(await call('GET', '/api/v1/accounts/2000000000', mia), 404, messages.memberNotFound);
    expectError(await call('GET', '/api/v1/accounts/2000000000/posts', mia), 404, messages.memberNotFound);
    const gone = await signUpMember(ctx.api);
    await ctx.testDb.db.update(users).set({ state: 'deleted' }).where(eq(users.id, gone.session.user_id));
    expectError(await call('GET', `/api/v1/accounts/${gone.session.user_id}`, mia), 404, messages.memberNotFound);
  });

  it("lists a member's posts the caller may read: not a private group's to a non-member, not a shadowbanned author's", async () => {
    const open = await postAs(ctx.api, noah, 'welcome', 'Open to all');
    const backstage = await postAs(ctx.api, noah, 'backstage', 'Crew only');
    const asMia = await postIdsOf(mia, noah.user_id);
    expect(asMia).toContain(open.id);
    expect(asMia).not.toContain(backstage.id);
    expect(await postIdsOf(ada, noah.user_id)).toEqual(expect.arrayContaining([open.id, backstage.id]));
    // Newest first.
    expect((await postIdsOf(noah, noah.user_id)).slice(0, 2)).toEqual([backstage.id, open.id]);

    const { session: shady } = await signUpMember(ctx.api);
    const welcomeId = ((await call('GET', '/api/v2/groups', shady)).body.groups as { id: number; key: string }[]).find((g) => g.key === 'welcome')!.id;
    expect((await call('POST', `/api/v2/groups/${welcomeId}/membership`, shady)).status).toBe(200);
    const hidden = await postAs(ctx.api, shady, 'welcome', 'Shadowed');
    expect((await call('POST', '/api/v2/account/shadowban', ada, { body: { member_id: shady.user_id } })).status).toBe(200);
    expect(await postIdsOf(mia, shady.user_id)).toEqual([]);
    expect(await postIdsOf(shady, shady.user_id)).toEqual([hidden.id]);
  });

  it('follows and unfollows: counts move, twice is the same answer, a replay applies nothing, self and unknown refused', async () => {
    const { session: fan } = await signUpMember(ctx.api);
    const before = (await profileOf(fan, aria.user_id)).followers_count;
    const first = await follow(fan, aria.user_id, 'cl_follow_0001');
    expect(first.status).toBe(200);
    expect(followAnswer.parse(first.body)).toEqual({ account_id: aria.user_id, following: true, followers_count: before + 1 });
    expect((await follow(fan, aria.user_id)).body).toEqual(first.body);
    expect(await profileOf(fan, aria.user_id)).toMatchObject({ following: true, followers_count: before + 1 });
    expect((await profileOf(fan, fan.user_id)).following_count).toBe(1);
    // Another member's view of the relation is their own.
    expect((await profileOf(mia, aria.user_id)).following).toBe(false);

    expect((await unfollow(fan, aria.user_id)).body).toEqual({ account_id: aria.user_id, following: false, followers_count: before });
    // A late replay of the follow answers its first answer and follows nobody again.
    expect((await follow(fan, aria.user_id, 'cl_follow_0001')).body).toEqual(first.body);
    expect(await profileOf(fan, aria.user_id)).toMatchObject({ following: false, followers_count: before });
    expect((await unfollow(fan, aria.user_id)).body).toMatchObject({ following: false });

    expectError(await follow(undefined, aria.user_id), 401, messages.sessionRequired);
    expectError(await follow(fan, fan.user_id), 403, messages.cannotFollowSelf);
    expectError(await follow(fan, 2_000_000_000), 404, messages.memberNotFound);
    expect((await follow(fan, 'x' as unknown as number)).status).toBe(400);
    await whileDisabled(ctx.testDb.db, 'member@example.com', async () => {
      expectError(await follow(mia, aria.user_id), 403, messages.accountDisabled);
    });
  });

  it('awards badges from what a member did: founding member at once, first post, ten comments', async () => {
    const { session: newbie } = await signUpMember(ctx.api);
    const keys = async () => (await profileOf(mia, newbie.user_id)).badges.map((b) => b.key);
    expect(await keys()).toEqual(['founding_member']);
    const post = await postAs(ctx.api, newbie, 'announcements', 'x').catch(() => null);
    expect(post).toBeNull(); // admins only: nothing posted, no badge
    const welcomeId = ((await call('GET', '/api/v2/groups', newbie)).body.groups as { id: number; key: string }[]).find((g) => g.key === 'welcome')!.id;
    await call('POST', `/api/v2/groups/${welcomeId}/membership`, newbie);
    const first = await postAs(ctx.api, newbie, 'welcome', 'Hello all');
    expect(await keys()).toEqual(['founding_member', 'first_post']);
    for (let i = 0; i < 10; i++) {
      expect((await call('POST', `/api/v2/posts/${first.id}/comments`, newbie, { body: { body: `Comment ${i}` } })).status).toBe(201);
    }
    const badges = (await profileOf(mia, newbie.user_id)).badges;
    expect(badges.map((b) => b.key)).toEqual(['founding_member', 'first_post', 'ten_comments']);
    expect(badges[2]).toMatchObject({ name: badgeCatalogue.ten_comments.name, image_url: '/badges/ten_comments.svg', earned_at: expect.any(String) });
  });

  it('finds members by name in the directory, page by page, A to Z; off when the community turns it off', async () => {
    expect((await directory(mia, 'noah')).members.map((m) => m.display_name)).toEqual(['Noah Fisher']);
    expect((await directory(mia, '@leil')).members.map((m) => m.display_name)).toEqual(['Leila Haddad']);
    expect((await directory(mia, '100%_')).members).toEqual([]);
    await makeUsers(ctx.testDb.db, 'Zed Listed', 25);
    const all = await directory(mia);
    expect(all.members.length).toBe(20);
    expect(all.meta.next).toBe(2);
    const names = all.members.map((m) => m.display_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const second = await directory(mia, '', 2);
    expect(second.members.map((m) => m.id)).not.toContain(all.members[0]!.id);
    expect((await call('GET', `/api/v1/accounts?query=${'x'.repeat(101)}`, mia)).status).toBe(400);
    await setConfig(ctx.testDb.db, { member_directory_enabled: false });
    try {
      expectError(await call('GET', '/api/v1/accounts?query=noah', mia), 403, messages.memberDirectoryOff);
    } finally {
      await setConfig(ctx.testDb.db, { member_directory_enabled: true });
    }
  });

  it('lists new members newest first, without a shadowbanned one but to themselves', async () => {
    const { session: latest } = await signUpMember(ctx.api, { display_name: 'Latest Arrival' });
    const res = await call('GET', '/api/v2/new_members', mia);
    expect(res.status).toBe(200);
    expect(membersPage.parse(res.body).members[0]).toMatchObject({ id: latest.user_id, display_name: 'Latest Arrival' });
    await call('POST', '/api/v2/account/shadowban', ada, { body: { member_id: latest.user_id } });
    expect(membersPage.parse((await call('GET', '/api/v2/new_members', mia)).body).members.map((m) => m.id)).not.toContain(latest.user_id);
    expect(membersPage.parse((await call('GET', '/api/v2/new_members', latest)).body).members[0]!.id).toBe(latest.user_id);
    expect((await directory(mia, 'Latest Arrival')).members).toEqual([]);
  });
});
