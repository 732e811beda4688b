// Who liked a post or comment: members newest first, 15 a page, only for those who may read it.
import { describe, expect, it } from 'vitest';
import { likersPage } from '../../schema/likes';
import { messages } from '../../schema/messages';
import { commentResponse, postResponse } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { likes } from '../../server/domains/posts/post-schema';
import { users } from '../../server/domains/account/users-schema';
import { signUpMember } from './support/accounts';
import { whileDisabled } from './support/disabled-member';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('who liked on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const post = async (s: Session, wall = 'welcome') =>
    postResponse.parse((await ctx.api.call('POST', `/api/v2/walls/${wall}/posts`, { session: s, body: { body: 'Like me' } })).body).post;
  const like = (s: Session, likeable_type: string, likeable_id: number) => ctx.api.call('POST', '/api/v2/likes', { session: s, body: { likeable_type, likeable_id } });
  const likersOf = (s: Session | undefined, type: string, id: number | string, page?: number) =>
    ctx.api.call('GET', `/api/v2/likes?likeable_type=${type}&likeable_id=${id}${page ? `&page=${page}` : ''}`, { session: s });

  it('lists the members who like a post, newest first, without those who unliked', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const leila = await login('leila@example.com');
    const p = await post(mia);
    await like(noah, 'Post', p.id);
    await like(leila, 'Post', p.id);
    await like(mia, 'Post', p.id);
    await ctx.api.call('DELETE', `/api/v2/likes/Post/${p.id}`, { session: mia });
    const res = await likersOf(mia, 'Post', p.id);
    expect(res.status).toBe(200);
    const page = likersPage.parse(res.body);
    expect(page.members.map((m) => m.display_name)).toEqual(['Leila Haddad', 'Noah Fisher']);
    expect(page.meta.next).toBeNull();
    const c = commentResponse.parse((await ctx.api.call('POST', `/api/v2/posts/${p.id}/comments`, { session: noah, body: { body: 'Hi' } })).body).comment;
    await like(leila, 'Comment', c.id);
    expect(likersPage.parse((await likersOf(noah, 'Comment', c.id)).body).members.map((m) => m.id)).toEqual([page.members[0]!.id]);
  });

  it('pages 15 at a time', async () => {
    const mia = await login('member@example.com');
    const p = await post(mia);
    for (let i = 0; i < 8; i++) await signUpMember(ctx.api);
    const all = await ctx.testDb.db.select({ id: users.id }).from(users).limit(17);
    expect(all.length).toBeGreaterThanOrEqual(16);
    await ctx.testDb.db.insert(likes).values(all.map((u) => ({ userId: u.id, likeableType: 'Post' as const, likeableId: p.id })));
    const first = likersPage.parse((await likersOf(mia, 'Post', p.id)).body);
    expect(first.members).toHaveLength(15);
    expect(first.meta.next).toBe(2);
    const second = likersPage.parse((await likersOf(mia, 'Post', p.id, 2)).body);
    expect(second.members).toHaveLength(all.length - 15);
    expect(second.meta.next).toBeNull();
    expect(new Set([...first.members, ...second.members].map((m) => m.id)).size).toBe(all.length);
  });

  it('answers readers only: visitors 401, outsiders 403 or 404, a disabled member 403; bad queries 400', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const ada = await login('admin@example.com');
    const grace = await login('grace@example.com');
    const backstage = await post(noah, 'backstage');
    const inner = await post(mia, 'inner-circle');
    expect((await likersOf(undefined, 'Post', backstage.id)).status).toBe(401);
    const outsider = await likersOf(mia, 'Post', backstage.id);
    expect(outsider.status).toBe(403);
    expect(outsider.body).toEqual({ errors: [messages.notAMember] });
    const hidden = await likersOf(noah, 'Post', inner.id);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ errors: [messages.postNotFound] });
    expect((await likersOf(ada, 'Post', backstage.id)).status).toBe(200);
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      const disabled = await likersOf(grace, 'Post', inner.id);
      expect(disabled.status).toBe(403);
      expect(disabled.body).toEqual({ errors: [messages.accountDisabled] });
    });
    expect((await likersOf(mia, 'Video', inner.id)).status).toBe(400);
    expect((await likersOf(mia, 'Post', 'abc')).status).toBe(400);
    expect((await likersOf(mia, 'Post', inner.id, -1)).status).toBe(400);
    expect((await ctx.api.call('GET', '/api/v2/likes', { session: mia })).status).toBe(400);
    expect((await likersOf(mia, 'Post', 99_999_999)).status).toBe(404);
  });
});
