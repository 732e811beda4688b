// Host moderation (docs/product.md 6, 7): who may ban and shadowban whom, a ban's ended sessions and refused sign-in, unpublishing,
// and a shadowbanned member's content shown to themselves alone in every read and in the delta feed, until lifted.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { moderationState } from '../../schema/moderation';
import { commentResponse, commentsPage, postResponse, postsPage, postWithComments } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { syncResponse, type Change } from '../../schema/sync';
import { users } from '../../server/domains/account/users-schema';
import { GOOD_PASSWORD, signUpMember } from './support/accounts';
import { whileDisabled } from './support/disabled-member';
import { setGroupRole } from './support/groups';
import { drivers } from './support/test-db';
import { useTestApp, type Reply } from './support/test-app';

describe.each(drivers)('moderation on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string, password?: string) => ctx.api.login(email, password);
  const call = (method: 'GET' | 'POST', url: string, s: Session | undefined, opts: { body?: unknown; key?: string } = {}) =>
    ctx.api.call(method, url, { session: s, body: opts.body, headers: opts.key ? { 'idempotency-key': opts.key } : undefined });
  const ban = (s: Session | undefined, body: unknown, key?: string) => call('POST', '/api/v2/account/ban', s, { body, key });
  const shadowban = (s: Session | undefined, body: unknown, key?: string) => call('POST', '/api/v2/account/shadowban', s, { body, key });
  const expectError = (res: Reply, status: number, message: string) => {
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errors: [message] });
  };

  const post = async (s: Session, body = 'A post') =>
    postResponse.parse((await call('POST', '/api/v2/walls/welcome/posts', s, { body: { body } })).body).post;
  const comment = async (s: Session, postId: number, parentId?: number) =>
    commentResponse.parse((await call('POST', `/api/v2/posts/${postId}/comments`, s, { body: { body: 'A comment', parent_id: parentId } })).body)
      .comment;
  const wallIds = async (s: Session) => {
    const res = await call('GET', '/api/v2/walls/welcome/recent_posts?limit=100', s);
    expect(res.status).toBe(200);
    return postsPage.parse(res.body).posts.map((p) => p.id);
  };
  /** The post's first comments (GET post), or null when the post answers 404. */
  const postComments = async (s: Session, postId: number) => {
    const res = await call('GET', `/api/v2/posts/${postId}`, s);
    if (res.status === 404) return null;
    expect(res.status).toBe(200);
    return postWithComments.parse(res.body).comments.map((c) => c.id);
  };
  const commentPageIds = async (s: Session, postId: number, parentId?: number) => {
    const res = await call('GET', `/api/v2/posts/${postId}/comments${parentId ? `?parent_id=${parentId}` : ''}`, s);
    return res.status === 200 ? commentsPage.parse(res.body).comments.map((c) => c.id) : res.status;
  };
  const cursorOf = async (s: Session) => syncResponse.parse((await call('GET', '/api/v1/sync', s)).body).cursor;
  const feedSince = async (s: Session, cursor: number): Promise<Change[]> => {
    const out: Change[] = [];
    for (let at = cursor, more = true; more; ) {
      const page = syncResponse.parse((await call('GET', `/api/v1/sync?cursor=${at}`, s)).body);
      out.push(...page.changes);
      at = page.cursor;
      more = page.has_more;
    }
    return out;
  };
  /** `kind:id` of each post and comment change, for comparing feeds at a glance. */
  const feedKeys = (changes: Change[]) =>
    changes.flatMap((c) => {
      if (c.kind === 'post.upsert' || c.kind === 'comment.upsert') return [`${c.kind}:${c.data.id}`];
      if (c.kind === 'post.delete' || c.kind === 'comment.delete') return [`${c.kind}:${c.id}`];
      return [];
    });

  /** A member who signed up just now and joined the welcome wall: a fresh target for each test. */
  const newcomer = async () => {
    const made = await signUpMember(ctx.api);
    const { groups } = (await call('GET', '/api/v2/groups', made.session)).body as { groups: { id: number; key: string }[] };
    expect((await call('POST', `/api/v2/groups/${groups.find((g) => g.key === 'welcome')!.id}/membership`, made.session)).status).toBe(200);
    return made;
  };

  let ada: Session; // a host
  let mia: Session; // a plain member
  let noah: Session; // a plain member
  let leila: Session; // an admin of the welcome group, not a host
  let aria: Session; // role artist: an admin of the community
  let otherHost: { session: Session; email: string };

  beforeAll(async () => {
    ada = await login('admin@example.com');
    mia = await login('member@example.com');
    noah = await login('noah@example.com');
    leila = await login('leila@example.com');
    aria = await login('artist@example.com');
    await setGroupRole(ctx.testDb.db, 'welcome', [leila.user_id], 'admin');
    otherHost = await signUpMember(ctx.api);
    await ctx.testDb.db.update(users).set({ role: 'admin' }).where(eq(users.email, otherHost.email));
  });

  it('lets hosts alone call, and refuses themselves, hosts and admins as targets, and unknown members', async () => {
    const { session: target } = await newcomer();
    for (const act of [ban, shadowban]) {
      expectError(await act(undefined, { member_id: target.user_id }), 401, messages.sessionRequired);
      expectError(await act(mia, { member_id: target.user_id }), 403, messages.hostOnly);
      expectError(await act(leila, { member_id: target.user_id }), 403, messages.hostOnly);
      // A member learns nothing from a malformed body; a host is told what is wrong.
      expectError(await act(mia, { member_id: 'x' }), 403, messages.hostOnly);
      expect((await act(ada, { member_id: 'x' })).status).toBe(400);
      expect((await act(ada, {})).status).toBe(400);
      expect((await act(ada, { member_id: target.user_id, unpublish_content: 'yes', shadowbanned: 'yes' })).status).toBe(400);
      expectError(await act(ada, { member_id: ada.user_id }), 403, messages.cannotModerateSelf);
      expectError(await act(ada, { member_id: otherHost.session.user_id }), 403, messages.hostNotBannable);
      expectError(await act(ada, { member_id: aria.user_id }), 403, messages.hostNotBannable);
      expectError(await act(ada, { member_id: 2_000_000_000 }), 404, messages.memberNotFound);
      await whileDisabled(ctx.testDb.db, otherHost.email, async () => {
        expectError(await act(otherHost.session, { member_id: target.user_id }), 403, messages.accountDisabled);
      });
    }
    // Nothing was applied by any refusal.
    expect((await call('GET', '/api/v1/me', target)).status).toBe(200);
    const [row] = await ctx.testDb.db.select().from(users).where(eq(users.id, target.user_id));
    expect(row).toMatchObject({ state: 'active', bannedAt: null, shadowbannedAt: null });
  });

  it('bans: the account is disabled, every session ends, sign-in is refused; twice is the same answer', async () => {
    const made = await newcomer();
    const second = await login(made.email, GOOD_PASSWORD);
    const kept = await post(made.session, 'Still here after the ban');

    const first = await ban(otherHost.session, { member_id: made.session.user_id });
    expect(first.status).toBe(200);
    const state = moderationState.parse(first.body);
    expect(state).toEqual({ member_id: made.session.user_id, state: 'disabled', banned_at: expect.any(String), shadowbanned_at: null });
    for (const s of [made.session, second]) expect((await call('GET', '/api/v1/me', s)).status).toBe(403);
    const refreshed = await call('POST', `/api/v1/sessions/${second.secret_id}/refresh`, undefined, {
      body: { secret: second.secret, refresh_token: second.refresh_token },
    });
    expect(refreshed.status).toBe(401);
    expectError(await call('POST', '/api/v1/sessions', undefined, { body: { email: made.email, password: GOOD_PASSWORD } }), 403, messages.accountDisabled);

    const again = await ban(ada, { member_id: made.session.user_id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Without unpublish_content their posts stay.
    expect(await postComments(mia, kept.id)).toEqual([]);
    // A banned member is still a target (shadowban) and still not a caller.
    expect((await shadowban(made.session, { member_id: mia.user_id })).status).toBe(403);
  });

  it('honours Idempotency-Key: a replay answers the first answer, another body under the key is refused', async () => {
    const { session: target } = await newcomer();
    const first = await shadowban(ada, { member_id: target.user_id }, 'cl_shadow_0001');
    expect(first.status).toBe(200);
    expect((await shadowban(ada, { member_id: target.user_id, shadowbanned: false })).body).toMatchObject({ shadowbanned_at: null });
    const replay = await shadowban(ada, { member_id: target.user_id }, 'cl_shadow_0001');
    expect(replay).toMatchObject({ status: 200, body: first.body });
    // The replay applied nothing: the shadowban stays lifted.
    expect((await shadowban(ada, { member_id: target.user_id, shadowbanned: false })).body).toMatchObject({ shadowbanned_at: null });
    expectError(await ban(ada, { member_id: target.user_id }, 'cl_shadow_0001'), 422, messages.idempotencyConflict);
    expect((await ban(ada, { member_id: target.user_id }, 'not a key!')).status).toBe(400);
    expect((await call('GET', '/api/v1/me', target)).status).toBe(200);
  });

  it('bans with unpublish_content: posts, comments and replies to them go for everyone, as tombstones in readers’ feeds', async () => {
    const { session: target } = await newcomer();
    const theirs = await post(target, 'Soon gone');
    const others = await post(mia, 'Stays');
    const onOthers = await comment(target, others.id);
    const replyToThem = await comment(mia, others.id, onOthers.id);
    const miasComment = await comment(mia, others.id);
    const theirReply = await comment(target, others.id, miasComment.id);
    const start = await cursorOf(noah);

    expect((await ban(ada, { member_id: target.user_id, unpublish_content: true })).status).toBe(200);
    const feed = await feedSince(noah, start);
    expect(feedKeys(feed).sort()).toEqual(
      [
        `comment.delete:${onOthers.id}`,
        `comment.delete:${replyToThem.id}`,
        `comment.delete:${theirReply.id}`,
        `post.delete:${theirs.id}`,
        `post.upsert:${others.id}`,
        `comment.upsert:${miasComment.id}`,
      ].sort(),
    );
    expect(feed).toContainEqual(expect.objectContaining({ kind: 'post.upsert', data: expect.objectContaining({ id: others.id, comments_count: 1 }) }));
    expect(feed).toContainEqual(expect.objectContaining({ kind: 'comment.upsert', data: expect.objectContaining({ id: miasComment.id, replies_count: 0 }) }));
    expect(await postComments(noah, theirs.id)).toBeNull();
    expect(await postComments(noah, others.id)).toEqual([miasComment.id]);
    expect(await wallIds(noah)).not.toContain(theirs.id);
  });

  it('shadowbans: old and new content is shown to its author alone, on walls, posts, comment pages and in the feed', async () => {
    const { session: target } = await newcomer();
    const before = await post(target, 'Written before');
    const miasPost = await post(mia, 'Mia writes');
    const onMias = await comment(target, miasPost.id);
    const miaOnTheirs = await comment(mia, before.id);
    const miaReplies = await comment(mia, miasPost.id, onMias.id);
    const start = { mia: await cursorOf(mia), noah: await cursorOf(noah), target: await cursorOf(target) };

    const res = await shadowban(ada, { member_id: target.user_id });
    expect(res.status).toBe(200);
    expect(moderationState.parse(res.body)).toEqual({ member_id: target.user_id, state: 'active', banned_at: null, shadowbanned_at: expect.any(String) });
    expect((await shadowban(ada, { member_id: target.user_id })).body).toEqual(res.body);
    const after = await post(target, 'Written after');
    const lateComment = await comment(target, miasPost.id);

    // Everyone else: gone from the wall, the post, its comments, replies and the feed (as tombstones for what they had).
    for (const [reader, cursor] of [[mia, start.mia], [noah, start.noah]] as const) {
      const wall = await wallIds(reader);
      expect(wall).toContain(miasPost.id);
      expect(wall).not.toContain(before.id);
      expect(wall).not.toContain(after.id);
      expect(await postComments(reader, before.id)).toBeNull();
      expect(await postComments(reader, after.id)).toBeNull();
      expect(await commentPageIds(reader, before.id)).toBe(404);
      expect(await postComments(reader, miasPost.id)).toEqual([]);
      expect(await commentPageIds(reader, miasPost.id)).toEqual([]);
      expect(await commentPageIds(reader, miasPost.id, onMias.id)).toBe(404);
      const keys = feedKeys(await feedSince(reader, cursor));
      expect(keys).toEqual(expect.arrayContaining([`post.delete:${before.id}`, `comment.delete:${onMias.id}`, `comment.delete:${miaReplies.id}`]));
      for (const hidden of [`post.upsert:${after.id}`, `comment.upsert:${lateComment.id}`, `post.upsert:${before.id}`]) expect(keys).not.toContain(hidden);
    }
    expectError(await call('GET', `/api/v2/posts/${after.id}`, mia), 404, messages.postNotFound);
    expect((await call('POST', `/api/v2/posts/${before.id}/comments`, mia, { body: { body: 'Hello?' } })).status).toBe(404);
    expect((await call('POST', `/api/v2/posts/${miasPost.id}/comments`, mia, { body: { body: 'Re', parent_id: onMias.id } })).status).toBe(404);

    // The author sees all of it, and their feed carries no tombstone for it.
    const wall = await wallIds(target);
    expect(wall).toEqual(expect.arrayContaining([before.id, after.id, miasPost.id]));
    expect(await postComments(target, before.id)).toEqual([miaOnTheirs.id]);
    expect(await postComments(target, miasPost.id)).toEqual([onMias.id, lateComment.id]);
    expect(await commentPageIds(target, miasPost.id, onMias.id)).toEqual([miaReplies.id]);
    const own = feedKeys(await feedSince(target, start.target));
    expect(own.filter((k) => k.includes('.delete:'))).toEqual([]);
    expect(own).toEqual(expect.arrayContaining([`post.upsert:${after.id}`, `comment.upsert:${lateComment.id}`]));
  });

  it('lifting a shadowban brings the content back to everyone, through the feed too', async () => {
    const { session: target } = await newcomer();
    const theirs = await post(target, 'Hidden for a while');
    const miasPost = await post(mia, 'Mia again');
    const onMias = await comment(target, miasPost.id);
    const miaOnTheirs = await comment(mia, theirs.id);
    await shadowban(ada, { member_id: target.user_id });
    expect(await wallIds(mia)).not.toContain(theirs.id);
    const start = { mia: await cursorOf(mia), target: await cursorOf(target) };

    const lifted = await shadowban(ada, { member_id: target.user_id, shadowbanned: false });
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({ member_id: target.user_id, state: 'active', shadowbanned_at: null });
    expect(await wallIds(mia)).toContain(theirs.id);
    expect(await postComments(mia, theirs.id)).toEqual([miaOnTheirs.id]);
    expect(await postComments(mia, miasPost.id)).toEqual([onMias.id]);
    expect(feedKeys(await feedSince(mia, start.mia))).toEqual([`post.upsert:${theirs.id}`, `comment.upsert:${onMias.id}`, `comment.upsert:${miaOnTheirs.id}`]);
    // Lifting again changes nothing and appends nothing.
    const head = await cursorOf(mia);
    expect((await shadowban(ada, { member_id: target.user_id, shadowbanned: false })).body).toEqual(lifted.body);
    expect(await feedSince(mia, head)).toEqual([]);
    expect(await feedSince(target, start.target)).toHaveLength(3);
  });
});
