// The outbox against the real server: optimistic rows, exactly-once delivery offline and on replay, failures, retry, discard.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientId as clientIdSchema } from '../../schema/common';
import { messages } from '../../schema/messages';
import type { Comment, Post } from '../../schema/posts';
import { engineFor, MEMBER, type Harness } from './helpers/engine-harness';
import { DEMO_PASSWORD, startLiveServer, type LiveServer } from './helpers/live-server';
import { waitFor } from './helpers/wait';

let server: LiveServer;
let h: Harness;

beforeAll(async () => {
  server = await startLiveServer();
  h = engineFor(server);
  await h.engine.start(h.events);
  expect(await h.engine.session.signIn(MEMBER, DEMO_PASSWORD)).toEqual({ ok: true });
  await h.engine.syncNow();
});
afterAll(async () => {
  await h.close();
  await server.close();
});
afterEach(() => server.setOffline(false));

/** Posts of a wall on the server that carry this client id (read as the member, through inject). */
async function serverPostsWith(clientId: string, wall = 'welcome'): Promise<Post[]> {
  const session = (await h.kv('session'))!;
  const res = await server.api.call<{ posts: Post[] }>('GET', `/api/v2/walls/${wall}/recent_posts?limit=100`, { session });
  expect(res.status).toBe(200);
  return res.body.posts.filter((p) => p.client_id === clientId);
}

async function serverCommentsWith(clientId: string, postId: number): Promise<Comment[]> {
  const session = (await h.kv('session'))!;
  const res = await server.api.call<{ comments: Comment[] }>('GET', `/api/v2/posts/${postId}`, { session });
  return res.body.comments.filter((c) => c.client_id === clientId);
}

const delivered = (clientId: string) => async () =>
  (await h.mirror.outbox.where('client_id').equals(clientId).count()) === 0 &&
  (await h.mirror.posts.where('client_id').equals(clientId).first())?.uid.startsWith('p');

describe('validation', () => {
  it('refuses an empty post, an empty comment and a comment on an unsent post, writing nothing', async () => {
    await expect(h.engine.posts.create('welcome', '   ')).rejects.toThrow(messages.postEmpty);
    await expect(h.engine.comments.create(123, '')).rejects.toThrow(messages.commentEmpty);
    await expect(h.engine.comments.create(-1, 'hi')).rejects.toThrow('Comments can be added once the post has been sent.');
    expect(await h.mirror.outbox.count()).toBe(0);
  });
});

describe('online writes', () => {
  it('a post and a comment become canonical rows, each exactly once on the server', async () => {
    const clientId = await h.engine.posts.create('welcome', '  Hello from the worker  ');
    expect(clientIdSchema.safeParse(clientId).success).toBe(true);
    const post = await waitFor(async () => {
      const row = await h.mirror.posts.where('client_id').equals(clientId).first();
      return row?.uid.startsWith('p') ? row : null;
    }, 'the canonical post');
    expect(post).toMatchObject({ uid: `p${post.id}`, body: 'Hello from the worker', wall_key: 'welcome', client_id: clientId });
    expect(post.status).toBeUndefined();
    expect(await h.mirror.posts.get(`c${clientId}`)).toBeUndefined();
    expect(await h.mirror.outbox.count()).toBe(0);
    expect(await serverPostsWith(clientId)).toHaveLength(1);

    const commentId = await h.engine.comments.create(post.id, 'And a comment');
    const comment = await waitFor(async () => {
      const row = await h.mirror.comments.where('client_id').equals(commentId).first();
      return row?.uid.startsWith('p') ? row : null;
    }, 'the canonical comment');
    expect(comment).toMatchObject({ post_id: post.id, body: 'And a comment', uid: `p${comment.id}` });
    expect(await h.mirror.comments.get(`c${commentId}`)).toBeUndefined();
    expect(await serverCommentsWith(commentId, post.id)).toHaveLength(1);
    await waitFor(async () => (await h.mirror.posts.get(`p${post.id}`))?.comments_count === 1, 'the server count');
  });
});

describe('offline', () => {
  it('keeps entries pending with their drafts, then delivers each once and in order when the network returns', async () => {
    server.setOffline(true);
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three']) ids.push(await h.engine.posts.create('welcome', `Offline ${text}`));
    const draft = (await h.mirror.posts.get(`c${ids[0]}`))!;
    const userData = (await h.kv('userData'))!;
    expect(draft).toMatchObject({ status: 'pending', id: -1, client_id: ids[0], wall_key: 'welcome', body: 'Offline one' });
    expect(draft.author_id).toBe(userData.user.id);
    expect(await h.mirror.members.get(userData.user.id)).toMatchObject({ display_name: userData.user.display_name, avatar_url: userData.user.avatar_url });
    // Sending stops at the first entry that cannot get through; the others wait their turn.
    await waitFor(async () => ((await h.mirror.outbox.orderBy('seq').first())?.attempts ?? 0) >= 1, 'a failed attempt');
    const entries = await h.mirror.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.client_id)).toEqual(ids);
    // 'sending' while a backoff retry is on the wire, which gives up again
    expect(entries.every((e) => e.status === 'pending' || e.status === 'sending')).toBe(true);
    expect(await h.engine.outbox.unsent()).toEqual(ids.map((id, i) => expect.objectContaining({ kind: 'post.create', client_id: id, body: expect.objectContaining({ body: `Offline ${['one', 'two', 'three'][i]}` }) })));
    await waitFor(() => h.events.statuses.at(-1)?.online === false && h.events.statuses.at(-1)?.pending === 3, 'offline status');

    server.setOffline(false); // no 'online' event in Node: the backoff timer finds the way back
    for (const id of ids) await waitFor(delivered(id), `delivery of ${id}`);
    const onServer = await Promise.all(ids.map(async (id) => (await serverPostsWith(id))));
    expect(onServer.map((list) => list.length)).toEqual([1, 1, 1]);
    const serverIds = onServer.map((list) => list[0]!.id);
    expect([...serverIds].sort((a, b) => a - b)).toEqual(serverIds);
    await waitFor(() => h.events.statuses.at(-1)?.online === true && h.events.statuses.at(-1)?.pending === 0, 'online status');
  });

  it('survives a restart: an entry left "sending" by a closed worker is sent by the next one, once', async () => {
    const first = engineFor(server, { dbName: `${h.dbName}-restart` });
    await first.engine.start(first.events);
    await first.engine.session.signIn(MEMBER, DEMO_PASSWORD);
    server.setOffline(true);
    const clientId = await first.engine.posts.create('welcome', 'Written before a crash');
    await first.close();
    // As if the worker died mid-send.
    await first.mirror.open();
    await first.mirror.outbox.where('client_id').equals(clientId).modify({ status: 'sending' });
    first.mirror.close();
    server.setOffline(false);

    const second = engineFor(server, { dbName: `${h.dbName}-restart` });
    try {
      await second.engine.start(second.events);
      await waitFor(async () => (await second.mirror.outbox.count()) === 0, 'delivery after restart');
      expect(await second.mirror.posts.where('client_id').equals(clientId).first()).toMatchObject({ uid: expect.stringMatching(/^p\d+$/) });
      expect(await serverPostsWith(clientId)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('a second delivery of the same entry (the service worker replaying it) still leaves one row', async () => {
    server.setOffline(true);
    const clientId = await h.engine.posts.create('welcome', 'Replayed by the service worker');
    const entry = (await h.mirror.outbox.where('client_id').equals(clientId).first())!;
    // The service worker's queue replays the request it captured: same headers, same Idempotency-Key.
    const session = (await h.kv('session'))!;
    const replay = await server.api.call('POST', '/api/v2/walls/welcome/posts', {
      session,
      headers: { 'idempotency-key': clientId },
      body: entry.mutation.kind === 'post.create' ? entry.mutation.body : null,
    });
    expect(replay.status).toBe(201);
    server.setOffline(false);
    await h.engine.syncNow();
    await waitFor(delivered(clientId), 'delivery');
    expect(await serverPostsWith(clientId)).toHaveLength(1);
    expect(await h.mirror.posts.where('client_id').equals(clientId).count()).toBe(1);
  });
});

describe('refusals', () => {
  it('marks a refused post failed with the server message, keeps it for retry, and discards it', async () => {
    const clientId = await h.engine.posts.create('announcements', 'Members cannot post here');
    const failed = await waitFor(async () => {
      const row = await h.mirror.posts.get(`c${clientId}`);
      return row?.status === 'failed' ? row : null;
    }, 'the failed state');
    expect(failed.error).toBe(messages.postingNotAllowed);
    expect(await h.mirror.outbox.where('client_id').equals(clientId).first()).toMatchObject({
      status: 'failed',
      error: messages.postingNotAllowed,
    });
    await waitFor(() => h.events.statuses.at(-1)?.failed === 1, 'the failed count');
    expect(h.events.unauthorized).toBe(0);
    expect(await h.kv('session')).toBeDefined();

    await h.engine.outbox.retry(clientId);
    await h.engine.syncNow();
    expect((await h.mirror.posts.get(`c${clientId}`))?.status).toBe('failed');

    await h.engine.outbox.discard(clientId);
    expect(await h.mirror.posts.get(`c${clientId}`)).toBeUndefined();
    expect(await h.mirror.outbox.count()).toBe(0);
    expect(await h.engine.outbox.unsent()).toEqual([]);
    await waitFor(() => h.events.statuses.at(-1)?.failed === 0, 'the failed count back to 0');
  });

  it('a post to a wall that does not exist fails with its message', async () => {
    const clientId = await h.engine.posts.create('no-such-wall', 'Into the void');
    await waitFor(async () => (await h.mirror.posts.get(`c${clientId}`))?.status === 'failed', 'the failed state');
    expect((await h.mirror.posts.get(`c${clientId}`))?.error).toBe(messages.groupNotFound);
    await h.engine.outbox.discard(clientId);
  });

  it('a retry after the cause is fixed delivers the post', async () => {
    const session = (await h.kv('session'))!;
    const welcome = (await h.mirror.groups.get('welcome'))!;
    expect((await server.api.call('DELETE', `/api/v2/groups/${welcome.id}/membership`, { session })).status).toBeLessThan(300);
    const clientId = await h.engine.posts.create('welcome', 'Posted after rejoining');
    await waitFor(async () => (await h.mirror.posts.get(`c${clientId}`))?.status === 'failed', 'the failed state');

    const current = (await h.kv('session'))!;
    expect((await server.api.call('POST', `/api/v2/groups/${welcome.id}/membership`, { session: current })).status).toBe(200);
    await h.engine.outbox.retry(clientId);
    await waitFor(delivered(clientId), 'delivery after retry');
    expect(await serverPostsWith(clientId)).toHaveLength(1);
  });

  it('a discarded comment gives back its optimistic count', async () => {
    const post = (await h.mirror.posts.where('wall_key').equals('welcome').filter((p) => p.id > 0).first())!;
    const before = post.comments_count;
    server.setOffline(true);
    const clientId = await h.engine.comments.create(post.id, 'Second thoughts');
    expect((await h.mirror.posts.get(post.uid))?.comments_count).toBe(before + 1);
    expect(await h.mirror.comments.get(`c${clientId}`)).toMatchObject({ status: 'pending', post_id: post.id, id: -1 });
    await h.engine.outbox.discard(clientId);
    expect((await h.mirror.posts.get(post.uid))?.comments_count).toBe(before);
    expect(await h.mirror.comments.get(`c${clientId}`)).toBeUndefined();
  });
});
