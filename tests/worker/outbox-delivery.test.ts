// Delivery robustness: only the server's refusal fails a write; a local error after the commit, a session change or a failure while settling leave it queued; a comment that keeps timing out fails in words.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLocalDb, type LocalDb } from '../../schema/local-db';
import { messages } from '../../schema/messages';
import type { Mutation } from '../../schema/outbox';
import type { Post } from '../../schema/posts';
import type { Api } from '../../worker/api';
import { ApiError } from '../../worker/api-error';
import { commentCreate } from '../../worker/domains/posts/mutations/comment-create';
import { postCreate } from '../../worker/domains/posts/mutations/post-create';
import { flushOutbox, retryEntry, TIMEOUTS_BEFORE_GIVING_UP } from '../../worker/outbox';
import { useSignedInMember } from './helpers/engine-harness';
import { waitFor } from './helpers/wait';

afterEach(() => vi.restoreAllMocks());

describe('against the real server', () => {
  const member = useSignedInMember();

  async function serverPostsWith(clientId: string): Promise<Post[]> {
    const session = (await member.h.kv('session'))!;
    const res = await member.server.api.call<{ posts: Post[] }>('GET', '/api/v2/walls/welcome/recent_posts?limit=100', { session });
    return res.body.posts.filter((p) => p.client_id === clientId);
  }

  it('a local error while saving the answer keeps the post queued, never "not sent", and it lands once', async () => {
    const refused = vi.spyOn(postCreate, 'refused');
    vi.spyOn(postCreate, 'delivered').mockRejectedValueOnce(new Error('QuotaExceededError: the disk is full'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const clientId = await member.h.engine.posts.create('welcome', 'Committed, then the device stumbled');
    await waitFor(async () => (await member.h.mirror.outbox.count()) === 0, 'delivery after the local error');
    expect(refused).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalled();
    expect(await serverPostsWith(clientId)).toHaveLength(1);
    const row = await member.h.mirror.posts.where('client_id').equals(clientId).first();
    expect(row?.uid.startsWith('p')).toBe(true);
    expect(row?.status).toBeUndefined();
  });
});

describe('the outbox alone', () => {
  let db: LocalDb;
  let count = 0;
  const session = { secret_id: 's', secret: 'x', refresh_token: 'r', user_id: 1 };
  const like: Mutation = { kind: 'like.create', client_id: 'delivery-like-1', body: { likeable_type: 'Post', likeable_id: 5 } };
  const comment: Mutation = { kind: 'comment.create', client_id: 'delivery-comment-1', post_id: 5, body: { body: 'Hello' } };
  const likeAnswer = { likeable_type: 'Post', likeable_id: 5, liked: true, likes_count: 1 };

  beforeEach(async () => {
    db = openLocalDb(`outbox-delivery-${process.pid}-${++count}`);
    await db.kv.put({ key: 'session', value: session });
  });
  afterEach(() => db.close());

  const add = (m: Mutation) => db.outbox.add({ client_id: m.client_id, mutation: m, status: 'pending', error: null, attempts: 0, created_at: Date.now() });
  const apiAnswering = (answer: (method: string, path: string) => Promise<unknown>) =>
    ({ client: { request: (method: string, path: string) => answer(method, path) } }) as unknown as Api;
  const entry = (clientId: string) => db.outbox.where('client_id').equals(clientId).first();

  it('a session change during a send puts the entry back to pending, and the next sign-in sends it', async () => {
    await add(like);
    const changing = apiAnswering(async () => {
      await db.kv.delete('session'); // refused elsewhere while the answer was on its way
      return likeAnswer;
    });
    const first = await flushOutbox(db, changing);
    expect(first.delivered).toBe(0);
    expect((await entry(like.client_id))?.status).toBe('pending');
    await db.kv.put({ key: 'session', value: session });
    const second = await flushOutbox(db, apiAnswering(async () => likeAnswer));
    expect(second.delivered).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an entry never stays "sending" behind a sender that failed while settling it', async () => {
    await add(like);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { likeCreate } = await import('../../worker/domains/posts/mutations/like-toggle');
    vi.spyOn(likeCreate, 'refused').mockRejectedValueOnce(new Error('the mirror is closing'));
    const refusing = apiAnswering(async () => {
      throw new ApiError('http', 404, 'Post does not exist');
    });
    await expect(flushOutbox(db, refusing)).rejects.toThrow('the mirror is closing');
    expect((await entry(like.client_id))?.status).toBe('pending');
    // The same worker sends it again without a restart.
    expect((await flushOutbox(db, apiAnswering(async () => likeAnswer))).delivered).toBe(1);
  });

  it('an answer of an unexpected shape is not a refusal: the write stays queued', async () => {
    await add(like);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const odd = apiAnswering(async () => {
      throw new ApiError('invalid', -1, '', 'Unexpected response');
    });
    const result = await flushOutbox(db, odd);
    expect(result.failed).toBe(0);
    expect(result.stoppedBy?.kind).toBe('invalid');
    expect(await entry(like.client_id)).toMatchObject({ status: 'pending', error: null, attempts: 1 });
  });

  it(`a comment whose send times out ${TIMEOUTS_BEFORE_GIVING_UP} times in a row fails as timed out; retry sends it`, async () => {
    await add(comment);
    const refused = vi.spyOn(commentCreate, 'refused').mockResolvedValue();
    let answers = 0;
    const timingOut = apiAnswering(async () => {
      answers++;
      throw new ApiError('timeout', 408, '');
    });
    for (let i = 1; i < TIMEOUTS_BEFORE_GIVING_UP; i++) {
      expect((await flushOutbox(db, timingOut)).stoppedBy?.kind).toBe('timeout');
      expect((await entry(comment.client_id))?.status).toBe('pending');
    }
    // A network failure in between starts the count again.
    await flushOutbox(db, apiAnswering(async () => { throw new ApiError('network', -1, ''); }));
    for (let i = 1; i < TIMEOUTS_BEFORE_GIVING_UP; i++) await flushOutbox(db, timingOut);
    expect((await entry(comment.client_id))?.status).toBe('pending');
    const last = await flushOutbox(db, timingOut);
    expect(last.failed).toBe(1);
    expect(await entry(comment.client_id)).toMatchObject({ status: 'failed', error: messages.commentTimedOut });
    expect(refused).toHaveBeenCalledWith(db, comment, messages.commentTimedOut);
    expect(answers).toBe(2 * TIMEOUTS_BEFORE_GIVING_UP - 1);

    vi.spyOn(commentCreate, 'retried').mockResolvedValue();
    vi.spyOn(commentCreate, 'delivered').mockResolvedValue();
    await retryEntry(db, comment.client_id);
    expect((await flushOutbox(db, apiAnswering(async () => ({ comment: {} })))).delivered).toBe(1);
  });

  it('a like that times out keeps trying: only comments give up', async () => {
    await add(like);
    const timingOut = apiAnswering(async () => {
      throw new ApiError('timeout', 408, '');
    });
    for (let i = 0; i < TIMEOUTS_BEFORE_GIVING_UP + 1; i++) await flushOutbox(db, timingOut);
    expect((await entry(like.client_id))?.status).toBe('pending');
  });
});

/** What `navigator.onLine` says to the engine (Node has no navigator of its own before version 21). */
function browserOffline(offline: boolean): void {
  if (offline) Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
  else Reflect.deleteProperty(globalThis, 'navigator');
}

describe('edits and deletes of a create the server may hold already', () => {
  const member = useSignedInMember();
  afterEach(() => browserOffline(false));
  const session = async () => (await member.h.kv('session'))!;
  const sent = (clientId: string) => async () => ((await member.h.mirror.outbox.where('client_id').equals(clientId).first())?.attempts ?? 0) > 0;

  /** The member's post, sent once while the answer was lost: the server has it, the device does not know. */
  async function postWithLostAnswer(text: string): Promise<string> {
    member.server.setOffline(true);
    const clientId = await member.h.engine.posts.create('welcome', text);
    await member.h.engine.syncNow().catch(() => {}); // the pull fails offline; the send was tried
    await waitFor(sent(clientId), 'a first attempt');
    const res = await member.server.api.call('POST', '/api/v2/walls/welcome/posts', { session: await session(), headers: { 'idempotency-key': clientId }, body: { body: text } });
    expect(res.status).toBe(201);
    // The browser says offline: the engine waits for the network (no timer sends), as a member's edit finds it.
    browserOffline(true);
    await waitFor(async () => (await member.h.mirror.outbox.where('client_id').equals(clientId).first())?.status === 'pending', 'a pause between tries');
    return clientId;
  }

  async function serverPost(clientId: string): Promise<Post | undefined> {
    const res = await member.server.api.call<{ posts: Post[] }>('GET', '/api/v2/walls/welcome/recent_posts?limit=100', { session: await session() });
    return res.body.posts.find((p) => p.client_id === clientId);
  }

  it('an edit follows the create instead of rewriting it: no 422, never "not sent", the server ends with the new text', async () => {
    const clientId = await postWithLostAnswer('Before the edit');
    await member.h.engine.edits.editPost({ id: 0, client_id: clientId }, 'After the edit');
    browserOffline(false);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(async () => (await member.h.mirror.outbox.count()) === 0, 'delivery');
    expect((await serverPost(clientId))?.body).toBe('After the edit');
  });

  it('a delete follows the create instead of cancelling it: the post does not stay on the server', async () => {
    const clientId = await postWithLostAnswer('Deleted while its answer was lost');
    await member.h.engine.edits.deletePost({ id: 0, client_id: clientId });
    browserOffline(false);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(async () => (await member.h.mirror.outbox.count()) === 0, 'delivery');
    expect(await serverPost(clientId)).toBeUndefined();
  });
});
