// Stored answers are kept 7 days: a replay after 6 still applies nothing twice; the sweep removes them after 8.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../server/domains/posts/post-schema';
import { idempotencyKeys } from '../../server/core/sync-schema';
import { scheduleIdempotencySweep, sweepIdempotencyKeys } from '../../server/core/idempotency';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

describe.each(drivers)('idempotency retention on %s', (driver) => {
  const ctx = useTestApp(driver);
  const stored = async (userId: number, key: string) =>
    (await ctx.testDb.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))).length;

  it('a key still replays after 6 days and is swept after 8', async () => {
    const s = await ctx.api.login('member@example.com');
    const headers = { 'idempotency-key': 'retention_post_01' };
    const send = () => ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: s, headers, body: { body: 'Kept a week' } });
    const first = await send();
    expect(first.status).toBe(201);

    await sweepIdempotencyKeys(ctx.testDb.db, inDays(6));
    expect(await stored(s.user_id, 'retention_post_01')).toBe(1);
    const late = await send();
    expect(late.status).toBe(201);
    expect(late.body).toEqual(first.body);
    expect((await ctx.testDb.db.select().from(posts).where(eq(posts.clientId, 'retention_post_01'))).length).toBe(1);

    expect(await sweepIdempotencyKeys(ctx.testDb.db, inDays(8))).toBeGreaterThanOrEqual(1);
    expect(await stored(s.user_id, 'retention_post_01')).toBe(0);
  });

  it('the server sweeps by itself, on its own clock, until it stops', async () => {
    const s = await ctx.api.login('member@example.com');
    const headers = { 'idempotency-key': 'retention_post_02' };
    expect((await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: s, headers, body: { body: 'Swept' } })).status).toBe(201);
    const stop = scheduleIdempotencySweep(ctx.testDb.db, () => inDays(8), 20);
    await expect.poll(() => stored(s.user_id, 'retention_post_02')).toBe(0);
    await stop();
  });
});
