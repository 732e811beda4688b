// The page's reader answers every read the screens make exactly as Dexie answers it on the same mirror: orders, ranges, compound keys, filters and limits.
// First: fake-indexeddb's globals before Dexie's module reads them (its maxKey depends on them).
import { post, world, type World } from './reader-world';
import Dexie from 'dexie';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalActivity, LocalCourse } from '../../../schema/local-db';
import { maxKey, minKey } from '../../../src/data/mirror-reader/keys';
import type { MirrorDb } from '../../../src/data/mirror-reader/reader';

let w: World;

beforeAll(async () => {
  w = await world();
  await w.writer.posts.bulkPut([
    post('p1', 'owls', '0001'),
    post('p2', 'owls', '0003', { pinned_until: '2030-01-01T00:00:00Z' }),
    post('p3', 'larks', '0002'),
    post('p4', 'owls', '0002', { author_id: 2 }),
    post('p5', 'owls', '0005', { author_id: 2, pinned_until: '2029-01-01T00:00:00Z' }),
    post('p6', 'larks', '0004'),
    post('p7', 'owls', '0004'),
  ]);
  // Same index value, several rows: the order within is the primary key's.
  await w.writer.courses.bulkPut([3, 1, 2].map((id) => ({ id, position: id === 2 ? 5 : 1 }) as LocalCourse));
  await w.writer.activities.bulkPut([5, 9, 7].map((id) => ({ id, category: 'x' }) as unknown as LocalActivity));
});

/** Each read as a screen writes it, run on both sides: Dexie's API is a superset of the reader's. */
const reads: [string, (db: MirrorDb) => Promise<unknown>][] = [
  ['get', (db) => db.posts.get('p4')],
  ['get of a missing row', (db) => db.posts.get('nope')],
  ['bulkGet, in the keys order, a hole where a row is missing', (db) => db.posts.bulkGet(['p3', 'nope', 'p1'])],
  ['table(name).bulkGet', (db) => db.table('courses').bulkGet([2, 3])],
  ['toArray in primary key order', (db) => db.posts.toArray()],
  ['count', (db) => db.posts.count()],
  ['filter on the table', (db) => db.posts.filter((p) => p.author_id === 2).toArray()],
  ['filter then limit on the table', (db) => db.posts.filter((p) => p.wall_key === 'owls').limit(2).toArray()],
  ['equals on an index (primary key order within)', (db) => db.posts.where('wall_key').equals('owls').toArray()],
  ['equals on the primary key by name', (db) => db.courses.where('id').equals(2).toArray()],
  ['equals then first', (db) => db.posts.where('wall_key').equals('owls').filter((p) => p.author_id === 2).first()],
  ['first of nothing', (db) => db.posts.where('wall_key').equals('crows').first()],
  ['between: lower in, upper out by default', (db) => db.posts.where('sort_key').between('0002', '0004').toArray()],
  ['between: lower out, upper in', (db) => db.posts.where('sort_key').between('0002', '0004', false, true).toArray()],
  ['between the wrong way round is empty', (db) => db.posts.where('sort_key').between('0004', '0002').toArray()],
  ['a compound index from minKey to maxKey', (db) => db.posts.where('[wall_key+sort_key]').between(['owls', minKey], ['owls', maxKey]).toArray()],
  ['a compound index from a key, upper in', (db) => db.posts.where('[wall_key+sort_key]').between(['owls', '0003'], ['owls', maxKey], false, true).toArray()],
  ['a compound index reversed, filtered, limited', (db) => db.posts.where('[wall_key+sort_key]').between(['owls', minKey], ['owls', maxKey]).reverse().filter((p) => p.author_id === 1).limit(2).toArray()],
  ['only rows the index holds (no null pin)', (db) => db.posts.where('[wall_key+pinned_until]').between(['owls', minKey], ['owls', maxKey]).toArray()],
  ['anyOf in index order, repeats once', (db) => db.posts.where('sort_key').anyOf('0004', '0001', '0004').toArray()],
  ['anyOf given an array', (db) => db.posts.where('sort_key').anyOf(['0005', '0002']).toArray()],
  ['anyOf reversed', (db) => db.posts.where('sort_key').anyOf('0004', '0001').reverse().toArray()],
  ['orderBy an index, reversed, the limit after the filter', (db) => db.posts.orderBy('sort_key').reverse().filter((p) => p.wall_key === 'owls').limit(3).toArray()],
  ['orderBy an index without a limit, reversed', (db) => db.posts.orderBy('sort_key').reverse().toArray()],
  ['orderBy the primary key, reversed', (db) => db.activities.orderBy('id').reverse().toArray()],
  ['orderBy with equal index values', (db) => db.courses.orderBy('position').toArray()],
  ['orderBy, limit without a filter', (db) => db.posts.orderBy('sort_key').reverse().limit(2).toArray()],
  ['count on an index', (db) => db.posts.where('wall_key').equals('owls').count()],
  ['count with a filter', (db) => db.posts.where('[wall_key+sort_key]').between(['owls', '0002'], ['owls', maxKey], false, true).filter((p) => p.author_id !== 2).count()],
  ['count of toCollection with a filter', (db) => db.posts.toCollection().filter((p) => p.author_id === 2).count()],
  [
    'each',
    async (db) => {
      const seen: string[] = [];
      await db.posts.each((p) => seen.push(p.uid));
      return seen;
    },
  ],
];

describe('the page reader answers as Dexie does', () => {
  it('uses the same key bounds', () => {
    expect(minKey).toBe(Dexie.minKey);
    expect(maxKey).toEqual(Dexie.maxKey);
  });

  it.each(reads)('%s', async (_label, read) => {
    const expected = await read(w.writer as unknown as MirrorDb);
    expect(await read(w.reader)).toEqual(expected);
  });

  it('rejects an invalid key as Dexie does, rather than throwing where the chain is written', async () => {
    const bad = (db: MirrorDb) => db.posts.where('wall_key').equals(undefined as unknown as string).toArray();
    await expect(bad(w.writer as unknown as MirrorDb)).rejects.toThrow();
    await expect(bad(w.reader)).rejects.toThrow();
  });

  it('reads without creating or writing anything: the database stays at the version the writer made', async () => {
    const before = (await indexedDB.databases()).find((d) => d.name === w.name)?.version;
    await w.reader.posts.toArray();
    expect((await indexedDB.databases()).find((d) => d.name === w.name)?.version).toBe(before);
  });
});
