// The delta feed's pull: pages fetched ahead land together in one transaction, a failed fetch keeps the last written cursor.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SYNC_FIRST_PAGE_SIZE } from '../../schema/constants';
import { openLocalDb, type LocalDb } from '../../schema/local-db';
import type { SyncResponse } from '../../schema/sync';
import type { Api, UncheckedSyncPage } from '../../worker/api';
import { createPuller } from '../../worker/pull';

let count = 0;
let db: LocalDb;
/** Every cursor the puller stored, in order: one per transaction that wrote pages. */
let cursorsWritten: number[];

beforeEach(async () => {
  db = openLocalDb(`pull-batching-test-${process.pid}-${++count}`);
  await db.open();
  await db.kv.bulkPut([
    { key: 'session', value: { secret_id: 's', secret: 'x', refresh_token: 'r', user_id: 1 } },
    { key: 'syncCursor', value: 0 },
  ]);
  cursorsWritten = [];
  db.kv.hook('updating', (mods: { value?: unknown }, key) => {
    if (key === 'syncCursor') cursorsWritten.push(mods.value as number);
  });
});
afterEach(() => db.close());

/** The page after `cursor`: one member card per page (member id = the page's cursor), more after it until `last`. */
const page = (cursor: number, last: number): SyncResponse => ({
  changes: [{ cursor: cursor + 1, kind: 'member.upsert', data: { id: cursor + 1, display_name: `Member ${cursor + 1}`, avatar_url: null } }],
  cursor: cursor + 1,
  has_more: cursor + 1 < last,
});

/** A page the server got wrong: its check fails (written here as an empty page). */
const invalid = (): never => {
  throw new Error('Unexpected response from GET /api/v1/sync');
};

/** A feed answering at once; `checked` resolves once the page ending at `cursor` has been checked. */
function feed(last: number, answer: (cursor: number) => Promise<SyncResponse> = async (cursor) => page(cursor, last)) {
  const asked: { cursor: number; limit: number | undefined }[] = [];
  const checks = new Map<number, () => void>();
  const checked = (cursor: number) => new Promise<void>((resolve) => checks.set(cursor, resolve));
  const api = {
    async syncAfter(cursor: number, limit?: number): Promise<UncheckedSyncPage> {
      asked.push({ cursor, limit });
      const got = await answer(cursor);
      return {
        cursor: got.cursor,
        has_more: got.has_more,
        check: () => {
          checks.get(got.cursor)?.();
          return got.changes.length ? got : invalid();
        },
      };
    },
  } as unknown as Api;
  return { api, asked, checked };
}

/** Another writer holds the members table until `until`: the puller's first transaction waits for it. */
function holdMirror(until: Promise<void>): Promise<void> {
  let done = false;
  void until.then(() => (done = true));
  return db.transaction('rw', db.members, async () => {
    while (!done) await db.members.get(0);
  });
}

const memberIds = async () => (await db.members.orderBy('id').primaryKeys()) as number[];

it('writes every page that came in during a write in one transaction, storing the last page\'s cursor', async () => {
  const { api, asked, checked } = feed(4);
  const held = holdMirror(checked(4));
  await createPuller(db, api, 1000).pullDeltas();
  await held;
  expect(cursorsWritten).toEqual([1, 4]);
  expect(await memberIds()).toEqual([1, 2, 3, 4]);
  expect(asked).toEqual([
    { cursor: 0, limit: SYNC_FIRST_PAGE_SIZE },
    { cursor: 1, limit: 1000 },
    { cursor: 2, limit: 1000 },
    { cursor: 3, limit: 1000 },
  ]);
});

it('holds no more than five pages for the writer', async () => {
  const { api, asked, checked } = feed(20);
  const held = holdMirror(checked(6));
  await createPuller(db, api, 1000).pullDeltas();
  await held;
  // The first page went to the writer at once; five more waited for it.
  expect(cursorsWritten.slice(0, 2)).toEqual([1, 6]);
  expect(await memberIds()).toHaveLength(20);
  expect(asked).toHaveLength(20);
});

it('writes the pages fetched before a failed fetch, then fails with the cursor of the last page written', async () => {
  const failure = new Error('the network went away');
  const { api, asked, checked } = feed(6, async (cursor) => {
    if (cursor === 3) throw failure;
    return page(cursor, 6);
  });
  const held = holdMirror(checked(3));
  await expect(createPuller(db, api, 1000).pullDeltas()).rejects.toBe(failure);
  await held;
  expect(cursorsWritten).toEqual([1, 3]);
  expect(await db.kv.get('syncCursor')).toMatchObject({ value: 3 });
  expect(await memberIds()).toEqual([1, 2, 3]);
  // Nothing is asked past the failed page.
  expect(asked.map((a) => a.cursor)).toEqual([0, 1, 2, 3]);
});

it('writes the pages before one that fails its check, and fails with the cursor of the last page written', async () => {
  const { api, checked } = feed(6, async (cursor) => (cursor === 2 ? { ...page(cursor, 6), changes: [] } : page(cursor, 6)));
  const held = holdMirror(checked(3));
  await expect(createPuller(db, api, 1000).pullDeltas()).rejects.toThrow('Unexpected response');
  await held;
  expect(cursorsWritten).toEqual([1, 2]);
  expect(await memberIds()).toEqual([1, 2]);
});

it('drops pages fetched ahead when another writer moved the cursor, and follows the feed from there', async () => {
  let firstWritten!: () => void;
  const written = new Promise<void>((resolve) => (firstWritten = resolve));
  db.kv.hook('updating', (_mods, key) => {
    if (key === 'syncCursor') firstWritten();
  });
  const { api } = feed(12, async (cursor) => {
    // Another tab stores the feed up to cursor 10 once this one wrote its first page, before its second comes.
    if (cursor === 1) {
      await written;
      await db.kv.put({ key: 'syncCursor', value: 10 });
    }
    return page(cursor, 12);
  });
  await createPuller(db, api, 1000).pullDeltas();
  expect(await db.kv.get('syncCursor')).toMatchObject({ value: 12 });
  // Page 2 was stale when its turn came (its member card is not written); pages from 10 on are.
  expect(await memberIds()).toEqual([1, 11, 12]);
});
