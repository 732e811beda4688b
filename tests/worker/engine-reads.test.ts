// Reads into the mirror against the real server: wall paging, single posts, and deltas (another member's writes, tombstones).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { ACTIVITY_FEED_PAGING_KEY } from '../../schema/mirror/activity-feed';
import type { Comment, Post } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { engineFor, MEMBER, OTHER, type Harness } from './helpers/engine-harness';
import { DEMO_PASSWORD, startLiveServer, type LiveServer } from './helpers/live-server';

let server: LiveServer;
let h: Harness;
let noah: Session;

beforeAll(async () => {
  server = await startLiveServer();
  h = engineFor(server, { syncPageSize: 2 });
  await h.engine.start(h.events);
  expect(await h.engine.session.signIn(MEMBER, DEMO_PASSWORD)).toEqual({ ok: true });
  await h.engine.syncNow();
  noah = await server.api.login(OTHER, DEMO_PASSWORD);
});
afterAll(async () => {
  await h.close();
  await server.close();
});

async function noahPosts(body: string, wall = 'welcome'): Promise<Post> {
  const res = await server.api.call<{ post: Post }>('POST', `/api/v2/walls/${wall}/posts`, { session: noah, body: { body } });
  expect(res.status).toBe(201);
  return res.body.post;
}

describe('posts.loadWall', () => {
  it('pages through a wall to its end without duplicates, newest first', async () => {
    const expected = (await h.mirror.groups.get('welcome'))!.posts_count;
    await h.engine.posts.loadWall('welcome');
    expect(await h.mirror.posts.where('wall_key').equals('welcome').count()).toBe(15);
    const firstPage = await h.mirror.walls.get('welcome');
    expect(firstPage).toMatchObject({ next_cursor: expect.any(String), exhausted: 0 });
    let guard = 0;
    while (!(await h.mirror.walls.get('welcome'))?.exhausted && guard++ < 20) await h.engine.posts.loadWall('welcome', true);
    const rows = await h.mirror.posts.where('[wall_key+sort_key]').between(['welcome', ''], ['welcome', '\uffff']).reverse().toArray();
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((p) => p.id)).size).toBe(expected);
    expect(rows.every((p) => p.uid === `p${p.id}` && p.status === undefined)).toBe(true);
    const times = rows.map((p) => Date.parse(p.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const wall = (await h.mirror.walls.get('welcome'))!;
    expect(wall).toMatchObject({ next_cursor: null, exhausted: 1 });

    await h.engine.posts.loadWall('welcome', true); // at the end: nothing to fetch
    expect((await h.mirror.walls.get('welcome'))!.fetched_at).toBe(wall.fetched_at);
    await h.engine.posts.loadWall('welcome'); // a fresh first page never duplicates what is there
    expect(await h.mirror.posts.where('wall_key').equals('welcome').count()).toBe(expected);
  });

  it('shares one request between two identical calls in flight', async () => {
    await Promise.all([h.engine.posts.loadWall('announcements'), h.engine.posts.loadWall('announcements')]);
    expect(await h.mirror.posts.where('wall_key').equals('announcements').count()).toBeGreaterThan(0);
  });
});

describe('posts.loadActivity', () => {
  it("pages the activity feed into the mirror: posts of several joined walls under the feed's own paging row", async () => {
    const fresh = await noahPosts('Fresh on the welcome wall');
    await h.engine.posts.loadActivity();
    const paging = await h.mirror.walls.get(ACTIVITY_FEED_PAGING_KEY);
    expect(paging).toMatchObject({ next_cursor: expect.any(String), exhausted: 0 });
    expect(await h.mirror.posts.get(`p${fresh.id}`)).toMatchObject({ wall_key: 'welcome' });
    await h.engine.posts.loadActivity(true);
    const next = (await h.mirror.walls.get(ACTIVITY_FEED_PAGING_KEY))!;
    expect(next.next_cursor).not.toBe(paging!.next_cursor);
    const walls = new Set((await h.mirror.posts.toArray()).map((p) => p.wall_key));
    expect(walls.size).toBeGreaterThan(1);
    expect(walls).not.toContain('backstage');
  });
});

describe('posts.load', () => {
  it('writes the post and its comments', async () => {
    const post = await noahPosts('A post with a comment');
    const commented = await server.api.call<{ comment: Comment }>('POST', `/api/v2/posts/${post.id}/comments`, {
      session: noah,
      body: { body: 'First!' },
    });
    expect(commented.status).toBe(201);
    await h.engine.posts.load(post.id);
    expect(await h.mirror.posts.get(`p${post.id}`)).toMatchObject({ id: post.id, comments_count: 1 });
    const comments = await h.mirror.comments.where('post_id').equals(post.id).toArray();
    expect(comments.map((c) => [c.uid, c.body])).toEqual([[`p${commented.body.comment.id}`, 'First!']]);
  });

  it('removes a post the server no longer has, and rejects with the server message', async () => {
    const post = await noahPosts('Here today');
    await h.engine.posts.load(post.id);
    expect(await h.mirror.posts.get(`p${post.id}`)).toBeDefined();
    expect((await server.api.call('DELETE', `/api/v2/posts/${post.id}`, { session: noah })).status).toBe(204);
    await expect(h.engine.posts.load(post.id)).rejects.toMatchObject({ code: 404, data: messages.postNotFound });
    expect(await h.mirror.posts.get(`p${post.id}`)).toBeUndefined();
  });
});

describe('deltas', () => {
  it("brings another member's posts and comments, over several pages of the feed", async () => {
    const cursorBefore = (await h.kv('syncCursor'))!;
    const made: Post[] = [];
    for (let i = 0; i < 5; i++) made.push(await noahPosts(`Delta post ${i}`));
    const comment = await server.api.call<{ comment: Comment }>('POST', `/api/v2/posts/${made[0]!.id}/comments`, {
      session: noah,
      body: { body: 'Commenting on my own post' },
    });
    await h.engine.syncNow();
    for (const p of made) expect(await h.mirror.posts.get(`p${p.id}`)).toMatchObject({ body: p.body, author_id: noah.user_id });
    expect(await h.mirror.members.get(noah.user_id)).toMatchObject({ id: noah.user_id });
    expect(await h.mirror.comments.get(`p${comment.body.comment.id}`)).toMatchObject({ post_id: made[0]!.id });
    expect((await h.mirror.posts.get(`p${made[0]!.id}`))!.comments_count).toBe(1);
    expect((await h.kv('syncCursor'))!).toBeGreaterThan(cursorBefore);
  });

  it('applies tombstones: a deleted comment, then a deleted post with its comments', async () => {
    const post = await noahPosts('Short-lived');
    const a = await server.api.call<{ comment: Comment }>('POST', `/api/v2/posts/${post.id}/comments`, { session: noah, body: { body: 'a' } });
    const b = await server.api.call<{ comment: Comment }>('POST', `/api/v2/posts/${post.id}/comments`, { session: noah, body: { body: 'b' } });
    await h.engine.syncNow();
    expect(await h.mirror.comments.where('post_id').equals(post.id).count()).toBe(2);

    expect((await server.api.call('DELETE', `/api/v2/comments/${a.body.comment.id}`, { session: noah })).status).toBe(204);
    await h.engine.syncNow();
    expect(await h.mirror.comments.get(`p${a.body.comment.id}`)).toBeUndefined();
    expect(await h.mirror.comments.get(`p${b.body.comment.id}`)).toBeDefined();

    expect((await server.api.call('DELETE', `/api/v2/posts/${post.id}`, { session: noah })).status).toBe(204);
    await h.engine.syncNow();
    expect(await h.mirror.posts.get(`p${post.id}`)).toBeUndefined();
    expect(await h.mirror.comments.where('post_id').equals(post.id).count()).toBe(0);
  });

  it('drops a group, its paging row, posts and comments when access is lost', async () => {
    await h.engine.posts.loadWall('inner-circle');
    const group = (await h.mirror.groups.get('inner-circle'))!;
    const posts = await h.mirror.posts.where('wall_key').equals('inner-circle').toArray();
    expect(posts.length).toBeGreaterThan(0);
    await h.engine.posts.load(posts[0]!.id);
    const session = (await h.kv('session'))!;
    const left = await server.api.call('DELETE', `/api/v2/groups/${group.id}/membership`, { session });
    expect(left.status).toBeLessThan(300);
    await h.engine.syncNow();
    expect(await h.mirror.groups.get('inner-circle')).toBeUndefined();
    expect(await h.mirror.walls.get('inner-circle')).toBeUndefined();
    expect(await h.mirror.posts.where('wall_key').equals('inner-circle').count()).toBe(0);
    expect(await h.mirror.comments.where('post_id').equals(posts[0]!.id).count()).toBe(0);
  });
});
