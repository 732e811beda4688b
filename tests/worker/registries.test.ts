// The collection and mutation registries: every kind has exactly one handler, unknown kinds fail loudly, cascades and budgets hold.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { likeUid, openLocalDb, sortKey, type LocalDb, type LocalPost } from '../../schema/local-db';
import { mutation, mutationRequests, type Mutation, type MutationKind } from '../../schema/outbox';
import { changeKinds, type Change, type ChangeKind } from '../../schema/sync';
import type { Api } from '../../worker/api';
import { ApiError } from '../../worker/api-error';
import { defineCollection, type Appliers } from '../../worker/collections/collection';
import { applyChanges, handledKinds, sweepMirror, UnknownChangeKindError } from '../../worker/collections/registry';
import type { MutationModule } from '../../worker/mutations/mutation';
import { postCreate } from '../../worker/domains/posts/mutations/post-create';
import { moduleOf, registeredMutationKinds, UnknownMutationKindError } from '../../worker/mutations/registry';
import { inMirror } from '../../worker/mirror-writes';
import { flushOutbox } from '../../worker/outbox';
import { plainCommentFields, plainPostFields } from './helpers/wire-rows';

let count = 0;
let db: LocalDb;

beforeEach(async () => {
  db = openLocalDb(`registry-test-${process.pid}-${++count}`);
  await db.open();
  await db.kv.put({ key: 'session', value: { secret_id: 's', secret: 'x', refresh_token: 'r', user_id: 1 } });
});
afterEach(() => db.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString();
const author = (id: number) => ({ id, display_name: `Member ${id}`, avatar_url: null });

function postChange(id: number, wall: string, minute: number, authorId = 2): Change {
  const data = { id, client_id: null, wall_key: wall, group_id: wall === 'a' ? 1 : 2, author: author(authorId), body: `post ${id}`, created_at: at(minute), updated_at: at(minute), likes_count: 0, comments_count: 0, comments_disabled: false, ...plainPostFields };
  return { cursor: id, kind: 'post.upsert', data };
}
function commentChange(id: number, postId: number, authorId = 3): Change {
  const data = { id, client_id: null, post_id: postId, author: author(authorId), body: `comment ${id}`, created_at: at(30), updated_at: at(30), likes_count: 0, ...plainCommentFields };
  return { cursor: 100 + id, kind: 'comment.upsert', data };
}
const likeChange = (type: 'Post' | 'Comment', id: number): Change => ({ cursor: 200 + id, kind: 'like.upsert', data: { likeable_type: type, likeable_id: id, created_at: at(40) } });

function draft(clientId: string, wall: string): LocalPost {
  return { id: -1, client_id: clientId, wall_key: wall, group_id: 1, author_id: 1, body: 'draft', created_at: at(0), updated_at: at(0), likes_count: 0, comments_count: 0, comments_disabled: false, ...plainPostFields, uid: `c${clientId}`, status: 'pending', sort_key: sortKey(at(0), -1) };
}

describe('the collection registry', () => {
  it('has exactly one handler for every change kind the contract declares', () => {
    expect(handledKinds().sort()).toEqual([...changeKinds].sort());
  });

  it('refuses a change kind no collection handles, loudly', async () => {
    const unknown = { cursor: 1, kind: 'future.upsert', data: {} } as unknown as Change;
    await expect(inMirror(db, () => applyChanges(db, [unknown]))).rejects.toThrow(UnknownChangeKindError);
  });

  it('is checked by the compiler: a collection or registry missing a handler does not compile', () => {
    const noop = async () => {};
    // @ts-expect-error 'post.delete' is declared but has no handler
    defineCollection<'post.upsert' | 'post.delete'>({ table: 'posts', changes: { 'post.upsert': noop } });
    // @ts-expect-error a registry without 'like.delete' is not every kind
    const partial: Appliers<ChangeKind> = { 'post.upsert': noop, 'post.delete': noop, 'comment.upsert': noop, 'comment.delete': noop, 'group.upsert': noop, 'group.delete': noop, 'member.upsert': noop, 'like.upsert': noop };
    expect(partial).toBeDefined();
  });

  it('keeps one card per member: posts and comments refer to it, and a member change updates every row at once', async () => {
    await inMirror(db, () => applyChanges(db, [postChange(1, 'a', 1), postChange(2, 'a', 2), commentChange(1, 1, 2)]));
    expect(await db.members.count()).toBe(1);
    await inMirror(db, () =>
      applyChanges(db, [{ cursor: 300, kind: 'member.upsert', data: { id: 2, display_name: 'Renamed', avatar_url: '/x.png' } }]),
    );
    expect(await db.members.get(2)).toMatchObject({ display_name: 'Renamed', avatar_url: '/x.png' });
    expect((await db.posts.toArray()).map((p) => p.author_id)).toEqual([2, 2]);
  });

  it('forgets a lost group with its wall, posts, comments and likes, but keeps the member\'s unsent drafts', async () => {
    await inMirror(db, async () => {
      await applyChanges(db, [postChange(1, 'a', 1), postChange(2, 'b', 2), commentChange(1, 1), commentChange(2, 2), likeChange('Post', 1), likeChange('Comment', 1), likeChange('Post', 2)]);
      await db.walls.bulkPut([{ key: 'a', next_cursor: null, exhausted: 1, fetched_at: 0 }, { key: 'b', next_cursor: null, exhausted: 1, fetched_at: 0 }]);
      await db.posts.add(draft('draftinlost1', 'a'));
    });
    await inMirror(db, () => applyChanges(db, [{ cursor: 400, kind: 'group.delete', id: 1, key: 'a' }]));
    expect((await db.posts.toArray()).map((p) => p.uid).sort()).toEqual(['cdraftinlost1', 'p2']);
    expect((await db.comments.toArray()).map((c) => c.id)).toEqual([2]);
    expect((await db.likes.toArray()).map((l) => l.uid)).toEqual([likeUid('Post', 2)]);
    expect((await db.walls.toArray()).map((w) => w.key)).toEqual(['b']);
  });

  it('sweeps each collection down to its budget, oldest first, never an unsent row, and re-pages the walls it cut', async () => {
    // 20 posts on one wall: its first page (the newest 15) stays whatever the budget, so p1-p5 can go.
    const changes = Array.from({ length: 20 }, (_, i) => postChange(i + 1, 'a', i + 1, 10 + i));
    await inMirror(db, async () => {
      await applyChanges(db, [...changes, commentChange(1, 1), likeChange('Post', 1), likeChange('Post', 10)]);
      await db.walls.put({ key: 'a', next_cursor: 'old', exhausted: 0, fetched_at: 0 });
      await db.posts.add(draft('keepmedraft1', 'a'));
    });
    const swept = await inMirror(db, () => sweepMirror(db, { posts: 5, members: 3 }));
    expect(swept.posts).toBe(5);
    const left = await db.posts.orderBy('sort_key').toArray();
    expect(left.map((p) => p.uid)).toEqual(['ckeepmedraft1', ...Array.from({ length: 15 }, (_, i) => `p${i + 6}`)]);
    expect(await db.comments.count()).toBe(0);
    expect((await db.likes.toArray()).map((l) => l.uid)).toEqual([likeUid('Post', 10)]);
    expect(await db.walls.get('a')).toBeUndefined();
    // Cards of the remaining authors stay even over budget; unused ones go.
    expect((await db.members.orderBy('id').primaryKeys()).sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 15));
  });
});

describe('the mutation registry', () => {
  it('has exactly one module for every mutation kind the contract declares', () => {
    expect(registeredMutationKinds().sort()).toEqual(Object.keys(mutationRequests).sort());
  });

  it("checks a contract's write with its module's shape, and the core's with the contract union", () => {
    const core = new Set<string>(mutation.options.map((o) => o.shape.kind.value));
    const contractKinds = registeredMutationKinds().filter((k) => !core.has(k));
    expect(contractKinds.filter((k) => !moduleOf({ kind: k } as Mutation).shape)).toEqual([]);
  });

  it('is checked by the compiler: a registry missing a kind does not compile', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    type Registry = { [K in MutationKind]: MutationModule<K, any> };
    // @ts-expect-error only one of the kinds
    const partial: Registry = { 'post.create': postCreate };
    expect(partial).toBeDefined();
  });

  it('refuses an unknown kind loudly, and an entry of an unknown kind fails visibly instead of blocking the queue', async () => {
    expect(() => moduleOf({ kind: 'future.kind' as MutationKind })).toThrow(UnknownMutationKindError);
    await db.outbox.bulkAdd([
      { client_id: 'fromnewerapp1', mutation: { kind: 'future.kind', client_id: 'fromnewerapp1' } as never, status: 'pending', error: null, attempts: 0, created_at: 1 },
      { client_id: 'postafter001', mutation: { kind: 'post.create', client_id: 'postafter001', wall_key: 'a', body: { body: 'hi', media_ids: [] }, media_client_ids: [] }, status: 'pending', error: null, attempts: 0, created_at: 2 },
    ]);
    const offline = { client: { request: () => Promise.reject(new ApiError('network', -1, '')) } } as unknown as Api;
    const result = await flushOutbox(db, offline);
    expect(result.failed).toBe(1);
    expect(await db.outbox.get({ client_id: 'fromnewerapp1' })).toMatchObject({ status: 'failed', error: expect.stringContaining('future.kind') });
    // The next entry was tried (and waits for the network), not stuck behind the unknown one.
    expect(await db.outbox.get({ client_id: 'postafter001' })).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
