// The mirror's versioned upgrades: a version-1 database with unsent writes opens at the current version without loss.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_DB_VERSION, openLocalDb } from '../../schema/local-db';
import { currentStores } from '../../schema/mirror/tables';
import { mirrorVersions } from '../../schema/mirror/versions';

let count = 0;
const newName = () => `upgrade-test-${process.pid}-${++count}`;

const alice = { id: 7, display_name: 'Alice', avatar_url: null };
const bob = { id: 8, display_name: 'Bob', avatar_url: '/a/bob.png' };
const at = '2026-11-01T10:00:00.000Z';

/** A mirror exactly as version 1 of the app left it: a server post, a draft post and a draft comment, both unsent. */
async function seedVersion1(name: string): Promise<void> {
  const v1 = new Dexie(name);
  v1.version(1).stores(mirrorVersions[0]!.stores);
  await v1.open();
  await v1.table('kv').put({ key: 'session', value: { secret_id: 's', secret: 'x', refresh_token: 'r', user_id: 7 } });
  const post = { wall_key: 'welcome', group_id: 1, body: 'Hello', created_at: at, updated_at: at, likes_count: 2, comments_count: 1, comments_disabled: false };
  await v1.table('posts').bulkPut([
    { ...post, id: 41, client_id: null, author: bob, uid: 'p41', sort_key: `${at}|000000000041` },
    { ...post, id: -1, client_id: 'draftpost01', author: alice, uid: 'cdraftpost01', status: 'pending', sort_key: `${at}|-00000000001` },
  ]);
  await v1.table('comments').put({
    id: -1, client_id: 'draftcomment1', post_id: 41, author: alice, body: 'Nice', created_at: at, updated_at: at,
    uid: 'cdraftcomment1', status: 'failed', error: 'Sorry', sort_key: `${at}|-00000000001`,
  });
  await v1.table('outbox').bulkAdd([
    { client_id: 'draftpost01', mutation: { kind: 'post.create', client_id: 'draftpost01', wall_key: 'welcome', body: { body: 'Hello' } }, status: 'pending', error: null, attempts: 2, created_at: 1 },
    { client_id: 'draftcomment1', mutation: { kind: 'comment.create', client_id: 'draftcomment1', post_id: 41, body: { body: 'Nice' } }, status: 'failed', error: 'Sorry', attempts: 1, created_at: 2 },
  ]);
  v1.close();
}

describe('mirror versions', () => {
  it('declares the current stores as the newest version shipped: a table or index change needs a version bump', () => {
    expect(mirrorVersions.at(-1)!.version).toBe(LOCAL_DB_VERSION);
    expect(currentStores()).toEqual(mirrorVersions.at(-1)!.stores);
    const versions = mirrorVersions.map((v) => v.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it('upgrades a version-1 mirror with unsent writes: the outbox, the drafts and their state survive; authors become members', async () => {
    const name = newName();
    await seedVersion1(name);
    const db = openLocalDb(name);
    await db.open();
    expect(db.verno).toBe(LOCAL_DB_VERSION);

    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((e) => [e.client_id, e.status, e.attempts])).toEqual([
      ['draftpost01', 'pending', 2],
      ['draftcomment1', 'failed', 1],
    ]);
    expect(await db.posts.get('cdraftpost01')).toMatchObject({ status: 'pending', author_id: 7, body: 'Hello' });
    expect(await db.posts.get('cdraftpost01')).not.toHaveProperty('author');
    expect(await db.posts.get('p41')).toMatchObject({ author_id: 8, likes_count: 2, link_preview: null, pinned_until: null });
    expect(await db.comments.get('cdraftcomment1')).toMatchObject({ status: 'failed', error: 'Sorry', author_id: 7, likes_count: 0 });
    expect(await db.members.orderBy('id').toArray()).toEqual([
      expect.objectContaining(alice),
      expect.objectContaining(bob),
    ]);
    expect(await db.kv.get('session')).toMatchObject({ value: { user_id: 7 } });
    // New indexes answer queries on upgraded rows.
    expect(await db.posts.orderBy('sort_key').count()).toBe(2);
    db.close();
  });

  it("opens a version-18 mirror at 19 with the events' tables, its rows and unsent writes kept", async () => {
    const name = newName();
    const v18 = mirrorVersions.find((v) => v.version === 18)!;
    const old = new Dexie(name);
    old.version(18).stores(v18.stores);
    await old.open();
    await old.table('kv').put({ key: 'session', value: { secret_id: 's', secret: 'x', refresh_token: 'r', user_id: 7 } });
    await old.table('outbox').add({ client_id: 'like1', mutation: { kind: 'like.create', client_id: 'like1', body: { likeable_type: 'Post', likeable_id: 41 } }, status: 'pending', error: null, attempts: 0, created_at: 1 });
    old.close();
    expect(mirrorVersions.find((v) => v.version === 19)!.stores).toMatchObject({ events: '&id, starts_at, ends_at, group_key', event_settings: '&id' });
    const db = openLocalDb(name);
    await db.open();
    expect(db.verno).toBe(LOCAL_DB_VERSION);
    expect((await db.outbox.toArray()).map((e) => e.client_id)).toEqual(['like1']);
    expect(await db.events.count()).toBe(0);
    await db.event_settings.put({ id: 'me', value: { day: true, hour: false, email: false } });
    expect((await db.event_settings.get('me'))!.value.hour).toBe(false);
    db.close();
  });

  it('tells a tab holding the old version, and closes its connection so the upgrade is not blocked', async () => {
    const name = newName();
    const onVersionChange = vi.fn();
    const old = openLocalDb(name, { onVersionChange });
    await old.open();
    const newer = new Dexie(name);
    newer.version(LOCAL_DB_VERSION + 1).stores({ ...currentStores(), extra: '&id' });
    await newer.open(); // would hang on 'blocked' if the old connection stayed open
    expect(onVersionChange).toHaveBeenCalledTimes(1);
    expect(old.isOpen()).toBe(false);
    // The old code never reopens the newer database behind the member's back.
    await expect(old.posts.count()).rejects.toThrow();
    newer.close();
  });
});
