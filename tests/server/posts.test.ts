// Wall feeds with keyset paging, a post with its comments, creating and deleting posts and comments.
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { postResponse, postsPage, postWithComments, commentResponse, type Post } from '../../schema/posts';
import { eq } from 'drizzle-orm';
import { posts } from '../../server/domains/posts/post-schema';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('posts on %s', (driver) => {
  const ctx = useTestApp(driver);
  const member = () => ctx.api.login('member@example.com');

  it('pages a wall newest first, 15 by default, walking every post once', async () => {
    const s = await member();
    const seen: Post[] = [];
    let url = '/api/v2/walls/welcome/recent_posts';
    for (let pages = 0; pages < 10; pages++) {
      const res = await ctx.api.call('GET', url, { session: s });
      expect(res.status).toBe(200);
      const page = postsPage.parse(res.body);
      if (pages === 0) expect(page.posts).toHaveLength(15);
      seen.push(...page.posts);
      if (!page.meta.next) break;
      url = `/api/v2/walls/welcome/recent_posts?cursor=${encodeURIComponent(page.meta.next)}`;
    }
    expect(seen).toHaveLength(40);
    expect(new Set(seen.map((p) => p.id)).size).toBe(40);
    const order = seen.map((p) => `${p.created_at}|${String(p.id).padStart(10, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(seen.every((p) => p.wall_key === 'welcome')).toBe(true);
  });

  it('honours limit and refuses a malformed cursor', async () => {
    const s = await member();
    const page = postsPage.parse((await ctx.api.call('GET', '/api/v2/walls/welcome/recent_posts?limit=7', { session: s })).body);
    expect(page.posts).toHaveLength(7);
    for (const cursor of ['garbage!', 'Zm9vYmFy', Buffer.from('2024-01-01T00:00:00.000Z|99999999999').toString('base64url')]) {
      const res = await ctx.api.call('GET', `/api/v2/walls/welcome/recent_posts?cursor=${encodeURIComponent(cursor)}`, { session: s });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [messages.invalidCursor] });
    }
    expect((await ctx.api.call('GET', '/api/v2/walls/welcome/recent_posts?limit=1000', { session: s })).status).toBe(400);
  });

  it('guards walls: unknown 404, private to outsiders 403, secret to outsiders 404', async () => {
    const mia = await member();
    const noah = await ctx.api.login('noah@example.com');
    const unknown = await ctx.api.call('GET', '/api/v2/walls/no-such-wall/recent_posts', { session: mia });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: [messages.groupNotFound] });
    const priv = await ctx.api.call('GET', '/api/v2/walls/backstage/recent_posts', { session: mia });
    expect(priv.status).toBe(403);
    expect(priv.body).toEqual({ errors: [messages.notAMember] });
    const secret = await ctx.api.call('GET', '/api/v2/walls/inner-circle/recent_posts', { session: noah });
    expect(secret.status).toBe(404);
    expect(secret.body).toEqual({ errors: [messages.groupNotFound] });
    expect((await ctx.api.call('GET', '/api/v2/walls/inner-circle/recent_posts', { session: mia })).status).toBe(200);
    expect((await ctx.api.call('GET', '/api/v2/walls/announcements/recent_posts', { session: noah })).status).toBe(200);
  });

  it('answers a post with its comments, oldest first; unreadable posts do not exist', async () => {
    const mia = await member();
    const page = postsPage.parse((await ctx.api.call('GET', '/api/v2/walls/welcome/recent_posts?limit=40', { session: mia })).body);
    const withComments = page.posts.find((p) => p.comments_count > 1)!;
    const res = await ctx.api.call('GET', `/api/v2/posts/${withComments.id}`, { session: mia });
    expect(res.status).toBe(200);
    const full = postWithComments.parse(res.body);
    expect(full.comments).toHaveLength(withComments.comments_count);
    const times = full.comments.map((c) => c.created_at);
    expect(times).toEqual([...times].sort());
    const ada = await ctx.api.login('admin@example.com');
    const backstage = postsPage.parse((await ctx.api.call('GET', '/api/v2/walls/backstage/recent_posts', { session: ada })).body);
    const hidden = await ctx.api.call('GET', `/api/v2/posts/${backstage.posts[0]!.id}`, { session: mia });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ errors: [messages.postNotFound] });
    expect((await ctx.api.call('GET', '/api/v2/posts/99999999', { session: mia })).status).toBe(404);
  });

  it('creates a post and a comment, keeping counts right', async () => {
    const mia = await member();
    const created = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: mia, body: { body: '  Hello harbour!  ' } });
    expect(created.status).toBe(201);
    const { post } = postResponse.parse(created.body);
    expect(post.body).toBe('Hello harbour!');
    expect(post.author.display_name).toBe('Mia Member');
    expect(post.client_id).toBeNull();
    const first = postsPage.parse((await ctx.api.call('GET', '/api/v2/walls/welcome/recent_posts?limit=1', { session: mia })).body);
    expect(first.posts[0]!.id).toBe(post.id);
    const c = await ctx.api.call('POST', `/api/v2/posts/${post.id}/comments`, { session: mia, body: { body: 'First!' } });
    expect(c.status).toBe(201);
    expect(commentResponse.parse(c.body).comment.post_id).toBe(post.id);
    const full = postWithComments.parse((await ctx.api.call('GET', `/api/v2/posts/${post.id}`, { session: mia })).body);
    expect(full.post.comments_count).toBe(1);
    expect(full.comments.map((x) => x.body)).toEqual(['First!']);
  });

  it('validates bodies with the product messages', async () => {
    const mia = await member();
    const empty = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: mia, body: { body: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ errors: [messages.postEmpty] });
    const missing = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: mia, body: {} });
    expect(missing.body).toEqual({ errors: [messages.postEmpty] });
    const long = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: mia, body: { body: 'x'.repeat(20_001) } });
    expect(long.body).toEqual({ errors: [messages.postTooLong] });
    const page = postsPage.parse((await ctx.api.call('GET', '/api/v2/walls/welcome/recent_posts', { session: mia })).body);
    const comment = await ctx.api.call('POST', `/api/v2/posts/${page.posts[0]!.id}/comments`, { session: mia, body: { body: '' } });
    expect(comment.status).toBe(422);
    expect(comment.body).toEqual({ errors: [messages.commentEmpty] });
  });

  it('refuses posting where the member may not post', async () => {
    const mia = await member();
    const ann = await ctx.api.call('POST', '/api/v2/walls/announcements/posts', { session: mia, body: { body: 'Hi all' } });
    expect(ann.status).toBe(403);
    expect(ann.body).toEqual({ errors: [messages.postingNotAllowed] });
    const priv = await ctx.api.call('POST', '/api/v2/walls/backstage/posts', { session: mia, body: { body: 'Let me in' } });
    expect(priv.status).toBe(403);
    const ada = await ctx.api.login('admin@example.com');
    expect((await ctx.api.call('POST', '/api/v2/walls/announcements/posts', { session: ada, body: { body: 'News' } })).status).toBe(201);
  });

  it('refuses comments on a post whose comments are turned off', async () => {
    const mia = await member();
    const { post } = postResponse.parse((await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: mia, body: { body: 'Quiet please' } })).body);
    await ctx.testDb.db.update(posts).set({ commentsDisabled: true }).where(eq(posts.id, post.id));
    const res = await ctx.api.call('POST', `/api/v2/posts/${post.id}/comments`, { session: mia, body: { body: 'Hello?' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [messages.commentsDisabled] });
  });

  it('deletes posts and comments: author or group admin only', async () => {
    const mia = await member();
    const noah = await ctx.api.login('noah@example.com');
    const ada = await ctx.api.login('admin@example.com');
    const { post } = postResponse.parse((await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: mia, body: { body: 'Short-lived' } })).body);
    const c1 = (await ctx.api.call('POST', `/api/v2/posts/${post.id}/comments`, { session: noah, body: { body: 'one' } })).body.comment;
    await ctx.api.call('POST', `/api/v2/posts/${post.id}/comments`, { session: noah, body: { body: 'two' } });
    expect((await ctx.api.call('DELETE', `/api/v2/comments/${c1.id}`, { session: mia })).status).toBe(403);
    expect((await ctx.api.call('DELETE', `/api/v2/comments/${c1.id}`, { session: noah })).status).toBe(204);
    expect((await ctx.api.call('DELETE', `/api/v2/comments/${c1.id}`, { session: noah })).status).toBe(404);
    const after = postWithComments.parse((await ctx.api.call('GET', `/api/v2/posts/${post.id}`, { session: mia })).body);
    expect(after.post.comments_count).toBe(1);
    expect(after.comments.map((c) => c.body)).toEqual(['two']);
    expect((await ctx.api.call('DELETE', `/api/v2/posts/${post.id}`, { session: noah })).status).toBe(403);
    expect((await ctx.api.call('DELETE', `/api/v2/posts/${post.id}`, { session: ada })).status).toBe(204);
    expect((await ctx.api.call('GET', `/api/v2/posts/${post.id}`, { session: mia })).status).toBe(404);
    const more = await ctx.api.call('POST', `/api/v2/posts/${post.id}/comments`, { session: mia, body: { body: 'too late' } });
    expect(more.status).toBe(404);
    expect(more.body).toEqual({ errors: [messages.postNotFound] });
  });
});
