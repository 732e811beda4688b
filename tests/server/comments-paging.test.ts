// Comment pages and replies: oldest first with a cursor, replies one level deep, the post's first page, and who may read them.
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { commentResponse, commentsPage, postResponse, postWithComments, type Comment } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { whileDisabled } from './support/disabled-member';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('comment pages and replies on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const newPost = async (s: Session, wall = 'welcome') =>
    postResponse.parse((await ctx.api.call('POST', `/api/v2/walls/${wall}/posts`, { session: s, body: { body: 'Talk here' } })).body).post;
  const comment = async (s: Session, postId: number, body: string, parent_id?: number): Promise<Comment> => {
    const res = await ctx.api.call('POST', `/api/v2/posts/${postId}/comments`, { session: s, body: { body, parent_id } });
    expect(res.status).toBe(201);
    return commentResponse.parse(res.body).comment;
  };
  const page = (s: Session | undefined, postId: number, query = '') => ctx.api.call('GET', `/api/v2/posts/${postId}/comments${query}`, { session: s });

  it('pages top-level comments oldest first; the post carries the first 15 and a cursor to the rest', async () => {
    const mia = await login('member@example.com');
    const p = await newPost(mia);
    const made: Comment[] = [];
    for (let i = 0; i < 18; i++) made.push(await comment(mia, p.id, `Comment ${i}`));
    const withPost = postWithComments.parse((await ctx.api.call('GET', `/api/v2/posts/${p.id}`, { session: mia })).body);
    expect(withPost.comments.map((c) => c.body)).toEqual(made.slice(0, 15).map((c) => c.body));
    expect(withPost.post.comments_count).toBe(18);
    const next = withPost.comments_meta?.next;
    expect(next).toEqual(expect.any(String));
    const rest = commentsPage.parse((await page(mia, p.id, `?cursor=${next}`)).body);
    expect(rest.comments.map((c) => c.body)).toEqual(['Comment 15', 'Comment 16', 'Comment 17']);
    expect(rest.meta.next).toBeNull();

    const small = commentsPage.parse((await page(mia, p.id, '?limit=5')).body);
    expect(small.comments.map((c) => c.id)).toEqual(made.slice(0, 5).map((c) => c.id));
    const second = commentsPage.parse((await page(mia, p.id, `?limit=5&cursor=${small.meta.next}`)).body);
    expect(second.comments.map((c) => c.id)).toEqual(made.slice(5, 10).map((c) => c.id));
  });

  it('keeps replies one level deep: a reply to a reply attaches to the top-level comment; counts count all', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const p = await newPost(mia);
    const top = await comment(mia, p.id, 'Top');
    const reply = await comment(noah, p.id, 'Reply', top.id);
    expect(reply.parent_id).toBe(top.id);
    const deeper = await comment(mia, p.id, 'Reply to the reply', reply.id);
    expect(deeper.parent_id).toBe(top.id);
    const first = postWithComments.parse((await ctx.api.call('GET', `/api/v2/posts/${p.id}`, { session: noah })).body);
    expect(first.comments.map((c) => c.body)).toEqual(['Top']);
    expect(first.comments[0]!.replies_count).toBe(2);
    expect(first.post.comments_count).toBe(3);
    const replies = commentsPage.parse((await page(noah, p.id, `?parent_id=${top.id}`)).body);
    expect(replies.comments.map((c) => c.body)).toEqual(['Reply', 'Reply to the reply']);
    expect(replies.comments.every((c) => c.replies_count === undefined)).toBe(true);
    // A reply's id is no parent to page under; a comment of another post is no parent at all.
    expect((await page(noah, p.id, `?parent_id=${reply.id}`)).status).toBe(404);
    const other = await newPost(mia);
    const missing = await ctx.api.call('POST', `/api/v2/posts/${other.id}/comments`, { session: mia, body: { body: 'x', parent_id: top.id } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errors: [messages.commentNotFound] });
  });

  it('answers readers only: visitors 401, outsiders 404, a disabled member 403; bad queries 400', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const ada = await login('admin@example.com');
    const grace = await login('grace@example.com');
    const backstage = await newPost(noah, 'backstage');
    await comment(noah, backstage.id, 'Inside');
    expect((await page(undefined, backstage.id)).status).toBe(401);
    const outsider = await page(mia, backstage.id);
    expect(outsider.status).toBe(404);
    expect(outsider.body).toEqual({ errors: [messages.postNotFound] });
    expect(commentsPage.parse((await page(ada, backstage.id)).body).comments).toHaveLength(1);
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      const disabled = await page(grace, backstage.id);
      expect(disabled.status).toBe(403);
      expect(disabled.body).toEqual({ errors: [messages.accountDisabled] });
    });
    for (const q of ['?cursor=bad!', '?cursor=Zm9v', '?limit=0', '?limit=101', '?parent_id=-1', '?parent_id=x']) {
      expect((await page(noah, backstage.id, q)).status).toBe(400);
    }
    expect((await page(noah, 99_999_999)).status).toBe(404);
  });
});
