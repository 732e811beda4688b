// Membership requests (docs/product.md 6, 7): joining and leaving, an admin's review (list, approve several, refuse one), the
// member's own requests and withdrawing one, who may call each, the feeds they reach, and exactly-once replays.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupsResponse, type Group } from '../../schema/groups';
import { GROUP_MEMBERS_PAGE_SIZE, MAX_APPROVE_USER_IDS, membershipRequestsPage, ownMembershipRequests, requestsDecided } from '../../schema/memberships';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { syncResponse, type Change } from '../../schema/sync';
import { users } from '../../server/domains/account/users-schema';
import { signUpMember } from './support/accounts';
import { whileDisabled } from './support/disabled-member';
import { addMemberships, makeGroup, makeUsers, setGroupRole } from './support/groups';
import { drivers } from './support/test-db';
import { useTestApp, type Reply } from './support/test-app';

type Method = 'GET' | 'POST' | 'DELETE';

describe.each(drivers)('membership requests on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const call = (method: Method, url: string, s: Session | undefined, opts: { body?: unknown; key?: string } = {}) =>
    ctx.api.call(method, url, { session: s, body: opts.body, headers: opts.key ? { 'idempotency-key': opts.key } : undefined });

  const groupsOf = async (s: Session): Promise<Record<string, Group>> => {
    const res = await call('GET', '/api/v2/groups', s);
    expect(res.status).toBe(200);
    return Object.fromEntries(groupsResponse.parse(res.body).groups.map((g) => [g.key, g]));
  };
  const sync = async (s: Session, cursor?: number) => {
    const res = await call('GET', `/api/v1/sync${cursor === undefined ? '' : `?cursor=${cursor}`}`, s);
    expect(res.status).toBe(200);
    return syncResponse.parse(res.body);
  };
  /** Everything the member's feed carries after `cursor`, following every page. */
  const feedSince = async (s: Session, cursor: number): Promise<Change[]> => {
    const out: Change[] = [];
    for (let at = cursor, more = true; more; ) {
      const page = await sync(s, at);
      out.push(...page.changes);
      at = page.cursor;
      more = page.has_more;
    }
    return out;
  };
  type RequestChange = Extract<Change, { kind: 'membership_request.upsert' | 'membership_request.delete' }>;
  const requestChanges = (changes: Change[]) =>
    changes.filter((c): c is RequestChange => c.kind === 'membership_request.upsert' || c.kind === 'membership_request.delete');

  const join = (s: Session | undefined, groupId: number, key?: string) => call('POST', `/api/v2/groups/${groupId}/membership`, s, { key });
  const leave = (s: Session | undefined, groupId: number, key?: string) => call('DELETE', `/api/v2/groups/${groupId}/membership`, s, { key });
  const withdraw = (s: Session | undefined, groupId: number, key?: string) =>
    call('DELETE', `/api/v2/groups/${groupId}/membership_request`, s, { key });
  const own = (s: Session | undefined) => call('GET', '/api/v2/group_membership_requests', s);
  const requests = (s: Session | undefined, groupKey: string, page?: number) =>
    call('GET', `/api/v2/groups/${groupKey}/membership_requests${page ? `?page=${page}` : ''}`, s);
  const approve = (s: Session | undefined, groupKey: string, userIds: unknown, key?: string) =>
    call('POST', `/api/v2/groups/${groupKey}/membership_requests/approve`, s, { body: { user_ids: userIds }, key });
  const refuse = (s: Session | undefined, groupKey: string, userId: number | string, key?: string) =>
    call('DELETE', `/api/v2/groups/${groupKey}/membership_requests/${userId}`, s, { key });

  const waitingIds = async (s: Session, groupKey: string): Promise<number[]> => {
    const res = await requests(s, groupKey);
    expect(res.status).toBe(200);
    return membershipRequestsPage.parse(res.body).membership_requests.map((r) => r.user.id);
  };
  const ownKeys = async (s: Session): Promise<string[]> => {
    const res = await own(s);
    expect(res.status).toBe(200);
    return ownMembershipRequests.parse(res.body).group_membership_requests.map((r) => r.group.key);
  };
  const expectError = (res: Reply, status: number, message: string) => {
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errors: [message] });
  };

  /** A member who signed up just now: a fresh requester for each test. */
  const newcomer = async () => (await signUpMember(ctx.api)).session;

  let ids: Record<string, number>;
  let ada: Session; // a host, and the admin of every seeded group
  let leila: Session; // an admin of backstage (made so here), not a host
  let noah: Session; // a plain member of backstage
  let mia: Session; // not in backstage
  let host: Session; // a host who is in no group but the mandatory one
  let hostEmail: string;

  beforeAll(async () => {
    ada = await login('admin@example.com');
    leila = await login('leila@example.com');
    noah = await login('noah@example.com');
    mia = await login('member@example.com');
    const made = await signUpMember(ctx.api);
    host = made.session;
    hostEmail = made.email;
    await ctx.testDb.db.update(users).set({ role: 'admin' }).where(eq(users.email, hostEmail));
    await setGroupRole(ctx.testDb.db, 'backstage', [leila.user_id], 'admin');
    ids = Object.fromEntries(Object.values(await groupsOf(ada)).map((g) => [g.key, g.id]));
  });

  it('shows a request to the group admins, in the paged list and in their feeds, and to no plain member', async () => {
    const r = await newcomer();
    const start = { ada: (await sync(ada)).cursor, leila: (await sync(leila)).cursor, noah: (await sync(noah)).cursor, r: (await sync(r)).cursor };
    const host0 = (await sync(host)).cursor;

    const joined = await join(r, ids.backstage!);
    expect(joined.status).toBe(200);
    expect(joined.body.group).toMatchObject({ key: 'backstage', membership_status: 'pending', user_role: null });
    expect(await ownKeys(r)).toEqual(['backstage']);
    expect(ownMembershipRequests.parse((await own(r)).body).group_membership_requests[0]!.group).toEqual({
      id: ids.backstage,
      key: 'backstage',
      name: 'Backstage',
    });

    // Oldest first: the seeded requests of Kenji and Saoirse, then the new one.
    const page = membershipRequestsPage.parse((await requests(ada, 'backstage')).body);
    const kenji = await login('kenji@example.com');
    const saoirse = await login('saoirse@example.com');
    expect(page.membership_requests.map((q) => q.user.id)).toEqual([kenji.user_id, saoirse.user_id, r.user_id]);
    expect(page.meta.next).toBeNull();
    const mine = page.membership_requests.at(-1)!;
    expect(mine).toMatchObject({ group_id: ids.backstage, group_key: 'backstage', user: { id: r.user_id, avatar_url: null } });
    expect(mine.user.display_name).toMatch(/^Member /);
    expect(Date.now() - Date.parse(mine.requested_at)).toBeLessThan(60_000);
    expect(await waitingIds(leila, 'backstage')).toEqual(await waitingIds(ada, 'backstage'));
    expect(await waitingIds(host, 'backstage')).toEqual(await waitingIds(ada, 'backstage'));

    // Both group admins' feeds carry it; a plain member's and the requester's do not; the requester sees pending.
    for (const [admin, cursor] of [[ada, start.ada], [leila, start.leila]] as const) {
      expect(requestChanges(await feedSince(admin, cursor))).toEqual([
        { cursor: expect.any(Number), kind: 'membership_request.upsert', data: mine },
      ]);
    }
    expect(requestChanges(await feedSince(noah, start.noah))).toEqual([]);
    const own0 = await feedSince(r, start.r);
    expect(requestChanges(own0)).toEqual([]);
    expect(own0).toMatchObject([{ kind: 'group.upsert', data: { key: 'backstage', membership_status: 'pending' } }]);
    // A host who is no admin of the group reviews it by REST; the feed is for the group's admins.
    expect(requestChanges(await feedSince(host, host0))).toEqual([]);

    // Asking again changes nothing.
    const again = await join(r, ids.backstage!);
    expect(again.body.group.membership_status).toBe('pending');
    expect((await waitingIds(ada, 'backstage')).filter((id) => id === r.user_id)).toHaveLength(1);
    expect(await refuse(ada, 'backstage', r.user_id)).toMatchObject({ status: 200 });
  });

  it('pages the waiting requests oldest first, a page at a time', async () => {
    const group = await makeGroup(ctx.testDb.db, 'crowd', { membershipType: 'private' });
    const waiting = await makeUsers(ctx.testDb.db, 'Crowd', GROUP_MEMBERS_PAGE_SIZE + 2);
    await addMemberships(ctx.testDb.db, group.id, waiting, 'pending');
    // The host is no member of this group and may review it; no group admin exists.
    const first = membershipRequestsPage.parse((await requests(host, group.key)).body);
    expect(first.membership_requests.map((q) => q.user.id)).toEqual(waiting.slice(0, GROUP_MEMBERS_PAGE_SIZE));
    expect(first.meta.next).toBe(2);
    const second = membershipRequestsPage.parse((await requests(host, group.key, 2)).body);
    expect(second.membership_requests.map((q) => q.user.id)).toEqual(waiting.slice(GROUP_MEMBERS_PAGE_SIZE));
    expect(second.meta.next).toBeNull();
    const past = membershipRequestsPage.parse((await requests(host, group.key, 3)).body);
    expect(past).toEqual({ membership_requests: [], meta: { next: null } });
    const times = [...first.membership_requests, ...second.membership_requests].map((q) => Date.parse(q.requested_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('approves several at once: counts move, the requesters are members, every feed learns it', async () => {
    const a = await newcomer();
    const b = await newcomer();
    await join(a, ids.backstage!);
    await join(b, ids.backstage!);
    const before = (await groupsOf(noah)).backstage!.members_count;
    const start = { ada: (await sync(ada)).cursor, a: (await sync(a)).cursor, noah: (await sync(noah)).cursor };
    const waiting = membershipRequestsPage.parse((await requests(ada, 'backstage')).body).membership_requests;
    const requestIdOf = (userId: number) => waiting.find((q) => q.user.id === userId)!.id;

    // Noah has no request (he is a member) and 99999999 is nobody: both are left out, not an error.
    const res = await approve(leila, 'backstage', [b.user_id, a.user_id, noah.user_id, 99_999_999, a.user_id]);
    expect(res.status).toBe(200);
    expect(requestsDecided.parse(res.body)).toEqual({ user_ids: [b.user_id, a.user_id] });

    expect((await groupsOf(noah)).backstage!.members_count).toBe(before + 2);
    expect((await groupsOf(a)).backstage).toMatchObject({ membership_status: 'member', members_count: before + 2 });
    expect((await call('GET', '/api/v2/walls/backstage/recent_posts', b)).status).toBe(200);
    expect(await ownKeys(a)).toEqual([]);
    const left = await waitingIds(ada, 'backstage');
    expect(left).not.toContain(a.user_id);
    expect(left).not.toContain(b.user_id);

    const aFeed = await feedSince(a, start.a);
    expect(aFeed.filter((c) => c.kind === 'group.upsert')).toMatchObject([{ data: { key: 'backstage', membership_status: 'member' } }]);
    expect(requestChanges(aFeed)).toEqual([]);
    const adaFeed = await feedSince(ada, start.ada);
    expect(requestChanges(adaFeed)).toEqual([
      { cursor: expect.any(Number), kind: 'membership_request.delete', id: requestIdOf(b.user_id), group_key: 'backstage' },
      { cursor: expect.any(Number), kind: 'membership_request.delete', id: requestIdOf(a.user_id), group_key: 'backstage' },
    ]);
    expect(adaFeed.filter((c) => c.kind === 'group.upsert')).toMatchObject([{ data: { key: 'backstage', members_count: before + 2 } }]);
    const noahFeed = await feedSince(noah, start.noah);
    expect(requestChanges(noahFeed)).toEqual([]);
    expect(noahFeed).toMatchObject([{ kind: 'group.upsert', data: { key: 'backstage', members_count: before + 2, membership_status: 'member' } }]);

    // Approving them again decides nothing and writes nothing.
    const head = (await sync(ada)).cursor;
    expect((await approve(ada, 'backstage', [a.user_id])).body).toEqual({ user_ids: [] });
    expect((await sync(ada)).cursor).toBe(head);
  });

  it('refuses one: the request is gone, its tombstone still names the group, the requester is no longer pending', async () => {
    const c = await newcomer();
    await join(c, ids.backstage!);
    const requestId = membershipRequestsPage.parse((await requests(ada, 'backstage')).body).membership_requests.find((q) => q.user.id === c.user_id)!.id;
    const start = { ada: (await sync(ada)).cursor, c: (await sync(c)).cursor };
    const before = (await groupsOf(ada)).backstage!.members_count;

    const res = await refuse(ada, 'backstage', c.user_id);
    expect(res.status).toBe(200);
    expect(requestsDecided.parse(res.body)).toEqual({ user_ids: [c.user_id] });
    expect(await waitingIds(ada, 'backstage')).not.toContain(c.user_id);
    expect((await groupsOf(c)).backstage!.membership_status).toBeNull();
    expect((await groupsOf(ada)).backstage!.members_count).toBe(before);
    expect(await ownKeys(c)).toEqual([]);
    expect(requestChanges(await feedSince(ada, start.ada))).toEqual([
      { cursor: expect.any(Number), kind: 'membership_request.delete', id: requestId, group_key: 'backstage' },
    ]);
    const cFeed = await feedSince(c, start.c);
    expect(cFeed).toMatchObject([{ kind: 'group.upsert', data: { key: 'backstage', membership_status: null } }]);

    // Refusing it again, or someone who never asked, decides nothing.
    expect((await refuse(ada, 'backstage', c.user_id)).body).toEqual({ user_ids: [] });
    expect((await refuse(ada, 'backstage', noah.user_id)).body).toEqual({ user_ids: [] });
    expect((await groupsOf(noah)).backstage!.membership_status).toBe('member');
    // From the start of the feed, the request shows only as its tombstone.
    const all = requestChanges(await feedSince(ada, 0)).filter((x) => (x.kind === 'membership_request.delete' ? x.id : x.data.id) === requestId);
    expect(all.map((x) => x.kind)).toEqual(['membership_request.delete']);
  });

  it('withdraws a request (and leaving while pending withdraws too), idempotently', async () => {
    const d = await newcomer();
    await join(d, ids.backstage!);
    const start = (await sync(ada)).cursor;
    const res = await withdraw(d, ids.backstage!);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect(await ownKeys(d)).toEqual([]);
    expect(await waitingIds(ada, 'backstage')).not.toContain(d.user_id);
    expect(requestChanges(await feedSince(ada, start)).map((x) => x.kind)).toEqual(['membership_request.delete']);
    // Nothing waits any more: 204 again, nothing written. A member's withdrawal leaves their membership alone.
    const head = (await sync(ada)).cursor;
    expect((await withdraw(d, ids.backstage!)).status).toBe(204);
    expect((await withdraw(noah, ids.backstage!)).status).toBe(204);
    expect((await sync(ada)).cursor).toBe(head);
    expect((await groupsOf(noah)).backstage!.membership_status).toBe('member');

    await join(d, ids.backstage!);
    const again = (await sync(ada)).cursor;
    expect((await leave(d, ids.backstage!)).status).toBe(204);
    expect(await ownKeys(d)).toEqual([]);
    expect(requestChanges(await feedSince(ada, again)).map((x) => x.kind)).toEqual(['membership_request.delete']);

    // A requester who deletes their account takes their request with them.
    await join(d, ids.backstage!);
    const beforeDeletion = (await sync(ada)).cursor;
    const gone = await call('DELETE', '/api/v2/account', d, { body: { delete_content: false, confirmation: 'DELETE' } });
    expect(gone.status).toBe(204);
    expect(await waitingIds(ada, 'backstage')).not.toContain(d.user_id);
    expect(requestChanges(await feedSince(ada, beforeDeletion))).toMatchObject([{ kind: 'membership_request.delete', group_key: 'backstage' }]);
  });

  it('joins public groups at once, never course or secret groups, and cannot leave a mandatory group', async () => {
    const e = await newcomer();
    const course = await makeGroup(ctx.testDb.db, 'course', { membershipType: 'course' });
    expectError(await join(e, course.id), 403, messages.groupNotJoinable);
    // A secret group is hidden from those outside it; its members joining again is no error.
    expectError(await join(e, ids['inner-circle']!), 404, messages.groupNotFound);
    expect((await join(mia, ids['inner-circle']!)).body.group.membership_status).toBe('member');
    expectError(await join(e, 99_999_999), 404, messages.groupNotFound);
    expectError(await leave(e, ids['inner-circle']!), 404, messages.groupNotFound);
    expectError(await withdraw(e, ids['inner-circle']!), 404, messages.groupNotFound);
    const secret = await makeGroup(ctx.testDb.db, 'hidden', { membershipType: 'secret' });
    await addMemberships(ctx.testDb.db, secret.id, [mia.user_id]);
    expect((await join(mia, secret.id)).status).toBe(200);

    const start = (await sync(ada)).cursor;
    const welcome = await join(e, ids.welcome!);
    expect(welcome.body.group.membership_status).toBe('member');
    expect(requestChanges(await feedSince(ada, start))).toEqual([]);
    expectError(await leave(e, ids.announcements!), 403, messages.groupNotLeavable);
    expect((await groupsOf(e)).announcements!.membership_status).toBe('member');
    expect((await leave(e, ids.welcome!)).status).toBe(204);
    expect((await leave(e, ids.welcome!)).status).toBe(204);
    expect((await groupsOf(e)).welcome!.membership_status).toBeNull();
  });

  describe('exactly once with an Idempotency-Key', () => {
    it('replays a join after a withdrawal without asking again, and a leave after a rejoin without leaving', async () => {
      const f = await newcomer();
      const first = await join(f, ids.backstage!, 'cl_join_0001');
      expect(first.body.group.membership_status).toBe('pending');
      expect((await withdraw(f, ids.backstage!, 'cl_cancel_0001')).status).toBe(204);
      const replay = await join(f, ids.backstage!, 'cl_join_0001');
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      expect(await ownKeys(f)).toEqual([]);
      expect(await waitingIds(ada, 'backstage')).not.toContain(f.user_id);
      // The withdrawal's replay after a new request leaves the new one waiting.
      await join(f, ids.backstage!, 'cl_join_0002');
      expect((await withdraw(f, ids.backstage!, 'cl_cancel_0001')).status).toBe(204);
      expect(await ownKeys(f)).toEqual(['backstage']);

      expect((await leave(f, ids.welcome!, 'cl_leave_0001')).status).toBe(204);
      await join(f, ids.welcome!, 'cl_join_0003');
      expect((await leave(f, ids.welcome!, 'cl_leave_0001')).status).toBe(204);
      expect((await groupsOf(f)).welcome!.membership_status).toBe('member');

      // A key serves one request only; a malformed key is refused.
      expectError(await leave(f, ids.welcome!, 'cl_join_0003'), 422, messages.idempotencyConflict);
      expectError(await join(f, ids.announcements!, 'cl_join_0003'), 422, messages.idempotencyConflict);
      expect((await join(f, ids.welcome!, 'not a key!')).status).toBe(400);
    });

    it('replays an approval and a refusal with their first answers, applying nothing again', async () => {
      const g = await newcomer();
      const h = await newcomer();
      await join(g, ids.backstage!);
      await join(h, ids.backstage!);
      const approved = await approve(ada, 'backstage', [g.user_id], 'cl_approve_0001');
      expect(approved.body).toEqual({ user_ids: [g.user_id] });
      expect((await leave(g, ids.backstage!)).status).toBe(204);
      const count = (await groupsOf(ada)).backstage!.members_count;
      const head = (await sync(ada)).cursor;
      const replay = await approve(ada, 'backstage', [g.user_id], 'cl_approve_0001');
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(approved.body);
      expect((await groupsOf(g)).backstage!.membership_status).toBeNull();
      expect((await groupsOf(ada)).backstage!.members_count).toBe(count);
      expect((await sync(ada)).cursor).toBe(head);
      expectError(await approve(ada, 'backstage', [h.user_id], 'cl_approve_0001'), 422, messages.idempotencyConflict);

      const refused = await refuse(ada, 'backstage', h.user_id, 'cl_refuse_0001');
      expect(refused.body).toEqual({ user_ids: [h.user_id] });
      await join(h, ids.backstage!);
      const refusedAgain = await refuse(ada, 'backstage', h.user_id, 'cl_refuse_0001');
      expect(refusedAgain.body).toEqual(refused.body);
      expect(await waitingIds(ada, 'backstage')).toContain(h.user_id);
      expectError(await refuse(ada, 'backstage', g.user_id, 'cl_refuse_0001'), 422, messages.idempotencyConflict);
      // Keys are per member: another admin's key of the same name is their own.
      expect((await refuse(leila, 'backstage', h.user_id, 'cl_refuse_0001')).body).toEqual({ user_ids: [h.user_id] });
    });

    it('applies concurrent replays of one approval once', async () => {
      const k = await newcomer();
      await join(k, ids.backstage!);
      const before = (await groupsOf(ada)).backstage!.members_count;
      const answers = await Promise.all(Array.from({ length: 4 }, () => approve(ada, 'backstage', [k.user_id], 'cl_approve_race')));
      for (const a of answers) expect(a.body).toEqual({ user_ids: [k.user_id] });
      expect((await groupsOf(ada)).backstage!.members_count).toBe(before + 1);
    });
  });

  it('lets only the group admins and hosts review: 401, 403 and 404 otherwise, and a disabled admin nothing', async () => {
    const p = await newcomer();
    await join(p, ids.backstage!);
    const kenji = await login('kenji@example.com');
    const reviews = (s: Session | undefined, groupKey = 'backstage') => [
      () => requests(s, groupKey),
      () => approve(s, groupKey, [p.user_id]),
      () => refuse(s, groupKey, p.user_id),
    ];
    for (const review of reviews(undefined)) expectError(await review(), 401, messages.sessionRequired);
    // A plain member, an outsider, a requester: not admins of this group.
    for (const s of [noah, mia, kenji, p]) {
      for (const review of reviews(s)) expectError(await review(), 403, messages.groupAdminOnly);
    }
    // A secret group hides from those outside it (a host included); an unknown key is no group.
    for (const s of [noah, host]) for (const review of reviews(s, 'inner-circle')) expectError(await review(), 404, messages.groupNotFound);
    for (const review of reviews(ada, 'no-such-group')) expectError(await review(), 404, messages.groupNotFound);
    // A member of the secret group who is not its admin.
    expectError(await requests(mia, 'inner-circle'), 403, messages.groupAdminOnly);
    await whileDisabled(ctx.testDb.db, 'leila@example.com', async () => {
      for (const review of reviews(leila)) expectError(await review(), 403, messages.accountDisabled);
    });
    await whileDisabled(ctx.testDb.db, hostEmail, async () => {
      for (const review of reviews(host)) expectError(await review(), 403, messages.accountDisabled);
    });
    expect(await waitingIds(ada, 'backstage')).toContain(p.user_id);
    // The host, who is in no such group, may.
    expect((await approve(host, 'backstage', [p.user_id])).body).toEqual({ user_ids: [p.user_id] });
  });

  it("refuses a visitor or a disabled member their own membership calls", async () => {
    const q = await login('grace@example.com');
    for (const res of [
      await join(undefined, ids.backstage!),
      await leave(undefined, ids.welcome!),
      await withdraw(undefined, ids.backstage!),
      await own(undefined),
    ]) {
      expectError(res, 401, messages.sessionRequired);
    }
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      for (const res of [await join(q, ids.backstage!), await leave(q, ids.welcome!), await withdraw(q, ids.backstage!), await own(q)]) {
        expectError(res, 403, messages.accountDisabled);
      }
    });
    expect(await ownKeys(q)).toEqual([]);
    expect((await groupsOf(q)).welcome!.membership_status).toBe('member');
  });

  it('validates paths, queries and bodies with a 400', async () => {
    for (const res of [
      await requests(ada, 'Not A Key'),
      await call('GET', '/api/v2/groups/backstage/membership_requests?page=0', ada),
      await call('GET', '/api/v2/groups/backstage/membership_requests?page=x', ada),
      await approve(ada, 'backstage', []),
      await approve(ada, 'backstage', [0]),
      await approve(ada, 'backstage', ['x']),
      await approve(ada, 'backstage', Array.from({ length: MAX_APPROVE_USER_IDS + 1 }, (_, i) => i + 1)),
      await call('POST', '/api/v2/groups/backstage/membership_requests/approve', ada),
      await call('POST', '/api/v2/groups/backstage/membership_requests/approve', ada, { body: { user_id: 1 } }),
      await refuse(ada, 'backstage', 'abc'),
      await refuse(ada, 'backstage', -1),
      await join(ada, 'abc' as unknown as number),
      await withdraw(ada, 0),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toBe(messages.badRequest);
    }
  });
});
