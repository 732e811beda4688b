// The page's reader opens the mirror only at a version the engine made: it waits for the engine, never creates or upgrades it, and gives way to a newer version.
import { listed, until, world } from './reader-world';
import { describe, expect, it } from 'vitest';
import { LOCAL_DB_VERSION, openLocalDb, type LocalMember } from '../../../schema/local-db';
import { MIRROR_OPEN_CHANNEL, MIRROR_VERSION } from '../../../schema/mirror/identity';
import { watch } from '../../../src/data/mirror-reader/live-query';

/** Opens `name` at a native version with no stores, as an older or newer build's Dexie would have left it. */
function rawOpen(name: string, native: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name, native);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

describe('opening the mirror on the page', () => {
  it('reads the version the code declares, which Dexie stores as ten times its number', async () => {
    expect(MIRROR_VERSION).toBe(LOCAL_DB_VERSION);
    const w = await world();
    expect(await listed(w.name)).toBe(MIRROR_VERSION * 10);
  });

  it('waits, creating nothing, until the engine has made the mirror; then answers', async () => {
    const w = await world({ open: false });
    let answer: number | undefined;
    void w.reader.members.count().then((n) => (answer = n));
    await new Promise((r) => setTimeout(r, 100));
    expect(answer).toBeUndefined();
    expect(await listed(w.name)).toBeUndefined();
    await w.writer.members.put({ id: 1, display_name: 'Mia', avatar_url: null } as LocalMember);
    await until(() => answer !== undefined);
    expect(answer).toBe(1);
  });

  it('hears the engine say its mirror is open, every time it opens it', async () => {
    const w = await world({ open: false });
    const heard: unknown[] = [];
    const channel = new BroadcastChannel(MIRROR_OPEN_CHANNEL);
    channel.onmessage = (e: MessageEvent) => heard.push(e.data);
    await w.writer.open();
    await until(() => heard.length === 1);
    expect(heard).toEqual([w.name]);
    channel.close();
  });

  it('waits while the mirror is at an older version, leaving its upgrade to the engine', async () => {
    const w = await world({ open: false });
    (await rawOpen(w.name, 10)).close();
    let answer: number | undefined;
    void w.reader.posts.count().then((n) => (answer = n));
    await new Promise((r) => setTimeout(r, 100));
    expect(answer).toBeUndefined();
    expect(await listed(w.name)).toBe(10);
    // The engine opens (and upgrades) without writing anything: its open notice is what the page hears.
    await w.writer.open();
    await until(() => answer !== undefined);
    expect(answer).toBe(0);
  });

  it('gives way to a newer version: the connection closes, the page is told, live queries fall silent', async () => {
    const w = await world();
    const values: number[] = [];
    const errors: unknown[] = [];
    const stop = watch(() => w.read.db().posts.count(), (v) => values.push(v), (e) => errors.push(e));
    await until(() => values.length === 1);
    w.writer.close();
    const newer = await rawOpen(w.name, (MIRROR_VERSION + 1) * 10);
    await until(() => w.outdated === 1);
    await expect(w.reader.posts.count()).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    newer.close();
    expect(errors).toEqual([]);
    stop();
  });

  it('reads a mirror a newer build already upgraded, and tells the page it is outdated', async () => {
    const w = await world({ open: false });
    const newer = openLocalDb(w.name);
    await newer.open();
    newer.close();
    (await rawOpen(w.name, (MIRROR_VERSION + 1) * 10)).close();
    expect(await w.reader.posts.count()).toBe(0);
    expect(w.outdated).toBe(1);
  });
});
