// Blocking (docs/product.md 6 "ignores"): who may block whom, the list, and a blocked member's posts and comments gone from the
// blocker's reads and mirror (tombstones on their feed alone) until unblocked; everyone else's view stays.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { ignoreAnswer, ignoresAnswer, membersPage } from '../../schema/people';
import { commentResponse, postsPage, postWithComments } from '../../schema/posts';
import type { Session } from '../../schema/session';
import type { Change } from '../../schema/sync';
import { signUpMember } from './support/accounts';
import { cursorOf, feedSince } from './support/change-feed';
import { whileDisabled } from './support/disabled-member';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp, type Reply } from './support/test-app';

describe.each(drivers)('blocking on %s', (driver) => {
  const ctx = useTestApp(driver);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, s: Session | undefined, opts: { body?: unknown; key?: string } = {}) =>
    ctx.api.call(method, url, { session: s, body: opts.body, headers: opts.key ? { 'idempotency-key': opts.key } : undefined });
  const block = (s: Session | undefined, memberId: unknown, key?: string) => call('POST', '/api/v1/ignores', s, { body: { member_id: memberId }, key });
  const unblock = (s: Session | undefined, memberId: number) => call('DELETE', `/api/v1/ignores/${memberId}`, s);
  const expectError = (res: Reply, status: number, message: string) => {
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errors: [message] });
  };
  const blockedIds = async (s: Session) => ignoresAnswer.parse((await call('GET', '/api/v1/ignores', s)).body).ignores.map((m) => m.id);
  const wallIds = async (s: Session) => postsPage.parse((await call('GET', '/api/v2/walls/welcome/recent_posts?limit=100', s)).body).posts.map((p) => p.id);
  const commentIds = async (s: Session, postId: number) => {
    const res = await call('GET', `/api/v2/posts/${postId}`, s);
    return res.status === 200 ? postWithComments.parse(res.body).comments.map((c) => c.id) : res.status;
  };
  const comment = async (s: Session, postId: number, body = 'A comment') =>
    commentResponse.parse((await call('POST', `/api/v2/posts/${postId}/comments`, s, { body: { body } })).body).comment;
  const keys = (changes: Change[]) =>
    changes.flatMap((c) => {
      if (c.kind === 'post.upsert' || c.kind === 'comment.upsert') return [`${c.kind}:${c.data.id}`];
      if (c.kind === 'post.delete' || c.kind === 'comment.delete') return [`${c.kind}:${c.id}`];
      return [];
    });
  /** A member who just joined the welcome wall. */
  const newcomer = async (name?: string) => {
    const made = await signUpMember(ctx.api, name ? { display_name: name } : {});
    const { groups } = (await call('GET', '/api/v2/groups', made.session)).body as { groups: { id: number; key: string }[] };
    await call('POST', `/api/v2/groups/${groups.find((g) => g.key === 'welcome')!.id}/membership`, made.session);
    return made.session;
  };

  let ada: Session; // host
  let aria: Session; // artist
  let mia: Session;
  let noah: Session;
  beforeAll(async () => {
    ada = await ctx.api.login('admin@example.com');
    aria = await ctx.api.login('artist@example.com');
    mia = await ctx.api.login('member@example.com');
    noah = await ctx.api.login('noah@example.com');
  });

  it('refuses visitors, banned callers, oneself, hosts and admins, unknown members; a bad body is a 400', async () => {
    const target = await newcomer();
    expectError(await block(undefined, target.user_id), 401, messages.sessionRequired);
    expectError(await call('GET', '/api/v1/ignores', undefined), 401, messages.sessionRequired);
    expectError(await unblock(undefined, target.user_id), 401, messages.sessionRequired);
    await whileDisabled(ctx.testDb.db, 'member@example.com', async () => {
      expectError(await block(mia, target.user_id), 403, messages.accountDisabled);
    });
    expectError(await block(mia, mia.user_id), 403, messages.cannotBlockSelf);
    expectError(await block(mia, ada.user_id), 403, messages.hostNotBlockable);
    expectError(await block(mia, aria.user_id), 403, messages.hostNotBlockable);
    expectError(await block(mia, 2_000_000_000), 404, messages.memberNotFound);
    expect((await block(mia, 'x')).status).toBe(400);
    expect((await call('POST', '/api/v1/ignores', mia, { body: {} })).status).toBe(400);
    expect(await blockedIds(mia)).toEqual([]);
    // A shadowbanned member may block like anyone (their shadowban hides their content, not their choices).
    const shady = await newcomer();
    expect((await call('POST', '/api/v2/account/shadowban', ada, { body: { member_id: shady.user_id } })).status).toBe(200);
    expect((await block(shady, target.user_id)).body).toEqual({ member_id: target.user_id, blocked: true });
    expect(await blockedIds(shady)).toEqual([target.user_id]);
    // A host may block a member like anyone.
    expect(ignoreAnswer.parse((await block(ada, target.user_id)).body)).toEqual({ member_id: target.user_id, blocked: true });
    expect((await unblock(ada, target.user_id)).body).toEqual({ member_id: target.user_id, blocked: false });
  });

  it("hides a blocked member's posts and comments from the blocker alone, on reads and the feed, until unblocked", async () => {
    const pest = await newcomer('Pesky Poster');
    const blocker = await newcomer();
    const theirPost = await postAs(ctx.api, pest, 'welcome', 'Hello from the pest');
    const noahsPost = await postAs(ctx.api, noah, 'welcome', 'Noah writes');
    const underNoah = await comment(pest, noahsPost.id, 'Pest comments on Noah');
    const underTheirs = await comment(noah, theirPost.id, 'Noah replies to the pest');
    const cursor = await cursorOf(ctx.api, blocker);
    const miaCursor = await cursorOf(ctx.api, mia);

    const first = await block(blocker, pest.user_id, 'cl_block_00001');
    expect(first.body).toEqual({ member_id: pest.user_id, blocked: true });
    expect((await block(blocker, pest.user_id)).body).toEqual(first.body);
    expect(await blockedIds(blocker)).toEqual([pest.user_id]);
    const listed = ignoresAnswer.parse((await call('GET', '/api/v1/ignores', blocker)).body).ignores[0]!;
    expect(listed).toMatchObject({ id: pest.user_id, display_name: 'Pesky Poster', ignored_at: expect.any(String) });

    // Reads: gone for the blocker, there for everyone else (and for the blocked member).
    expect(await wallIds(blocker)).not.toContain(theirPost.id);
    expect(await commentIds(blocker, theirPost.id)).toBe(404);
    expect(await commentIds(blocker, noahsPost.id)).toEqual([]);
    expect(postsPage.parse((await call('GET', `/api/v1/accounts/${pest.user_id}/posts`, blocker)).body).posts).toEqual([]);
    expect((await call('GET', `/api/v1/accounts/${pest.user_id}`, blocker)).body.account).toMatchObject({ blocked: true });
    expect(await wallIds(mia)).toContain(theirPost.id);
    expect(await commentIds(mia, noahsPost.id)).toEqual([underNoah.id]);
    expect(await wallIds(pest)).toContain(theirPost.id);
    // One-way: the blocked member still reads the blocker's posts and may follow them.
    const blockersPost = await postAs(ctx.api, blocker, 'welcome', 'The blocker writes');
    expect(await wallIds(pest)).toContain(blockersPost.id);
    expect((await call('POST', `/api/v2/accounts/${blocker.user_id}/follow`, pest)).status).toBe(200);
    // Nor do they show in the directory or new members to the blocker.
    const newest = membersPage.parse((await call('GET', '/api/v2/new_members', blocker)).body).members.map((m) => m.id);
    expect(newest).not.toContain(pest.user_id);

    // The feed: tombstones reach the blocker only; a new post of theirs does not reach the blocker either.
    const later = await postAs(ctx.api, pest, 'welcome', 'Still posting');
    const blockerFeed = keys(await feedSince(ctx.api, blocker, cursor));
    expect(blockerFeed).toEqual(expect.arrayContaining([`post.delete:${theirPost.id}`, `comment.delete:${underNoah.id}`]));
    expect(blockerFeed).not.toContain(`post.upsert:${later.id}`);
    expect(blockerFeed).not.toContain(`comment.delete:${underTheirs.id}`); // leaves with its post
    const miaFeed = keys(await feedSince(ctx.api, mia, miaCursor));
    expect(miaFeed).toContain(`post.upsert:${later.id}`);
    expect(miaFeed.filter((k) => k.includes('.delete'))).toEqual([]);

    // Unblocking brings everything back, to the blocker's feed.
    const before = await cursorOf(ctx.api, blocker);
    expect((await unblock(blocker, pest.user_id)).body).toEqual({ member_id: pest.user_id, blocked: false });
    expect((await unblock(blocker, pest.user_id)).body).toEqual({ member_id: pest.user_id, blocked: false });
    expect(await blockedIds(blocker)).toEqual([]);
    expect(await wallIds(blocker)).toEqual(expect.arrayContaining([theirPost.id, later.id]));
    expect(await commentIds(blocker, theirPost.id)).toEqual([underTheirs.id]);
    const back = keys(await feedSince(ctx.api, blocker, before));
    expect(back).toEqual(
      expect.arrayContaining([`post.upsert:${theirPost.id}`, `post.upsert:${later.id}`, `comment.upsert:${underNoah.id}`, `comment.upsert:${underTheirs.id}`]),
    );
    // A replay of the block answers its first answer and blocks nothing again.
    expect((await block(blocker, pest.user_id, 'cl_block_00001')).body).toEqual(first.body);
    expect(await blockedIds(blocker)).toEqual([]);
  });

  it('does not bring back to the blocker, on unblocking, posts of a private group they cannot read', async () => {
    const blocker = await newcomer();
    const leila = await ctx.api.login('leila@example.com');
    const crewPost = await postAs(ctx.api, leila, 'backstage', 'Crew only');
    await block(blocker, leila.user_id);
    const before = await cursorOf(ctx.api, blocker);
    await unblock(blocker, leila.user_id);
    expect(keys(await feedSince(ctx.api, blocker, before))).not.toContain(`post.upsert:${crewPost.id}`);
  });
});
