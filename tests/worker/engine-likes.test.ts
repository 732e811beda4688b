// Likes through the engine against the real server: optimistic, offline, exactly once (also when replayed), refused, discarded.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { likeUid } from '../../schema/local-db';
import { messages } from '../../schema/messages';
import type { Post, PostWithComments } from '../../schema/posts';
import { OTHER, useSignedInMember } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';
import { waitFor } from './helpers/wait';

const member = useSignedInMember();

/** A fresh post by another member, so each test starts from no likes; loaded into the mirror. */
async function freshPost(): Promise<Post> {
  const noah = (await member.server.api.call<{ secret_id: string; secret: string; user_id: number }>('POST', '/api/v1/sessions', { body: { email: OTHER, password: DEMO_PASSWORD } })).body;
  const res = await member.server.api.call<{ post: Post }>('POST', '/api/v2/walls/welcome/posts', { session: noah, body: { body: `Like me ${Math.random()}` } });
  expect(res.status).toBe(201);
  await member.h.engine.posts.load(res.body.post.id);
  return res.body.post;
}

async function onServer(postId: number): Promise<{ count: number; liked: boolean }> {
  const session = (await member.h.kv('session'))!;
  const post = await member.server.api.call<PostWithComments>('GET', `/api/v2/posts/${postId}`, { session });
  const mine = await member.server.api.call<{ likes: unknown[] }>('GET', `/api/v2/account/likes?likeable_type=Post&likeable_ids=${postId}`, { session });
  return { count: post.body.post.likes_count, liked: mine.body.likes.length === 1 };
}

const settled = async () => (await member.h.mirror.outbox.count()) === 0;
const likeRow = (postId: number) => member.h.mirror.likes.get(likeUid('Post', postId));

describe('likes', () => {
  it('shows a like at once, then the server counts it exactly once', async () => {
    const post = await freshPost();
    await member.h.engine.likes.like('Post', post.id);
    await waitFor(settled, 'delivery');
    expect(await likeRow(post.id)).toMatchObject({ liked: 1, server_liked: 1 });
    expect((await member.h.mirror.posts.get(`p${post.id}`))!.likes_count).toBe(1);
    expect(await onServer(post.id)).toEqual({ count: 1, liked: true });

    await member.h.engine.likes.unlike('Post', post.id);
    await waitFor(settled, 'delivery of the unlike');
    expect(await likeRow(post.id)).toBeUndefined();
    expect(await onServer(post.id)).toEqual({ count: 0, liked: false });
  });

  it('offline: like, unlike and like again are kept in order and land as one like when the network returns', async () => {
    const post = await freshPost();
    member.server.setOffline(true);
    await member.h.engine.likes.like('Post', post.id);
    await member.h.engine.likes.unlike('Post', post.id);
    await member.h.engine.likes.like('Post', post.id);
    const row = await likeRow(post.id);
    expect(row).toMatchObject({ liked: 1, server_liked: 0, status: 'pending' });
    expect(await member.h.mirror.outbox.count()).toBe(3);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    expect(await onServer(post.id)).toEqual({ count: 1, liked: true });
    expect(await likeRow(post.id)).toMatchObject({ liked: 1, server_liked: 1 });
    expect((await likeRow(post.id))!.status).toBeUndefined();
  });

  it('a replay of the same like by the service worker after an unlike does not like again', async () => {
    const post = await freshPost();
    member.server.setOffline(true);
    const likeId = await member.h.engine.likes.like('Post', post.id);
    const session = (await member.h.kv('session'))!;
    // The service worker's queue sent the like first (same Idempotency-Key); the engine then delivers both entries.
    await member.h.engine.likes.unlike('Post', post.id);
    const body = { likeable_type: 'Post', likeable_id: post.id };
    expect((await member.server.api.call('POST', '/api/v2/likes', { session, headers: { 'idempotency-key': likeId }, body })).status).toBeLessThan(300);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    // ...and replays it once more, late: the stored answer comes back and nothing is liked again.
    await member.server.api.call('POST', '/api/v2/likes', { session, headers: { 'idempotency-key': likeId }, body });
    expect(await onServer(post.id)).toEqual({ count: 0, liked: false });
  });

  it('a like of a post deleted meanwhile is refused with the server message, kept for retry or discard; discard puts it back', async () => {
    const post = await freshPost();
    member.server.setOffline(true);
    const clientId = await member.h.engine.likes.like('Post', post.id);
    const noah = (await member.server.api.call<{ secret_id: string; secret: string; user_id: number }>('POST', '/api/v1/sessions', { body: { email: OTHER, password: DEMO_PASSWORD } })).body;
    expect((await member.server.api.call('DELETE', `/api/v2/posts/${post.id}`, { session: noah })).status).toBe(204);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(async () => (await likeRow(post.id))?.status === 'failed', 'the refusal');
    expect(await likeRow(post.id)).toMatchObject({ error: messages.postNotFound, client_id: clientId });
    await member.h.engine.outbox.discard(clientId);
    expect(await likeRow(post.id)).toBeUndefined();
    expect(await member.h.mirror.outbox.count()).toBe(0);
  });

  it("a like made on another device arrives through the liker's delta feed", async () => {
    const post = await freshPost();
    const session = (await member.h.kv('session'))!;
    await member.server.api.call('POST', '/api/v2/likes', { session, body: { likeable_type: 'Post', likeable_id: post.id } });
    await member.h.engine.syncNow();
    expect(await likeRow(post.id)).toMatchObject({ liked: 1, server_liked: 1 });
    expect((await member.h.mirror.posts.get(`p${post.id}`))!.likes_count).toBe(1);
  });
});
