// Group lists per viewer (secret groups stay hidden), joining and leaving.
import { describe, expect, it } from 'vitest';
import { groupsResponse, type Group } from '../../schema/groups';
import { messages } from '../../schema/messages';
import { signUpMember } from './support/accounts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('groups on %s', (driver) => {
  const ctx = useTestApp(driver);
  const list = async (email: string, path = '/api/v2/groups') => {
    const res = await ctx.api.call('GET', path, { session: await ctx.api.login(email) });
    expect(res.status).toBe(200);
    return groupsResponse.parse(res.body).groups;
  };
  const byKey = (groups: Group[]) => Object.fromEntries(groups.map((g) => [g.key, g]));

  it('lists public, private and mandatory groups to everyone, the secret one to its members only', async () => {
    const noah = byKey(await list('noah@example.com'));
    expect(Object.keys(noah).sort()).toEqual(['announcements', 'backstage', 'welcome']);
    expect(noah.backstage!.membership_status).toBe('member');
    const mia = byKey(await list('member@example.com'));
    expect(Object.keys(mia).sort()).toEqual(['announcements', 'backstage', 'inner-circle', 'welcome']);
    expect(mia.backstage!.membership_status).toBeNull();
    expect(mia['inner-circle']!.membership_type).toBe('secret');
    const kenji = byKey(await list('kenji@example.com'));
    expect(kenji.backstage!.membership_status).toBe('pending');
  });

  it('shows roles and counts per viewer', async () => {
    const ada = byKey(await list('admin@example.com'));
    for (const g of Object.values(ada)) expect(g.user_role).toBe('admin');
    expect(ada.welcome!.members_count).toBe(9);
    expect(ada.backstage!.members_count).toBe(5);
    expect(ada.welcome!.posts_count).toBe(40);
    expect(ada.announcements!.posting_permission).toBe('admins_only');
    const mia = byKey(await list('member@example.com'));
    expect(mia.welcome!.user_role).toBeNull();
  });

  it('counts posts and members as they change: a new post, a deleted one, an approved request, a pending one', async () => {
    const { api } = ctx;
    const mia = await api.login('member@example.com');
    const counts = async () => byKey(await list('admin@example.com'));
    const before = await counts();
    const made = await api.call('POST', '/api/v2/walls/welcome/posts', { session: mia, body: { body: 'Counted' } });
    expect(made.status).toBe(201);
    expect((await counts()).welcome!.posts_count).toBe(before.welcome!.posts_count + 1);
    expect((await api.call('DELETE', `/api/v2/posts/${(made.body as { post: { id: number } }).post.id}`, { session: mia })).status).toBe(204);
    expect((await counts()).welcome!.posts_count).toBe(before.welcome!.posts_count);
    // A new member's request waits: not counted yet; approved, they are.
    const newcomer = await signUpMember(api);
    const asked = await api.call('POST', `/api/v2/groups/${before.backstage!.id}/membership`, { session: newcomer.session });
    expect(asked.status).toBe(200);
    expect((await counts()).backstage!.members_count).toBe(before.backstage!.members_count);
    const me = await api.call('GET', '/api/v1/me', { session: newcomer.session });
    const approve = await api.call('POST', '/api/v2/groups/backstage/membership_requests/approve', {
      session: await api.login('admin@example.com'),
      body: { user_ids: [(me.body as { user: { id: number } }).user.id] },
    });
    expect(approve.status).toBeLessThan(300);
    expect((await counts()).backstage!.members_count).toBe(before.backstage!.members_count + 1);
  });

  it("lists the member's own groups", async () => {
    const mine = await list('member@example.com', '/api/v3/account/groups');
    expect(mine.map((g) => g.key).sort()).toEqual(['announcements', 'inner-circle', 'welcome']);
    const kenji = await list('kenji@example.com', '/api/v3/account/groups');
    expect(kenji.map((g) => g.key)).not.toContain('backstage');
  });

  it('joins a private group as a request, withdraws it, and hides the secret group from outsiders', async () => {
    const { api } = ctx;
    const tomasGroups = byKey(await list('tomas@example.com'));
    const s = await api.login('grace@example.com');
    const backstage = tomasGroups.backstage!;
    const join = await api.call('POST', `/api/v2/groups/${backstage.id}/membership`, { session: s });
    expect(join.status).toBe(200);
    expect(join.body.group.membership_status).toBe('pending');
    expect((await api.call('GET', '/api/v2/walls/backstage/recent_posts', { session: s })).status).toBe(403);
    expect((await api.call('DELETE', `/api/v2/groups/${backstage.id}/membership`, { session: s })).status).toBe(204);
    const mia = byKey(await list('member@example.com'));
    const secretId = mia['inner-circle']!.id;
    const tomas = await api.login('tomas@example.com');
    const hidden = await api.call('POST', `/api/v2/groups/${secretId}/membership`, { session: tomas });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ errors: [messages.groupNotFound] });
  });

  it('cannot leave a mandatory group; leaving and rejoining a public one works', async () => {
    const { api } = ctx;
    const s = await api.login('tomas@example.com');
    const groups = byKey(await list('tomas@example.com'));
    expect((await api.call('DELETE', `/api/v2/groups/${groups.announcements!.id}/membership`, { session: s })).status).toBe(403);
    expect((await api.call('DELETE', `/api/v2/groups/${groups.welcome!.id}/membership`, { session: s })).status).toBe(204);
    const after = byKey(await list('tomas@example.com'));
    expect(after.welcome!.membership_status).toBeNull();
    expect(after.welcome!.members_count).toBe(8);
    const join = await api.call('POST', `/api/v2/groups/${groups.welcome!.id}/membership`, { session: s });
    expect(join.body.group.membership_status).toBe('member');
    expect(join.body.group.members_count).toBe(9);
    expect((await api.call('POST', '/api/v2/groups/999999/membership', { session: s })).status).toBe(404);
  });
});
