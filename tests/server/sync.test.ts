// The delta feed: head, deltas after writes, tombstones, lost access, per-member scoping, likes, member cards and cursor progress.
import { eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postResponse } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { syncResponse, type Change } from '../../schema/sync';
import { groupsResponse } from '../../schema/groups';
import { posts } from '../../server/domains/posts/post-schema';
import { changes } from '../../server/core/sync-schema';
import { users } from '../../server/domains/account/users-schema';
import { headCursor } from '../../server/core/changes';
import { multipart, PNG_1PX } from './support/accounts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('sync on %s', (driver) => {
  const ctx = useTestApp(driver);
  const sync = async (s: Session, cursor?: number, limit?: number) => {
    const qs = new URLSearchParams();
    if (cursor !== undefined) qs.set('cursor', String(cursor));
    if (limit !== undefined) qs.set('limit', String(limit));
    const res = await ctx.api.call('GET', `/api/v1/sync?${qs}`, { session: s });
    expect(res.status).toBe(200);
    return syncResponse.parse(res.body);
  };
  const post = async (s: Session, wall: string, body: string) =>
    postResponse.parse((await ctx.api.call('POST', `/api/v2/walls/${wall}/posts`, { session: s, body: { body } })).body).post;
  const kinds = (changes: Change[]) => changes.map((c) => c.kind);
  /** The content kinds only: a write also records activities (tests/server/activities.test.ts covers those). */
  const content = (changes: Change[]) => changes.filter((c) => !c.kind.startsWith('activity.'));

  it('answers the head without a cursor, and nothing new at the head', async () => {
    const mia = await ctx.api.login('member@example.com');
    const head = await sync(mia);
    expect(head).toEqual({ changes: [], cursor: head.cursor, has_more: false });
    expect(await sync(mia, head.cursor)).toEqual({ changes: [], cursor: head.cursor, has_more: false });
  });

  it('delivers a new post, then a comment with the post it bumped, then a tombstone', async () => {
    const mia = await ctx.api.login('member@example.com');
    const noah = await ctx.api.login('noah@example.com');
    const start = (await sync(noah)).cursor;
    const p = await post(mia, 'welcome', 'Fresh news');
    const d1 = await sync(noah, start);
    expect(content(d1.changes)).toHaveLength(1);
    expect(content(d1.changes)[0]).toMatchObject({ kind: 'post.upsert', data: { id: p.id, body: 'Fresh news', comments_count: 0 } });
    expect(d1.cursor).toBeGreaterThan(start);
    const c = await ctx.api.call('POST', `/api/v2/posts/${p.id}/comments`, { session: noah, body: { body: 'Nice' } });
    const d2 = await sync(noah, d1.cursor);
    expect(kinds(content(d2.changes))).toEqual(['comment.upsert', 'post.upsert']);
    expect(content(d2.changes)[1]).toMatchObject({ data: { id: p.id, comments_count: 1 } });
    await ctx.api.call('DELETE', `/api/v2/comments/${c.body.comment.id}`, { session: noah });
    await ctx.api.call('DELETE', `/api/v2/posts/${p.id}`, { session: mia });
    const d3 = await sync(noah, d2.cursor);
    // The post's upsert from the comment deletion collapses into its tombstone.
    expect(content(d3.changes)).toEqual([
      { cursor: expect.any(Number), kind: 'comment.delete', id: c.body.comment.id, post_id: p.id },
      { cursor: expect.any(Number), kind: 'post.delete', id: p.id },
    ]);
    // From the very start, the deleted post never appears as an upsert.
    const all = await sync(noah, start);
    expect(all.changes.some((x) => x.kind === 'post.upsert' && x.data.id === p.id)).toBe(false);
  });

  it('keeps a private group to its members: a non-member advances past changes it never sees', async () => {
    const noah = await ctx.api.login('noah@example.com');
    const mia = await ctx.api.login('member@example.com');
    const start = (await sync(mia)).cursor;
    const p = await post(noah, 'backstage', 'Setlist for Friday');
    const miaDelta = await sync(mia, start);
    expect(miaDelta.changes).toEqual([]);
    expect(miaDelta.cursor).toBeGreaterThan(start);
    const noahDelta = await sync(noah, start);
    expect(content(noahDelta.changes)).toMatchObject([{ kind: 'post.upsert', data: { id: p.id } }]);
    const kenji = await ctx.api.login('kenji@example.com');
    expect((await sync(kenji, 0)).changes.some((c) => c.kind === 'post.upsert' && c.data.wall_key === 'backstage')).toBe(false);
  });

  it('sends group.delete to a member who leaves a secret group, and stops its changes', async () => {
    const grace = await ctx.api.login('grace@example.com');
    const mia = await ctx.api.login('member@example.com');
    const groups = groupsResponse.parse((await ctx.api.call('GET', '/api/v2/groups', { session: grace })).body).groups;
    const inner = groups.find((g) => g.key === 'inner-circle')!;
    const start = (await sync(grace)).cursor;
    expect((await ctx.api.call('DELETE', `/api/v2/groups/${inner.id}/membership`, { session: grace })).status).toBe(204);
    await post(mia, 'inner-circle', 'Grace will not see this');
    const d = await sync(grace, start);
    expect(d.changes).toEqual([{ cursor: expect.any(Number), kind: 'group.delete', id: inner.id, key: 'inner-circle' }]);
    // Others in the group see the membership change and the post.
    const miaAll = await sync(mia, start);
    expect(kinds(miaAll.changes)).toEqual(['group.upsert', 'post.upsert']);
  });

  it('pages with has_more and a cursor that always moves forward', async () => {
    const mia = await ctx.api.login('member@example.com');
    const start = (await sync(mia)).cursor;
    const created = [];
    for (let i = 0; i < 5; i++) created.push(await post(mia, 'welcome', `Burst ${i}`));
    const seen: number[] = [];
    let cursor = start;
    let pages = 0;
    for (;;) {
      // Each post is two changes (its upsert, and the group's activity its author's page skips): 10 rows, 4 a page.
      const d = await sync(mia, cursor, 4);
      pages++;
      expect(d.cursor).toBeGreaterThan(cursor);
      cursor = d.cursor;
      for (const c of d.changes) if (c.kind === 'post.upsert') seen.push(c.data.id);
      if (!d.has_more) break;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(created.map((p) => p.id));
  });

  it('never skips a change that commits while readers poll', async () => {
    const mia = await ctx.api.login('member@example.com');
    const noah = await ctx.api.login('noah@example.com');
    let cursor = (await sync(noah)).cursor;
    const seen = new Set<number>();
    const poll = async () => {
      const d = await sync(noah, cursor);
      cursor = d.cursor;
      for (const c of d.changes) if (c.kind === 'post.upsert') seen.add(c.data.id);
    };
    const writes = Promise.all(Array.from({ length: 12 }, (_, i) => post(i % 2 ? mia : noah, 'welcome', `Concurrent ${i}`)));
    const polls = Promise.all(Array.from({ length: 12 }, () => poll()));
    const [created] = await Promise.all([writes, polls]);
    await poll();
    expect(created.filter((p) => !seen.has(p.id))).toEqual([]);
  });

  it('carries a like to the liker alone and only the new count to other readers', async () => {
    const noah = await ctx.api.login('noah@example.com');
    const mia = await ctx.api.login('member@example.com');
    const leila = await ctx.api.login('leila@example.com');
    const p = await post(noah, 'welcome', 'Like me');
    const start = (await sync(mia)).cursor;
    expect((await ctx.api.call('POST', '/api/v2/likes', { session: mia, body: { likeable_type: 'Post', likeable_id: p.id } })).status).toBe(201);
    const liked = await sync(mia, start);
    expect(liked.changes).toEqual([
      { cursor: expect.any(Number), kind: 'post.upsert', data: expect.objectContaining({ id: p.id, likes_count: 1 }) },
      { cursor: expect.any(Number), kind: 'like.upsert', data: { likeable_type: 'Post', likeable_id: p.id, created_at: expect.any(String) } },
    ]);
    const other = await sync(leila, start);
    expect(other.changes).toEqual([{ cursor: expect.any(Number), kind: 'post.upsert', data: expect.objectContaining({ id: p.id, likes_count: 1 }) }]);

    expect((await ctx.api.call('DELETE', `/api/v2/likes/Post/${p.id}`, { session: mia })).status).toBe(200);
    expect((await sync(mia, liked.cursor)).changes).toEqual([
      { cursor: expect.any(Number), kind: 'post.upsert', data: expect.objectContaining({ id: p.id, likes_count: 0 }) },
      { cursor: expect.any(Number), kind: 'like.delete', likeable_type: 'Post', likeable_id: p.id },
    ]);
    expect(kinds((await sync(leila, other.cursor)).changes)).toEqual(['post.upsert']);
    // Like and unlike on one page collapse to the unlike; a comment like reaches readers as the comment's new count.
    const c = (await ctx.api.call('POST', `/api/v2/posts/${p.id}/comments`, { session: noah, body: { body: 'Me too' } })).body.comment;
    const beforeComment = (await sync(leila)).cursor;
    await ctx.api.call('POST', '/api/v2/likes', { session: mia, body: { likeable_type: 'Comment', likeable_id: c.id } });
    await ctx.api.call('DELETE', `/api/v2/likes/Comment/${c.id}`, { session: mia });
    await ctx.api.call('POST', '/api/v2/likes', { session: leila, body: { likeable_type: 'Comment', likeable_id: c.id } });
    const leilaComment = await sync(leila, beforeComment);
    expect(leilaComment.changes).toEqual([
      { cursor: expect.any(Number), kind: 'comment.upsert', data: expect.objectContaining({ id: c.id, likes_count: 1 }) },
      { cursor: expect.any(Number), kind: 'like.upsert', data: expect.objectContaining({ likeable_type: 'Comment', likeable_id: c.id }) },
    ]);
    expect((await sync(mia, beforeComment)).changes).toEqual([
      { cursor: expect.any(Number), kind: 'like.delete', likeable_type: 'Comment', likeable_id: c.id },
      { cursor: expect.any(Number), kind: 'comment.upsert', data: expect.objectContaining({ id: c.id, likes_count: 1 }) },
    ]);
  });

  it('keeps likes in a private group to its members', async () => {
    const noah = await ctx.api.login('noah@example.com');
    const mia = await ctx.api.login('member@example.com');
    const p = await post(noah, 'backstage', 'Members only');
    const start = (await sync(mia)).cursor;
    expect((await ctx.api.call('POST', '/api/v2/likes', { session: noah, body: { likeable_type: 'Post', likeable_id: p.id } })).status).toBe(201);
    expect((await sync(mia, start)).changes).toEqual([]);
    expect(kinds((await sync(noah, start)).changes)).toEqual(['post.upsert', 'like.upsert']);
  });

  it('announces a new name or avatar as one member change, whatever the member wrote', async () => {
    const noah = await ctx.api.login('noah@example.com');
    const kenji = await ctx.api.login('kenji@example.com');
    const [{ id: noahId } = { id: 0 }] = await ctx.testDb.db.select({ id: users.id }).from(users).where(eq(users.email, 'noah@example.com'));
    // Noah has written plenty by now: none of it is announced again.
    expect((await ctx.testDb.db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, noahId))).length).toBeGreaterThan(0);
    const start = (await sync(kenji)).cursor;
    const head = await headCursor(ctx.testDb.db);
    expect((await ctx.api.call('POST', '/api/v2/account/display_name', { session: noah, body: { display_name: 'Noah F.' } })).status).toBe(200);
    const rows = await ctx.testDb.db.select().from(changes).where(gt(changes.cursor, head));
    expect(rows.map(({ kind, entityId, scopeId, userId }) => ({ kind, entityId, scopeId, userId }))).toEqual([
      { kind: 'member.upsert', entityId: noahId, scopeId: null, userId: null },
    ]);
    const renamed = await sync(kenji, start);
    expect(renamed.changes).toEqual([
      { cursor: expect.any(Number), kind: 'member.upsert', data: { id: noahId, display_name: 'Noah F.', avatar_url: '/uploads/demo-people-noah.png' } },
    ]);

    const { payload, headers } = multipart('file', 'me.png', 'image/png', PNG_1PX);
    const upload = await ctx.api.call('POST', '/api/v2/uploads', { session: noah, payload, headers });
    expect((await ctx.api.call('POST', '/api/v1/account/avatar', { session: noah, body: { file_url: upload.body.file_url } })).status).toBe(200);
    expect(await ctx.testDb.db.select().from(changes).where(gt(changes.cursor, head))).toHaveLength(2);
    expect((await sync(kenji, renamed.cursor)).changes).toEqual([
      { cursor: expect.any(Number), kind: 'member.upsert', data: { id: noahId, display_name: 'Noah F.', avatar_url: upload.body.file_url } },
    ]);
  });

  it('refuses a malformed cursor', async () => {
    const mia = await ctx.api.login('member@example.com');
    for (const q of ['cursor=abc', 'cursor=-1', 'limit=0', 'limit=5000']) {
      expect((await ctx.api.call('GET', `/api/v1/sync?${q}`, { session: mia })).status).toBe(400);
    }
  });
});
