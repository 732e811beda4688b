// Idempotent creates: a repeated Idempotency-Key replays the first answer and creates nothing more.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { postResponse, postsPage } from '../../schema/posts';
import { comments, posts } from '../../server/domains/posts/post-schema';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('idempotent creates on %s', (driver) => {
  const ctx = useTestApp(driver);
  const rowsWithClientId = async (table: typeof posts | typeof comments, clientId: string) =>
    (await ctx.testDb.db.select({ id: table.id }).from(table).where(eq(table.clientId, clientId))).length;

  it('creates a post once for two deliveries of the same key, answering the same row', async () => {
    const s = await ctx.api.login('member@example.com');
    const headers = { 'idempotency-key': 'cl_post_0001' };
    const first = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: s, headers, body: { body: 'Sent twice' } });
    const second = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: s, headers, body: { body: 'Sent twice' } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const { post } = postResponse.parse(first.body);
    expect(post.client_id).toBe('cl_post_0001');
    expect(await rowsWithClientId(posts, 'cl_post_0001')).toBe(1);
  });

  it('refuses the same key with a different body (422) and a malformed key (400)', async () => {
    const s = await ctx.api.login('member@example.com');
    const headers = { 'idempotency-key': 'cl_post_0002' };
    expect((await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: s, headers, body: { body: 'One' } })).status).toBe(201);
    const other = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: s, headers, body: { body: 'Two' } });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ errors: [messages.idempotencyConflict] });
    const bad = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: s, headers: { 'idempotency-key': 'no spaces!' }, body: { body: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('keys are per member: another member may use the same key', async () => {
    const noah = await ctx.api.login('noah@example.com');
    const res = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', {
      session: noah,
      headers: { 'idempotency-key': 'cl_post_0001' },
      body: { body: 'Sent twice' },
    });
    expect(res.status).toBe(201);
    expect(await rowsWithClientId(posts, 'cl_post_0001')).toBe(2);
  });

  it('creates a comment once and bumps the count once', async () => {
    const s = await ctx.api.login('member@example.com');
    const page = postsPage.parse((await ctx.api.call('GET', '/api/v2/walls/welcome/recent_posts?limit=1', { session: s })).body);
    const target = page.posts[0]!;
    const headers = { 'idempotency-key': 'cl_comment_0001' };
    const a = await ctx.api.call('POST', `/api/v2/posts/${target.id}/comments`, { session: s, headers, body: { body: 'Once' } });
    const b = await ctx.api.call('POST', `/api/v2/posts/${target.id}/comments`, { session: s, headers, body: { body: 'Once' } });
    expect(a.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(await rowsWithClientId(comments, 'cl_comment_0001')).toBe(1);
    const [row] = await ctx.testDb.db.select({ n: posts.commentsCount }).from(posts).where(and(eq(posts.id, target.id)));
    expect(row!.n).toBe(target.comments_count + 1);
  });

  it('concurrent duplicates create one row', async () => {
    const s = await ctx.api.login('member@example.com');
    const headers = { 'idempotency-key': 'cl_race_0001' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: s, headers, body: { body: 'Race' } })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.post.id)).size).toBe(1);
    expect(await rowsWithClientId(posts, 'cl_race_0001')).toBe(1);
  });

  it('a refused create stores nothing: the same key works once allowed', async () => {
    const s = await ctx.api.login('member@example.com');
    const headers = { 'idempotency-key': 'cl_refused_01' };
    const refused = await ctx.api.call('POST', '/api/v2/walls/announcements/posts', { session: s, headers, body: { body: 'Nope' } });
    expect(refused.status).toBe(403);
    const ok = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: s, headers, body: { body: 'Nope' } });
    expect(ok.status).toBe(201);
  });
});
