// Walls' first pages kept per session (server/domains/posts/first-page-cache.ts): never stale whichever server process wrote,
// never past what the member may see or a session that ended, and really kept between reads.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postsPage, type Post } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { buildApp } from '../../server/app';
import { appendChanges } from '../../server/core/changes';
import { FIRST_PAGE_MAX_AGE_MS, FirstPageCache } from '../../server/domains/posts/first-page-cache';
import { sessionPolicy } from '../../server/domains/sessions/session-policy';
import { signUpMember } from './support/accounts';
import { whileDisabled } from './support/disabled-member';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { Api, useTestApp } from './support/test-app';

describe.each(drivers)("walls' first pages kept per session on %s", (driver) => {
  const ctx = useTestApp(driver);
  /** A second server process on the same database: its writes reach the first one's kept pages through the database only. */
  let other: FastifyInstance;
  let otherApi: Api;
  let ada: Session; // host
  let aria: Session;
  let mia: Session;
  let noah: Session;
  beforeAll(async () => {
    other = await buildApp({ db: ctx.testDb.db });
    otherApi = new Api(other);
    ada = await ctx.api.login('admin@example.com');
    aria = await ctx.api.login('artist@example.com');
    mia = await ctx.api.login('member@example.com');
    noah = await ctx.api.login('noah@example.com');
  });
  afterAll(async () => {
    await other?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const wall = async (s: Session, api = ctx.api) => {
    const res = await api.call('GET', '/api/v2/walls/welcome/recent_posts', { session: s });
    expect(res.status).toBe(200);
    return postsPage.parse(res.body).posts;
  };
  const onWall = async (s: Session, id: number) => (await wall(s)).find((p) => p.id === id);
  const postIdsBy = async (s: Session, authorId: number) => (await wall(s)).filter((p) => p.author.id === authorId).map((p) => p.id);

  it('shows at the next read what another server process wrote: a new post, an edit, a like, a delete', async () => {
    await wall(mia);
    await wall(mia);
    const post: Post = await postAs(otherApi, aria, 'welcome', 'Written through the other process');
    expect((await onWall(mia, post.id))?.body).toBe('Written through the other process');

    expect((await otherApi.call('PATCH', `/api/v2/posts/${post.id}`, { session: aria, body: { body: 'Edited there' } })).status).toBe(200);
    expect((await onWall(mia, post.id))?.body).toBe('Edited there');

    expect((await otherApi.call('POST', '/api/v2/likes', { session: noah, body: { likeable_type: 'Post', likeable_id: post.id } })).status).toBe(201);
    expect((await onWall(mia, post.id))?.likes_count).toBe(1);

    expect((await otherApi.call('DELETE', `/api/v2/posts/${post.id}`, { session: aria })).status).toBe(204);
    expect(await onWall(mia, post.id)).toBeUndefined();
  });

  it("follows what the member may see: a block and its end, a host's shadowban and its end", async () => {
    const { session: zoe } = await signUpMember(ctx.api);
    const { groups } = (await ctx.api.call('GET', '/api/v2/groups', { session: zoe })).body as { groups: { id: number; key: string }[] };
    await ctx.api.call('POST', `/api/v2/groups/${groups.find((g) => g.key === 'welcome')!.id}/membership`, { session: zoe });
    const post = await postAs(ctx.api, zoe, 'welcome', 'Zoe, before the block');
    const zoeId = post.author.id;
    const zoesPostIds = (s: Session) => postIdsBy(s, zoeId);
    expect(await zoesPostIds(mia)).toContain(post.id);

    expect((await ctx.api.call('POST', '/api/v1/ignores', { session: mia, body: { member_id: zoeId } })).status).toBe(200);
    expect(await zoesPostIds(mia)).toEqual([]);
    expect((await ctx.api.call('DELETE', `/api/v1/ignores/${zoeId}`, { session: mia })).status).toBe(200);
    expect(await zoesPostIds(mia)).toContain(post.id);

    const shadowban = (shadowbanned: boolean) =>
      otherApi.call('POST', '/api/v2/account/shadowban', { session: ada, body: { member_id: zoeId, shadowbanned } });
    expect((await shadowban(true)).status).toBe(200);
    expect(await zoesPostIds(mia)).toEqual([]);
    expect(await zoesPostIds(zoe)).toContain(post.id);
    expect((await shadowban(false)).status).toBe(200);
    expect(await zoesPostIds(mia)).toContain(post.id);
  });

  it('checks the session at every read: a disabled member and an ended session are refused a kept page', async () => {
    const noahAgain = await ctx.api.login('noah@example.com');
    await wall(noahAgain);
    await wall(noahAgain);
    await whileDisabled(ctx.testDb.db, 'noah@example.com', async () => {
      const res = await ctx.api.call('GET', '/api/v2/walls/welcome/recent_posts', { session: noahAgain });
      expect(res.status).toBe(403);
    });
    await wall(noahAgain);
    expect((await otherApi.call('DELETE', '/api/v1/session', { session: noahAgain })).status).toBe(204);
    const res = await ctx.api.call('GET', '/api/v2/walls/welcome/recent_posts', { session: noahAgain });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [expect.any(String)] });
  });

  describe('the cache itself', () => {
    const policy = sessionPolicy();
    const creds = (s: Session) => ({ id: s.secret_id, secret: s.secret });
    /** A cache over the test database whose builder counts its runs and answers a page of `pins`. */
    const counted = (groupId: number, pins: (string | null)[] = []) => {
      const cache = new FirstPageCache();
      let builds = 0;
      const read = (s: Session) =>
        cache.read(ctx.testDb.db, policy, creds(s), '15/welcome', async () => {
          builds++;
          return { body: { posts: pins.map((pinned_until) => ({ pinned_until })) }, groupId };
        });
      return { read, builds: () => builds };
    };

    it("keeps the page between reads and builds it again after a change of the group's, the member's or everyone's only", async () => {
      const { read, builds } = counted(1);
      await read(mia);
      await read(mia);
      expect(builds()).toBe(1);
      const miaId = mia.user_id;

      await appendChanges(ctx.testDb.db, [{ kind: 'post.upsert', entityId: 1, scopeId: 999_999 }]);
      await appendChanges(ctx.testDb.db, [{ kind: 'group.upsert', entityId: 2, scopeId: 2, userId: miaId + 1_000 }]);
      // A chat's changes, the member's own among them (their read mark), show on no wall.
      await appendChanges(ctx.testDb.db, [{ kind: 'message.upsert', entityId: 1, scopeId: 1 }, { kind: 'chat.upsert', entityId: 1, scopeId: 1 }]);
      await appendChanges(ctx.testDb.db, [{ kind: 'chat.upsert', entityId: 1, scopeId: 1, userId: miaId }]);
      await read(mia);
      expect(builds()).toBe(1);

      await appendChanges(ctx.testDb.db, [{ kind: 'post.upsert', entityId: 1, scopeId: 1 }]);
      await read(mia);
      await read(mia);
      expect(builds()).toBe(2);

      await appendChanges(ctx.testDb.db, [{ kind: 'group.delete', entityId: 2, scopeId: 2, userId: miaId }]);
      await read(mia);
      expect(builds()).toBe(3);

      await appendChanges(ctx.testDb.db, [{ kind: 'member.upsert', entityId: miaId }]);
      await read(mia);
      expect(builds()).toBe(4);

      // Another session of someone else is a page of its own.
      await read(noah);
      expect(builds()).toBe(5);
    });

    it('builds the page again when a pin it shows ends, and after the maximum age', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      const { read, builds } = counted(1, [new Date(start + 60_000).toISOString(), null]);
      await read(mia);
      vi.setSystemTime(start + 59_000);
      await read(mia);
      expect(builds()).toBe(1);
      vi.setSystemTime(start + 61_000);
      await read(mia);
      expect(builds()).toBe(2);

      const plain = counted(1);
      await plain.read(mia);
      vi.setSystemTime(Date.now() + FIRST_PAGE_MAX_AGE_MS + 1);
      await plain.read(mia);
      expect(plain.builds()).toBe(2);
    });
  });
});
