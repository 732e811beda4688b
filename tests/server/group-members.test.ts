// A group's members (docs/product.md 6): the lists by name, its admins, its newest members, paging, hidden member lists, collages.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupsResponse } from '../../schema/groups';
import { COLLAGE_SIZE, GROUP_MEMBERS_PAGE_SIZE, groupMembersCollage, groupMembersPage, MAX_COLLAGE_GROUPS } from '../../schema/memberships';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { groups } from '../../server/domains/groups/group-schema';
import { users } from '../../server/domains/account/users-schema';
import { signUpMember } from './support/accounts';
import { whileDisabled } from './support/disabled-member';
import { addMemberships, makeGroup, makeUsers, setGroupRole } from './support/groups';
import { drivers } from './support/test-db';
import { useTestApp, type Reply } from './support/test-app';

const LISTS = ['members', 'admin_members', 'new_members'] as const;

describe.each(drivers)('group members on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const list = (s: Session | undefined, groupId: number, which: (typeof LISTS)[number] = 'members', page?: number) =>
    ctx.api.call('GET', `/api/v2/groups/${groupId}/${which}${page ? `?page=${page}` : ''}`, { session: s });
  const names = async (s: Session, groupId: number, which: (typeof LISTS)[number] = 'members', page?: number) => {
    const res = await list(s, groupId, which, page);
    expect(res.status).toBe(200);
    return groupMembersPage.parse(res.body).members.map((m) => m.display_name);
  };
  const collage = (s: Session | undefined, keys: string) =>
    ctx.api.call('GET', `/api/v2/groups/collage_members?group_keys=${keys}`, { session: s });
  const expectError = (res: Reply, status: number, message: string) => {
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errors: [message] });
  };

  let ids: Record<string, number>;
  let ada: Session; // a host, and the admin of every seeded group
  let noah: Session; // a plain member of backstage
  let mia: Session; // not in backstage; in the secret inner-circle
  let host: Session; // a host in no group but the mandatory one

  beforeAll(async () => {
    ada = await login('admin@example.com');
    noah = await login('noah@example.com');
    mia = await login('member@example.com');
    const made = await signUpMember(ctx.api);
    host = made.session;
    await ctx.testDb.db.update(users).set({ role: 'admin' }).where(eq(users.email, made.email));
    const res = await ctx.api.call('GET', '/api/v2/groups', { session: ada });
    ids = Object.fromEntries(groupsResponse.parse(res.body).groups.map((g) => [g.key, g.id]));
  });

  it('lists the active members by name, the admins, and the newest members first', async () => {
    const backstage = ['Ada Admin', 'Aria Vance', 'Leila Haddad', 'Noah Fisher', 'Tomás Ortega'];
    expect(await names(noah, ids.backstage!)).toEqual(backstage);
    const page = groupMembersPage.parse((await list(noah, ids.backstage!)).body);
    expect(page.meta.next).toBeNull();
    expect(page.members[0]).toEqual({ id: expect.any(Number), display_name: 'Ada Admin', avatar_url: '/uploads/demo-people-ada.png' });
    // Kenji and Saoirse only asked: not members.
    expect(await names(noah, ids.backstage!, 'admin_members')).toEqual(['Ada Admin']);
    expect(await names(noah, ids.announcements!, 'admin_members')).toEqual(['Ada Admin', 'Aria Vance']);

    // Joining makes the newest member; an approved request dates from its approval.
    const fresh = await signUpMember(ctx.api, { display_name: 'Zed Newcomer' });
    expect((await ctx.api.call('POST', `/api/v2/groups/${ids.backstage}/membership`, { session: fresh.session })).status).toBe(200);
    expect(await names(noah, ids.backstage!)).toEqual(backstage);
    const kenji = await login('kenji@example.com');
    await ctx.api.call('POST', '/api/v2/groups/backstage/membership_requests/approve', { session: ada, body: { user_ids: [kenji.user_id] } });
    await ctx.api.call('POST', '/api/v2/groups/backstage/membership_requests/approve', { session: ada, body: { user_ids: [fresh.session.user_id] } });
    expect((await names(noah, ids.backstage!, 'new_members')).slice(0, 2)).toEqual(['Zed Newcomer', 'Kenji Watanabe']);
    expect(await names(noah, ids.backstage!)).toEqual([...backstage.slice(0, 2), 'Kenji Watanabe', ...backstage.slice(2), 'Zed Newcomer']);
  });

  it('pages every list, GROUP_MEMBERS_PAGE_SIZE members a page', async () => {
    const group = await makeGroup(ctx.testDb.db, 'choir', { membershipType: 'public' });
    const count = GROUP_MEMBERS_PAGE_SIZE + 3;
    const people = await makeUsers(ctx.testDb.db, 'Singer', count);
    // Joined in reverse name order: the newest first is the name order.
    await addMemberships(ctx.testDb.db, group.id, [...people].reverse());
    await setGroupRole(ctx.testDb.db, group.key, people.slice(0, 2), 'admin');
    const all = people.map((_, i) => `Singer ${String(i + 1).padStart(2, '0')}`);
    for (const which of ['members', 'new_members'] as const) {
      const first = groupMembersPage.parse((await list(mia, group.id, which)).body);
      expect(first.members.map((m) => m.display_name)).toEqual(all.slice(0, GROUP_MEMBERS_PAGE_SIZE));
      expect(first.meta.next).toBe(2);
      const second = groupMembersPage.parse((await list(mia, group.id, which, 2)).body);
      expect(second.members.map((m) => m.display_name)).toEqual(all.slice(GROUP_MEMBERS_PAGE_SIZE));
      expect(second.meta.next).toBeNull();
      expect(groupMembersPage.parse((await list(mia, group.id, which, 3)).body)).toEqual({ members: [], meta: { next: null } });
    }
    expect(groupMembersPage.parse((await list(mia, group.id, 'admin_members')).body)).toEqual({
      members: people.slice(0, 2).map((id, i) => ({ id, display_name: all[i], avatar_url: null })),
      meta: { next: null },
    });
  });

  it('shows the members to those who may read the group, and hidden members to its admins and hosts only', async () => {
    const kenji = await login('kenji@example.com');
    const saoirse = await login('saoirse@example.com');
    for (const which of LISTS) {
      expectError(await list(undefined, ids.welcome!, which), 401, messages.sessionRequired);
      // A public group: everyone reads it; a private one: its members; a secret one hides from outsiders.
      expect((await list(mia, ids.welcome!, which)).status).toBe(200);
      expectError(await list(mia, ids.backstage!, which), 403, messages.membersHidden);
      expectError(await list(saoirse, ids.backstage!, which), 403, messages.membersHidden);
      expectError(await list(noah, ids['inner-circle']!, which), 404, messages.groupNotFound);
      expectError(await list(host, ids['inner-circle']!, which), 404, messages.groupNotFound);
      expectError(await list(noah, 99_999_999, which), 404, messages.groupNotFound);
      expect((await list(mia, ids['inner-circle']!, which)).status).toBe(200);
    }
    await whileDisabled(ctx.testDb.db, 'noah@example.com', async () => {
      for (const which of LISTS) expectError(await list(noah, ids.backstage!, which), 403, messages.accountDisabled);
    });

    // Members not shown: the group's admins and the hosts still see them, the members do not.
    const quiet = await makeGroup(ctx.testDb.db, 'quiet', { membershipType: 'public', membersViewable: false });
    await addMemberships(ctx.testDb.db, quiet.id, [noah.user_id, kenji.user_id]);
    await setGroupRole(ctx.testDb.db, quiet.key, [kenji.user_id], 'admin');
    for (const which of LISTS) {
      expectError(await list(noah, quiet.id, which), 403, messages.membersHidden);
      expectError(await list(mia, quiet.id, which), 403, messages.membersHidden);
      expect((await list(kenji, quiet.id, which)).status).toBe(200);
      expect((await list(host, quiet.id, which)).status).toBe(200);
    }
    expect(await names(host, quiet.id)).toEqual(['Kenji Watanabe', 'Noah Fisher']);
    expect(await names(host, quiet.id, 'admin_members')).toEqual(['Kenji Watanabe']);
    await ctx.testDb.db.update(groups).set({ membersViewable: false }).where(eq(groups.id, ids.backstage!));
    try {
      expectError(await list(noah, ids.backstage!), 403, messages.membersHidden);
      expect((await list(ada, ids.backstage!)).status).toBe(200);
      // A host outside a private group cannot read it, so neither its members.
      expectError(await list(host, ids.backstage!), 403, messages.membersHidden);
    } finally {
      await ctx.testDb.db.update(groups).set({ membersViewable: true }).where(eq(groups.id, ids.backstage!));
    }
  });

  it('answers a collage of a few members per readable group with visible members, leaving the other keys out', async () => {
    const res = await collage(noah, 'welcome,backstage,inner-circle,no-such-group,welcome');
    expect(res.status).toBe(200);
    const shown = groupMembersCollage.parse(res.body).group_members_collage;
    expect(Object.keys(shown).sort()).toEqual(['backstage', 'welcome']);
    expect(shown.welcome).toHaveLength(COLLAGE_SIZE);
    // The first members of the members list.
    const firstOfList = groupMembersPage.parse((await list(noah, ids.welcome!)).body).members.slice(0, COLLAGE_SIZE);
    expect(shown.welcome).toEqual(firstOfList);
    expect(shown.backstage).toEqual(groupMembersPage.parse((await list(noah, ids.backstage!)).body).members.slice(0, COLLAGE_SIZE));

    const forMia = groupMembersCollage.parse((await collage(mia, 'backstage,inner-circle')).body).group_members_collage;
    expect(Object.keys(forMia)).toEqual(['inner-circle']);
    const quiet = await makeGroup(ctx.testDb.db, 'hushed', { membershipType: 'public', membersViewable: false });
    expect(groupMembersCollage.parse((await collage(mia, quiet.key)).body)).toEqual({ group_members_collage: {} });
    expect(groupMembersCollage.parse((await collage(host, quiet.key)).body)).toEqual({ group_members_collage: { [quiet.key]: [] } });
    await addMemberships(ctx.testDb.db, quiet.id, [mia.user_id]);
    expect(groupMembersCollage.parse((await collage(ada, quiet.key)).body).group_members_collage[quiet.key]).toMatchObject([{ id: mia.user_id }]);

    expectError(await collage(undefined, 'welcome'), 401, messages.sessionRequired);
    await whileDisabled(ctx.testDb.db, 'member@example.com', async () => {
      expectError(await collage(mia, 'welcome'), 403, messages.accountDisabled);
    });
    const tooMany = Array.from({ length: MAX_COLLAGE_GROUPS + 1 }, (_, i) => `g${i}`).join(',');
    for (const q of ['', ',', 'Not%20A%20Key', tooMany]) {
      const bad = await collage(mia, q);
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]).toBe(messages.badRequest);
    }
    expect((await ctx.api.call('GET', '/api/v2/groups/collage_members', { session: mia })).status).toBe(400);
  });

  it('validates the group id and the page with a 400', async () => {
    for (const url of [`/api/v2/groups/abc/members`, `/api/v2/groups/0/admin_members`, `/api/v2/groups/${ids.welcome}/new_members?page=0`, `/api/v2/groups/${ids.welcome}/members?page=x`]) {
      const res = await ctx.api.call('GET', url, { session: mia });
      expect(res.status, url).toBe(400);
      expect(res.body.errors[0]).toBe(messages.badRequest);
    }
  });
});
