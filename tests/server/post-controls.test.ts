// Pinning and turning comments off: who may (visitor, member, non-member, group admin, host, disabled, shadowbanned),
// pins first on the wall's first page until they end by themselves, the change feed, replays, and comments refused while off.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { isPinnedAt, PIN_FOREVER, pinnedUntilFor } from '../../schema/pin-rules';
import { postResponse, postsPage, type Post } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { syncResponse } from '../../schema/sync';
import { posts } from '../../server/domains/posts/post-schema';
import { signInCast, welcomeNewcomer } from './support/cast';
import { whileDisabled } from './support/disabled-member';
import { setGroupRole } from './support/groups';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp, type Reply } from './support/test-app';

const DAY = 86_400_000;

describe.each(drivers)('post controls on %s', (driver) => {
  const ctx = useTestApp(driver);
  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, s: Session | undefined, body?: unknown, key?: string) =>
    ctx.api.call(method, url, { session: s, body, headers: key ? { 'idempotency-key': key } : undefined });
  const pin = (s: Session | undefined, id: number, duration: unknown, key?: string) => call('POST', `/api/v2/posts/${id}/pin`, s, { duration }, key);
  const unpin = (s: Session | undefined, id: number, key?: string) => call('DELETE', `/api/v2/posts/${id}/pin`, s, undefined, key);
  const setComments = (s: Session | undefined, id: number, off: unknown, key?: string) =>
    call('PUT', `/api/v2/posts/${id}/comments_disabled`, s, { comments_disabled: off }, key);
  const answerPost = (res: Reply): Post => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return postResponse.parse(res.body).post;
  };
  const expectError = (res: Reply, status: number, message: string) => {
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errors: [message] });
  };
  const firstPage = async (s: Session, key = 'welcome') => postsPage.parse((await call('GET', `/api/v2/walls/${key}/recent_posts?limit=5`, s)).body);
  const storedPin = async (id: number) => (await ctx.testDb.db.select({ at: posts.pinnedUntil }).from(posts).where(eq(posts.id, id)))[0]!.at;

  let ada: Session, leila: Session, mia: Session, noah: Session;
  beforeAll(async () => {
    ({ ada, leila, mia, noah } = await signInCast(ctx));
  });

  it('lets the host and the group admin pin and unpin; refuses the rest', async () => {
    const post = await postAs(ctx.api, mia, 'welcome', 'Pin me');
    expectError(await pin(undefined, post.id, 'day'), 401, messages.sessionRequired);
    expectError(await pin(mia, post.id, 'day'), 403, messages.pinNotAllowed);
    expectError(await unpin(noah, post.id), 403, messages.pinNotAllowed);
    expect((await pin(ada, post.id, 'fortnight')).status).toBe(400);
    expect((await pin(ada, post.id, undefined)).status).toBe(400);
    expectError(await pin(ada, 2_000_000_000, 'day'), 404, messages.postNotFound);
    await whileDisabled(ctx.testDb.db, 'leila@example.com', async () => {
      expectError(await pin(leila, post.id, 'day'), 403, messages.accountDisabled);
    });
    expect(await storedPin(post.id)).toBeNull();

    const before = Date.now();
    const byAdmin = answerPost(await pin(leila, post.id, 'week'));
    const until = Date.parse(byAdmin.pinned_until!);
    expect(until).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect(answerPost(await pin(ada, post.id, 'forever')).pinned_until).toBe(PIN_FOREVER);
    expect(answerPost(await pin(ada, post.id, 'day')).pinned_until).not.toBe(PIN_FOREVER);
    expect(answerPost(await pin(ada, post.id, 'month')).pinned_until).not.toBeNull();
    expect(answerPost(await unpin(leila, post.id)).pinned_until).toBeNull();
    expect(await storedPin(post.id)).toBeNull();
  });

  it('refuses a group admin elsewhere, and a non-member of a private group learns nothing (404)', async () => {
    const backstage = await postAs(ctx.api, noah, 'backstage', 'Setlist draft');
    // Leila is an admin of welcome, a plain member of backstage.
    expectError(await pin(leila, backstage.id, 'day'), 403, messages.pinNotAllowed);
    expectError(await pin(mia, backstage.id, 'day'), 404, messages.postNotFound);
    expectError(await setComments(mia, backstage.id, true), 403, messages.hostOnly);
    expect(answerPost(await pin(ada, backstage.id, 'day')).pinned_until).not.toBeNull();
  });

  it('lets a shadowbanned group admin pin (moderation is not their content)', async () => {
    const made = { session: await welcomeNewcomer(ctx) };
    await setGroupRole(ctx.testDb.db, 'welcome', [made.session.user_id], 'admin');
    expect((await call('POST', '/api/v2/account/shadowban', ada, { member_id: made.session.user_id, shadowbanned: true })).status).toBe(200);
    const post = await postAs(ctx.api, mia, 'welcome', 'Pinned by a quiet admin');
    expect(answerPost(await pin(made.session, post.id, 'day')).pinned_until).not.toBeNull();
    expectError(await setComments(made.session, post.id, true), 403, messages.hostOnly);
  });

  it('puts live pins first on the first page, each once, with a pin that ended back in its place', async () => {
    const old = await postAs(ctx.api, mia, 'welcome', 'An older announcement');
    const ended = await postAs(ctx.api, mia, 'welcome', 'A pin that ended');
    for (let i = 0; i < 6; i++) await postAs(ctx.api, noah, 'welcome', `Filler ${i}`);
    const newest = await postAs(ctx.api, noah, 'welcome', 'Newest, also pinned');
    answerPost(await pin(ada, old.id, 'forever'));
    answerPost(await pin(ada, newest.id, 'day'));
    answerPost(await pin(ada, ended.id, 'day'));
    await ctx.testDb.db.update(posts).set({ pinnedUntil: new Date(Date.now() - 1000) }).where(eq(posts.id, ended.id));

    for (const reader of [mia, leila]) {
      const page = await firstPage(reader);
      const ids = page.posts.map((p) => p.id);
      expect(ids.slice(0, 2)).toEqual([newest.id, old.id]);
      expect(ids.filter((id) => id === newest.id)).toHaveLength(1);
      expect(ids).not.toContain(ended.id);
      // The next page follows the time order, pins left where they are.
      const next = postsPage.parse((await call('GET', `/api/v2/walls/welcome/recent_posts?limit=5&cursor=${encodeURIComponent(page.meta.next!)}`, reader)).body);
      expect(next.posts.map((p) => p.id)).not.toContain(newest.id);
    }
    // Other walls are untouched.
    expect((await firstPage(mia, 'announcements')).posts.map((p) => p.id)).not.toContain(old.id);
    answerPost(await unpin(ada, old.id));
    answerPost(await unpin(ada, newest.id));
  });

  it('brings a pin through the change feed and answers a replay with the first answer', async () => {
    const post = await postAs(ctx.api, mia, 'welcome', 'Feed me a pin');
    const head = syncResponse.parse((await call('GET', '/api/v1/sync', noah)).body).cursor;
    const first = answerPost(await pin(ada, post.id, 'day', 'pin-replay-key-1'));
    const again = answerPost(await pin(ada, post.id, 'day', 'pin-replay-key-1'));
    expect(again.pinned_until).toBe(first.pinned_until);
    const changes = syncResponse.parse((await call('GET', `/api/v1/sync?cursor=${head}`, noah)).body).changes;
    const seen = changes.flatMap((c) => (c.kind === 'post.upsert' && c.data.id === post.id ? [c.data] : []));
    expect(seen.at(-1)?.pinned_until).toBe(first.pinned_until);
    answerPost(await unpin(ada, post.id, 'unpin-replay-key-1'));
    expect(answerPost(await unpin(ada, post.id, 'unpin-replay-key-1')).pinned_until).toBeNull();
  });

  it('lets the host alone turn comments off and on; new comments are refused meanwhile', async () => {
    const post = await postAs(ctx.api, mia, 'welcome', 'Talk to me');
    expectError(await setComments(undefined, post.id, true), 401, messages.sessionRequired);
    expectError(await setComments(mia, post.id, true), 403, messages.hostOnly);
    expectError(await setComments(leila, post.id, true), 403, messages.hostOnly);
    expectError(await setComments(mia, post.id, 'yes'), 403, messages.hostOnly);
    expect((await setComments(ada, post.id, 'yes')).status).toBe(400);
    expectError(await setComments(ada, 2_000_000_000, true), 404, messages.postNotFound);
    await whileDisabled(ctx.testDb.db, 'admin@example.com', async () => {
      expectError(await setComments(ada, post.id, true), 403, messages.accountDisabled);
    });

    const comment = (s: Session, body: string) => call('POST', `/api/v2/posts/${post.id}/comments`, s, { body });
    expect((await comment(noah, 'Before')).status).toBe(201);
    expect(answerPost(await setComments(ada, post.id, true, 'comments-off-key-1')).comments_disabled).toBe(true);
    expect(answerPost(await setComments(ada, post.id, true, 'comments-off-key-1')).comments_disabled).toBe(true);
    for (const s of [noah, mia, leila, ada]) expectError(await comment(s, 'During'), 403, messages.commentsDisabled);
    expect(answerPost(await setComments(ada, post.id, false)).comments_disabled).toBe(false);
    expect((await comment(noah, 'After')).status).toBe(201);
  });
});

describe('pin durations', () => {
  it('ends a month later on the same day, and never for forever', () => {
    const at = new Date('2026-01-31T10:00:00.000Z');
    expect(pinnedUntilFor('day', at)).toBe('2026-02-01T10:00:00.000Z');
    expect(pinnedUntilFor('week', at)).toBe('2026-02-07T10:00:00.000Z');
    expect(pinnedUntilFor('month', new Date('2026-11-25T10:00:00.000Z'))).toBe('2026-12-25T10:00:00.000Z');
    expect(isPinnedAt(pinnedUntilFor('forever', at), Date.parse('3000-01-01'))).toBe(true);
    expect(isPinnedAt('2026-02-01T10:00:00.000Z', Date.parse('2026-02-01T10:00:00.001Z'))).toBe(false);
    expect(isPinnedAt(null, 0)).toBe(false);
  });
});
