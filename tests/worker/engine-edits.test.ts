// Edits, deletes, replies and comment pages through the engine against the real server: optimistic, offline, in order, refusals kept.
import 'fake-indexeddb/auto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import type { Post, PostWithComments } from '../../schema/posts';
import { comments as commentsTable, posts as postsTable } from '../../server/domains/posts/post-schema';
import { idempotencyKeys } from '../../server/core/sync-schema';
import { isBeingDeleted } from '../../schema/mirror/pending-change';
import { OTHER, useSignedInMember } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';
import { waitFor } from './helpers/wait';

const member = useSignedInMember();
afterEach(() => browserOffline(false));
const settled = async () => (await member.h.mirror.outbox.count()) === 0;

async function session() {
  return (await member.h.kv('session'))!;
}
async function noah() {
  return (await member.server.api.call<{ secret_id: string; secret: string }>('POST', '/api/v1/sessions', { body: { email: OTHER, password: DEMO_PASSWORD } })).body;
}
/** A post of the member's, on the server and in the mirror. */
async function ownPost(body = `Mine ${Math.random()}`): Promise<Post> {
  const res = await member.server.api.call<{ post: Post }>('POST', '/api/v2/walls/welcome/posts', { session: await session(), body: { body } });
  await member.h.engine.posts.load(res.body.post.id);
  return res.body.post;
}
const serverPost = async (id: number) => (await member.server.api.call<PostWithComments>('GET', `/api/v2/posts/${id}`, { session: await session() })).body;
const row = (id: number) => member.h.mirror.posts.get(`p${id}`);
/** How many writes with this Idempotency-Key reached the server (0 or 1: a repeat is answered from the stored one). */
async function arrived(clientId: string): Promise<number> {
  return (await member.server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, clientId))).length;
}
/** The browser says it is offline: the engine does not even try, so what is queued has never reached the server. */
function browserOffline(offline: boolean) {
  if (offline) Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true, writable: true });
  else Reflect.deleteProperty(globalThis, 'navigator');
}

/** Offline, the engine's attempt at the head has failed and waits for its next try: nothing is being sent. */
async function notSending() {
  await waitFor(async () => (await member.h.mirror.outbox.where('status').equals('sending').count()) === 0, 'the failed attempt');
}
async function onlineAgain() {
  member.server.setOffline(false);
  await member.h.engine.syncNow();
  await waitFor(settled, 'delivery');
}

describe('edits and deletes', () => {
  it('offline: an edit shows at once, survives a refresh from the server and lands once when online', async () => {
    const post = await ownPost();
    member.server.setOffline(true);
    await member.h.engine.edits.editPost(post, 'Edited offline');
    expect(await row(post.id)).toMatchObject({ body: 'Edited offline', pending_change: { kind: 'edit', status: 'pending', server_body: post.body } });
    member.server.setOffline(false);
    // Someone likes it: the feed brings the old text; the member still sees theirs.
    const other = await noah();
    await member.server.api.call('POST', '/api/v2/likes', { session: other, body: { likeable_type: 'Post', likeable_id: post.id } });
    await member.h.engine.posts.load(post.id);
    await onlineAgain();
    const after = await row(post.id);
    expect(after).toMatchObject({ body: 'Edited offline', likes_count: 1 });
    expect(after!.pending_change).toBeUndefined();
    expect(after!.edited_at).not.toBeNull();
    expect((await serverPost(post.id)).post.body).toBe('Edited offline');
  });

  it('offline: a delete hides the post at once and deletes it once when online', async () => {
    const post = await ownPost();
    member.server.setOffline(true);
    await member.h.engine.edits.deletePost(post);
    expect(isBeingDeleted((await row(post.id))!)).toBe(true);
    const entry = await member.h.mirror.outbox.toCollection().last();
    await onlineAgain();
    expect(await row(post.id)).toBeUndefined();
    expect(await arrived(entry!.client_id)).toBe(1);
    const [gone] = await member.server.db.select({ deletedAt: postsTable.deletedAt }).from(postsTable).where(eq(postsTable.id, post.id));
    expect(gone!.deletedAt).not.toBeNull();
  });

  it('a refused delete shows the row again with the message; discard keeps the post', async () => {
    const other = await noah();
    const res = await member.server.api.call<{ post: Post }>('POST', '/api/v2/walls/welcome/posts', { session: other, body: { body: 'Not yours' } });
    const post = res.body.post;
    await member.h.engine.posts.load(post.id);
    await member.h.engine.edits.deletePost(post);
    await waitFor(async () => (await row(post.id))?.pending_change?.status === 'failed', 'the refusal');
    const failed = (await row(post.id))!;
    expect(failed.pending_change).toMatchObject({ kind: 'delete', error: messages.forbidden });
    expect(isBeingDeleted(failed)).toBe(false);
    await member.h.engine.outbox.discard(failed.pending_change!.client_id);
    expect((await row(post.id))!.pending_change).toBeUndefined();
    expect(await member.h.mirror.outbox.count()).toBe(0);
  });

  it('a refused edit keeps the member\'s text for retry, edit or discard; discard puts the server text back', async () => {
    const post = await ownPost('Original');
    member.server.setOffline(true);
    await member.h.engine.edits.editPost(post, 'My better text');
    // Deleted elsewhere meanwhile (another device of the member).
    await member.server.api.call('DELETE', `/api/v2/posts/${post.id}`, { session: await session() });
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(async () => (await row(post.id))?.pending_change?.status === 'failed' || !(await row(post.id)), 'the refusal');
    // Either the refusal shows on the row, or the deletion reached the device first and the row went with it; the
    // text stays in the outbox either way (listed among the unsent writes), failed, until discarded.
    const [entry] = await member.h.mirror.outbox.toArray();
    expect(entry).toMatchObject({ status: 'failed', error: messages.postNotFound, mutation: { body: { body: 'My better text' } } });
    const failed = await row(post.id);
    if (failed) expect(failed).toMatchObject({ body: 'My better text', pending_change: { error: messages.postNotFound } });
    await member.h.engine.outbox.discard(entry!.client_id);
    if (failed) expect((await row(post.id))!.body).toBe('Original');
  });

  it('refuses an empty edit of a text-only post before anything is written', async () => {
    const post = await ownPost();
    await expect(member.h.engine.edits.editPost(post, '   ')).rejects.toThrow(messages.postEmpty);
    expect(await member.h.mirror.outbox.count()).toBe(0);
  });

  it('deleting a post never sent cancels it: nothing is sent, its comments go too', async () => {
    browserOffline(true);
    const clientId = await member.h.engine.posts.create('welcome', 'Never mind');
    const draft = (await member.h.mirror.posts.where('client_id').equals(clientId).first())!;
    const commentId = await member.h.engine.comments.create({ postId: 0, postClientId: clientId }, 'On my own draft');
    expect(await member.h.mirror.outbox.count()).toBe(2);
    await member.h.engine.edits.deletePost(draft);
    expect(await member.h.mirror.outbox.count()).toBe(0);
    expect(await member.h.mirror.posts.where('client_id').equals(clientId).count()).toBe(0);
    expect(await member.h.mirror.comments.where('client_id').equals(commentId).count()).toBe(0);
    browserOffline(false);
    await onlineAgain();
    expect(await arrived(clientId)).toBe(0);
    expect(await member.server.db.select().from(postsTable).where(eq(postsTable.clientId, clientId))).toEqual([]);
  });

  it('editing a post never sent rewrites it in place: one create with the new text', async () => {
    browserOffline(true);
    const clientId = await member.h.engine.posts.create('welcome', 'Frist words');
    const draft = (await member.h.mirror.posts.where('client_id').equals(clientId).first())!;
    await member.h.engine.edits.editPost(draft, 'First words');
    expect(await member.h.mirror.outbox.count()).toBe(1);
    expect((await member.h.mirror.posts.where('client_id').equals(clientId).first())!.body).toBe('First words');
    browserOffline(false);
    await onlineAgain();
    const [created] = await member.server.db.select().from(postsTable).where(eq(postsTable.clientId, clientId));
    expect(created).toMatchObject({ body: 'First words', editedAt: null });
  });

  it('an edit and a delete of a post that may have reached the server follow it and find its server id when sent', async () => {
    member.server.setOffline(true);
    const clientId = await member.h.engine.posts.create('welcome', 'In flight');
    await notSending();
    // Tried once already (its answer may have been lost), and claimed again now: it is not changed in place.
    await member.h.mirror.outbox.where('client_id').equals(clientId).modify({ status: 'sending' });
    const draft = (await member.h.mirror.posts.where('client_id').equals(clientId).first())!;
    await member.h.engine.edits.editPost(draft, 'Landed, then edited');
    expect((await member.h.mirror.posts.where('client_id').equals(clientId).first())!.body).toBe('Landed, then edited');
    await member.h.engine.edits.deletePost(draft);
    expect(isBeingDeleted((await member.h.mirror.posts.where('client_id').equals(clientId).first())!)).toBe(true);
    await member.h.mirror.outbox.where('client_id').equals(clientId).modify({ status: 'pending' });
    await onlineAgain();
    const [created] = await member.server.db.select().from(postsTable).where(eq(postsTable.clientId, clientId));
    expect(created).toMatchObject({ body: 'Landed, then edited', editedAt: expect.any(Date), deletedAt: expect.any(Date) });
    expect(await member.h.mirror.posts.where('client_id').equals(clientId).count()).toBe(0);
  });

  it('a comment on a post still pending is sent after the post, under its server id', async () => {
    member.server.setOffline(true);
    const postClientId = await member.h.engine.posts.create('welcome', 'Post first');
    const commentClientId = await member.h.engine.comments.create({ postId: 0, postClientId }, 'Then my comment');
    expect((await member.h.mirror.posts.where('client_id').equals(postClientId).first())!.comments_count).toBe(1);
    await onlineAgain();
    const [created] = await member.server.db.select().from(postsTable).where(eq(postsTable.clientId, postClientId));
    const [comment] = await member.server.db.select().from(commentsTable).where(eq(commentsTable.clientId, commentClientId));
    expect(comment!.postId).toBe(created!.id);
    expect(created!.commentsCount).toBe(1);
    const local = await member.h.mirror.comments.where('client_id').equals(commentClientId).first();
    expect(local).toMatchObject({ id: comment!.id, post_id: created!.id });
    expect(local!.status).toBeUndefined();
  });

  it('a comment on a post that was refused is refused with a clear message', async () => {
    member.server.setOffline(true);
    const postClientId = await member.h.engine.posts.create('announcements', 'Members cannot post here');
    const commentClientId = await member.h.engine.comments.create({ postId: 0, postClientId }, 'Orphan');
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(async () => (await member.h.mirror.outbox.filter((e) => e.status === 'failed').count()) === 2, 'both refusals');
    const comment = await member.h.mirror.comments.where('client_id').equals(commentClientId).first();
    expect(comment).toMatchObject({ status: 'failed', error: messages.parentPostRefused, body: 'Orphan' });
    await member.h.engine.outbox.discard(commentClientId);
    await member.h.engine.outbox.discard(postClientId);
    expect(await member.h.mirror.outbox.count()).toBe(0);
  });

  it('edits and deletes a comment offline: count at once, each sent once', async () => {
    const post = await ownPost();
    const created = await member.server.api.call<{ comment: { id: number } }>('POST', `/api/v2/posts/${post.id}/comments`, {
      session: await session(),
      body: { body: 'Typo hree' },
    });
    const commentId = created.body.comment.id;
    await member.h.engine.posts.load(post.id);
    const comment = (await member.h.mirror.comments.get(`p${commentId}`))!;
    member.server.setOffline(true);
    await member.h.engine.edits.editComment(comment, 'Typo here');
    expect((await member.h.mirror.comments.get(`p${commentId}`))!.body).toBe('Typo here');
    await member.h.engine.edits.deleteComment(comment);
    expect((await row(post.id))!.comments_count).toBe(0);
    const keys = (await member.h.mirror.outbox.toArray()).map((e) => e.client_id);
    await onlineAgain();
    for (const key of keys) expect(await arrived(key)).toBe(1);
    expect(await member.h.mirror.comments.get(`p${commentId}`)).toBeUndefined();
    const [stored] = await member.server.db.select().from(commentsTable).where(and(eq(commentsTable.id, commentId)));
    expect(stored).toMatchObject({ body: 'Typo here' });
    expect(stored!.deletedAt).not.toBeNull();
  });
});

describe('comment pages and replies', () => {
  it('loads more comments oldest first, and replies under their comment', async () => {
    const post = await ownPost();
    const s = await session();
    const ids: number[] = [];
    for (let i = 0; i < 17; i++) {
      const res = await member.server.api.call<{ comment: { id: number } }>('POST', `/api/v2/posts/${post.id}/comments`, { session: s, body: { body: `c${i}` } });
      ids.push(res.body.comment.id);
    }
    await member.server.api.call('POST', `/api/v2/posts/${post.id}/comments`, { session: s, body: { body: 'a reply', parent_id: ids[0] } });
    await member.h.engine.posts.load(post.id);
    const topLevel = () => member.h.mirror.comments.where('post_id').equals(post.id).filter((c) => c.parent_id === null).count();
    // The post's own load may have been preceded by the change feed; at least its first page is there.
    expect(await topLevel()).toBeGreaterThanOrEqual(15);
    expect(await member.h.mirror.walls.get(`comments:${post.id}`)).toMatchObject({ exhausted: 0 });
    await member.h.engine.comments.loadMore(post.id);
    expect(await topLevel()).toBe(17);
    expect(await member.h.mirror.walls.get(`comments:${post.id}`)).toMatchObject({ exhausted: 1 });
    expect((await member.h.mirror.comments.get(`p${ids[0]}`))!.replies_count).toBe(1);
    await member.h.engine.comments.loadReplies(post.id, ids[0]!);
    expect(await member.h.mirror.comments.where('parent_id').equals(ids[0]!).count()).toBe(1);

    // A reply through the engine: to a reply it attaches to the top-level comment.
    const reply = (await member.h.mirror.comments.where('parent_id').equals(ids[0]!).first())!;
    await member.h.engine.comments.create({ postId: post.id, parentId: reply.id }, 'Reply to the reply');
    expect((await member.h.mirror.comments.get(`p${ids[0]}`))!.replies_count).toBe(2);
    await waitFor(settled, 'delivery');
    expect(await member.h.mirror.comments.where('parent_id').equals(ids[0]!).count()).toBe(2);
  });
});
