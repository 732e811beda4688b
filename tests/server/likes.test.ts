// Likes of posts and comments: who may like what, counts that move once, exactly-once replays, and the member's own likes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountLikesResponse, likeAnswer, MAX_LIKE_IDS, type LikeableType } from '../../schema/likes';
import { messages } from '../../schema/messages';
import { commentResponse, postResponse, postWithComments, type Post } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { users } from '../../server/domains/account/users-schema';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('likes on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const post = async (s: Session, wall: string, body = 'Something to like'): Promise<Post> =>
    postResponse.parse((await ctx.api.call('POST', `/api/v2/walls/${wall}/posts`, { session: s, body: { body } })).body).post;
  const comment = async (s: Session, postId: number) =>
    commentResponse.parse((await ctx.api.call('POST', `/api/v2/posts/${postId}/comments`, { session: s, body: { body: 'A comment' } })).body).comment;
  const like = (s: Session | undefined, likeable_type: LikeableType | string, likeable_id: number, key?: string) =>
    ctx.api.call('POST', '/api/v2/likes', {
      session: s,
      body: { likeable_type, likeable_id },
      headers: key ? { 'idempotency-key': key } : undefined,
    });
  const unlike = (s: Session | undefined, likeable_type: LikeableType | string, likeable_id: number | string, key?: string) =>
    ctx.api.call('DELETE', `/api/v2/likes/${likeable_type}/${likeable_id}`, {
      session: s,
      headers: key ? { 'idempotency-key': key } : undefined,
    });
  const postLikes = async (s: Session, id: number) =>
    postWithComments.parse((await ctx.api.call('GET', `/api/v2/posts/${id}`, { session: s })).body).post.likes_count;
  const ownLikes = async (s: Session, type: LikeableType, ids: number[]) => {
    const res = await ctx.api.call('GET', `/api/v2/account/likes?likeable_type=${type}&likeable_ids=${ids.join(',')}`, { session: s });
    expect(res.status).toBe(200);
    return accountLikesResponse.parse(res.body).likes.map((l) => l.likeable_id);
  };

  it('likes a post once: 201, then 200 with the same count; unliking twice is no error and counts down once', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const p = await post(noah, 'welcome');
    const first = await like(mia, 'Post', p.id);
    expect(first.status).toBe(201);
    expect(likeAnswer.parse(first.body)).toEqual({ likeable_type: 'Post', likeable_id: p.id, liked: true, likes_count: 1 });
    const again = await like(mia, 'Post', p.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await postLikes(noah, p.id)).toBe(1);
    expect(await ownLikes(mia, 'Post', [p.id])).toEqual([p.id]);

    const off = await unlike(mia, 'Post', p.id);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ likeable_type: 'Post', likeable_id: p.id, liked: false, likes_count: 0 });
    const offAgain = await unlike(mia, 'Post', p.id);
    expect(offAgain.status).toBe(200);
    expect(offAgain.body).toEqual(off.body);
    expect(await postLikes(noah, p.id)).toBe(0);
    expect(await ownLikes(mia, 'Post', [p.id])).toEqual([]);
    // Liking again after an unlike counts again.
    expect((await like(mia, 'Post', p.id)).body).toMatchObject({ liked: true, likes_count: 1 });
  });

  it('likes a comment: its own count moves, the post count does not', async () => {
    const mia = await login('member@example.com');
    const leila = await login('leila@example.com');
    const p = await post(mia, 'welcome');
    const c = await comment(mia, p.id);
    expect(c.likes_count).toBe(0);
    const res = await like(leila, 'Comment', c.id);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ likeable_type: 'Comment', likeable_id: c.id, liked: true, likes_count: 1 });
    const full = postWithComments.parse((await ctx.api.call('GET', `/api/v2/posts/${p.id}`, { session: mia })).body);
    expect(full.comments.find((x) => x.id === c.id)?.likes_count).toBe(1);
    expect(full.post.likes_count).toBe(0);
    expect(await ownLikes(leila, 'Comment', [c.id])).toEqual([c.id]);
    expect(await ownLikes(leila, 'Post', [p.id])).toEqual([]);
  });

  it('takes an unlike that carries the like body too (the path decides)', async () => {
    const mia = await login('member@example.com');
    const p = await post(mia, 'welcome');
    await like(mia, 'Post', p.id);
    const body = { likeable_type: 'Comment', likeable_id: 1 };
    const withBody = await ctx.api.call('DELETE', `/api/v2/likes/Post/${p.id}`, { session: mia, body });
    expect(withBody.body).toEqual({ likeable_type: 'Post', likeable_id: p.id, liked: false, likes_count: 0 });
  });

  it('concurrent likes of one member count once', async () => {
    const mia = await login('member@example.com');
    const p = await post(mia, 'welcome');
    const answers = await Promise.all(Array.from({ length: 6 }, () => like(mia, 'Post', p.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await postLikes(mia, p.id)).toBe(1);
  });

  it('replays a like by its Idempotency-Key after an unlike without liking again', async () => {
    const mia = await login('member@example.com');
    const p = await post(mia, 'welcome');
    const liked = await like(mia, 'Post', p.id, 'cl_like_0001');
    expect(liked.status).toBe(201);
    expect((await unlike(mia, 'Post', p.id, 'cl_unlike_0001')).body).toMatchObject({ liked: false, likes_count: 0 });
    // A service-worker replay racing the engine's resend: the stored answer, nothing applied.
    const replay = await like(mia, 'Post', p.id, 'cl_like_0001');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(liked.body);
    expect(await postLikes(mia, p.id)).toBe(0);
    expect(await ownLikes(mia, 'Post', [p.id])).toEqual([]);
    // The unlike's replay does not count down again either, and a key cannot serve another request.
    const likedAgain = await like(mia, 'Post', p.id, 'cl_like_0002');
    expect(likedAgain.body).toMatchObject({ liked: true, likes_count: 1 });
    expect((await unlike(mia, 'Post', p.id, 'cl_unlike_0001')).body).toMatchObject({ liked: false, likes_count: 0 });
    expect(await postLikes(mia, p.id)).toBe(1);
    const misused = await unlike(mia, 'Post', p.id, 'cl_like_0002');
    expect(misused.status).toBe(422);
    expect(misused.body).toEqual({ errors: [messages.idempotencyConflict] });
    expect((await like(mia, 'Post', p.id, 'not a key!')).status).toBe(400);
  });

  it('concurrent replays of one key apply once', async () => {
    const mia = await login('member@example.com');
    const p = await post(mia, 'welcome');
    const answers = await Promise.all(Array.from({ length: 5 }, () => like(mia, 'Post', p.id, 'cl_like_race_01')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await postLikes(mia, p.id)).toBe(1);
  });

  it('guards access like reading: visitors 401, private walls 403, secret walls and deleted content 404', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const kenji = await login('kenji@example.com');
    const ada = await login('admin@example.com');
    const open = await post(noah, 'welcome');
    const backstage = await post(noah, 'backstage');
    const backstageComment = await comment(noah, backstage.id);
    const inner = await post(mia, 'inner-circle');
    const innerComment = await comment(mia, inner.id);

    const visitor = await like(undefined, 'Post', open.id);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ errors: [messages.sessionRequired] });
    expect((await unlike(undefined, 'Post', open.id)).status).toBe(401);
    expect((await ctx.api.call('GET', `/api/v2/account/likes?likeable_type=Post&likeable_ids=${open.id}`)).status).toBe(401);

    // Mia is no member of backstage; Kenji's request to join is pending.
    for (const outsider of [mia, kenji]) {
      for (const [type, id] of [['Post', backstage.id], ['Comment', backstageComment.id]] as const) {
        const res = await like(outsider, type, id);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ errors: [messages.notAMember] });
        expect((await unlike(outsider, type, id)).status).toBe(403);
      }
    }
    // Noah cannot see the secret group at all.
    expect((await like(noah, 'Post', inner.id)).body).toEqual({ errors: [messages.postNotFound] });
    expect((await like(noah, 'Comment', innerComment.id)).body).toEqual({ errors: [messages.commentNotFound] });
    expect((await unlike(noah, 'Post', inner.id)).status).toBe(404);
    // The admin is a member everywhere; a mandatory wall needs no posting right to be liked.
    expect((await like(ada, 'Post', backstage.id)).status).toBe(201);
    expect((await like(ada, 'Comment', innerComment.id)).status).toBe(201);
    const news = await post(ada, 'announcements');
    expect((await like(kenji, 'Post', news.id)).status).toBe(201);
    expect(await postLikes(noah, backstage.id)).toBe(1);

    // Deleted, unknown, and assets (none exist yet).
    expect((await ctx.api.call('DELETE', `/api/v2/comments/${backstageComment.id}`, { session: noah })).status).toBe(204);
    expect((await like(ada, 'Comment', backstageComment.id)).body).toEqual({ errors: [messages.commentNotFound] });
    expect((await ctx.api.call('DELETE', `/api/v2/posts/${open.id}`, { session: noah })).status).toBe(204);
    const gone = await like(mia, 'Post', open.id);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ errors: [messages.postNotFound] });
    expect((await unlike(mia, 'Post', open.id)).body).toEqual({ errors: [messages.postNotFound] });
    expect((await like(mia, 'Post', 99_999_999)).status).toBe(404);
    const asset = await like(mia, 'Asset', 1);
    expect(asset.status).toBe(404);
    expect(asset.body).toEqual({ errors: [messages.notFound] });
  });

  it('refuses a disabled or locked member the way it refuses their posts', async () => {
    const grace = await login('grace@example.com');
    const saoirse = await login('saoirse@example.com');
    const mia = await login('member@example.com');
    const p = await post(mia, 'welcome');
    await ctx.testDb.db.update(users).set({ state: 'disabled' }).where(eq(users.email, 'grace@example.com'));
    await ctx.testDb.db.update(users).set({ state: 'locked' }).where(eq(users.email, 'saoirse@example.com'));
    const disabled = await like(grace, 'Post', p.id);
    expect(disabled.status).toBe(403);
    expect(disabled.body).toEqual({ errors: [messages.accountDisabled] });
    const locked = await like(saoirse, 'Post', p.id);
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ errors: [messages.accountLocked] });
    expect((await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: grace, body: { body: 'x' } })).status).toBe(403);
    expect(await postLikes(mia, p.id)).toBe(0);
  });

  it('validates the like body, the path and the query', async () => {
    const mia = await login('member@example.com');
    const p = await post(mia, 'welcome');
    expect((await like(mia, 'Video', p.id)).status).toBe(400);
    expect((await like(mia, 'Post', -3)).status).toBe(400);
    const empty = await ctx.api.call('POST', '/api/v2/likes', { session: mia, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toBe(messages.badRequest);
    expect((await ctx.api.call('POST', '/api/v2/likes', { session: mia, payload: '[1]' })).status).toBe(400);
    expect((await unlike(mia, 'Video', p.id)).status).toBe(400);
    expect((await unlike(mia, 'Post', 'abc')).status).toBe(400);
    const tooMany = Array.from({ length: MAX_LIKE_IDS + 1 }, (_, i) => i + 1).join(',');
    for (const q of ['likeable_type=Post', 'likeable_type=Post&likeable_ids=1,x', 'likeable_type=Nope&likeable_ids=1', `likeable_type=Post&likeable_ids=${tooMany}`]) {
      expect((await ctx.api.call('GET', `/api/v2/account/likes?${q}`, { session: mia })).status).toBe(400);
    }
  });

  it('answers which of the asked likeables the member likes, only where they may still read', async () => {
    const mia = await login('member@example.com');
    const inner = await post(mia, 'inner-circle');
    const a = await post(mia, 'welcome');
    const b = await post(mia, 'welcome');
    await like(mia, 'Post', inner.id);
    await like(mia, 'Post', b.id);
    expect(await ownLikes(mia, 'Post', [a.id, b.id, inner.id, b.id, 99_999_999])).toEqual([b.id, inner.id]);
    const listed = accountLikesResponse.parse(
      (await ctx.api.call('GET', `/api/v2/account/likes?likeable_type=Post&likeable_ids=${b.id}`, { session: mia })).body,
    );
    expect(listed.likes).toEqual([{ likeable_type: 'Post', likeable_id: b.id, created_at: expect.any(String) }]);
    expect(await ownLikes(mia, 'Comment', [b.id])).toEqual([]);
    expect(await ownLikes(mia, 'Asset', [1])).toEqual([]);
    // After leaving the secret group, its post is no longer hers to ask about.
    const groups = (await ctx.api.call('GET', '/api/v2/groups', { session: mia })).body.groups as { id: number; key: string }[];
    const innerId = groups.find((g) => g.key === 'inner-circle')!.id;
    expect((await ctx.api.call('DELETE', `/api/v2/groups/${innerId}/membership`, { session: mia })).status).toBe(204);
    expect(await ownLikes(mia, 'Post', [b.id, inner.id])).toEqual([b.id]);
  });
});
