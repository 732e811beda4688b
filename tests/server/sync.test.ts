// The delta feed: head, deltas after writes, tombstones, lost access, per-member scoping and cursor progress.
import { describe, expect, it } from 'vitest';
import { postResponse } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { syncResponse, type Change } from '../../schema/sync';
import { groupsResponse } from '../../schema/groups';
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
    expect(d1.changes).toHaveLength(1);
    expect(d1.changes[0]).toMatchObject({ kind: 'post.upsert', data: { id: p.id, body: 'Fresh news', comments_count: 0 } });
    expect(d1.cursor).toBeGreaterThan(start);
    const c = await ctx.api.call('POST', `/api/v2/posts/${p.id}/comments`, { session: noah, body: { body: 'Nice' } });
    const d2 = await sync(noah, d1.cursor);
    expect(kinds(d2.changes)).toEqual(['comment.upsert', 'post.upsert']);
    expect(d2.changes[1]).toMatchObject({ data: { id: p.id, comments_count: 1 } });
    await ctx.api.call('DELETE', `/api/v2/comments/${c.body.comment.id}`, { session: noah });
    await ctx.api.call('DELETE', `/api/v2/posts/${p.id}`, { session: mia });
    const d3 = await sync(noah, d2.cursor);
    // The post's upsert from the comment deletion collapses into its tombstone.
    expect(d3.changes).toEqual([
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
    expect(noahDelta.changes).toMatchObject([{ kind: 'post.upsert', data: { id: p.id } }]);
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
      const d = await sync(mia, cursor, 2);
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

  it('refuses a malformed cursor', async () => {
    const mia = await ctx.api.login('member@example.com');
    for (const q of ['cursor=abc', 'cursor=-1', 'limit=0', 'limit=5000']) {
      expect((await ctx.api.call('GET', `/api/v1/sync?${q}`, { session: mia })).status).toBe(400);
    }
  });
});
