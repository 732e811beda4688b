// Live queries on the page's reader re-run when the engine's Dexie commits a change to what they read, and only then; no change is ever lost.
import { post, until, world, type World } from './reader-world';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalMember } from '../../../schema/local-db';
import { maxKey, minKey } from '../../../src/data/mirror-reader/keys';
import { watch } from '../../../src/data/mirror-reader/live-query';

let w: World;
const stops: (() => void)[] = [];

/** Lets the channel's messages and any re-run they cause land. */
const settle = () => new Promise((r) => setTimeout(r, 50));

beforeEach(async () => {
  w = await world();
  await w.writer.posts.bulkPut([post('p1', 'owls', '0001'), post('p2', 'owls', '0002'), post('p3', 'larks', '0001')]);
  await w.writer.members.bulkPut([1, 2].map((id) => ({ id, display_name: `M${id}`, avatar_url: null }) as LocalMember));
  // The notices of these writes come in later tasks: heard by a query started now, they would re-run it.
  await settle();
});
afterEach(() => stops.splice(0).forEach((s) => s()));

/** Watches `querier`, keeping every answer shown and counting runs. */
function live<T>(querier: () => Promise<T>) {
  const seen = { values: [] as T[], runs: 0, errors: [] as unknown[] };
  stops.push(
    watch(
      () => {
        seen.runs++;
        return querier();
      },
      (v) => seen.values.push(v),
      (e) => seen.errors.push(e),
    ),
  );
  return seen;
}

const owls = () =>
  w.read
    .db()
    .posts.where('[wall_key+sort_key]')
    .between(['owls', minKey], ['owls', maxKey])
    .reverse()
    .toArray()
    .then((rows) => rows.map((p) => p.uid));

/** Watches the owls' wall with its first run held after its read until `during` has written and been heard; resolves at the first answer shown. */
async function heldFirstRun(during: () => Promise<unknown>) {
  let release: (() => void) | null = null;
  const q = live(async () => {
    const rows = await owls();
    if (q.runs === 1) await new Promise<void>((r) => (release = r));
    return rows;
  });
  await until(() => release !== null);
  await during();
  await settle();
  release!();
  await until(() => q.values.length === 1);
  return q;
}

describe('a live query on the page reader', () => {
  it('re-runs when the engine writes a row it read, and shows the new answer', async () => {
    const q = live(async () => (await w.read.db().members.get(1))?.display_name);
    await until(() => q.values.length === 1);
    expect(q.values).toEqual(['M1']);
    await w.writer.members.put({ id: 1, display_name: 'Mia', avatar_url: null } as LocalMember);
    await until(() => q.values.length === 2);
    expect(q.values.at(-1)).toBe('Mia');
  });

  it('does not re-run for a write to another table, or to another row of a table it read by key', async () => {
    const q = live(async () => (await w.read.db().members.get(1))?.display_name);
    await until(() => q.values.length === 1);
    await w.writer.posts.put(post('p9', 'owls', '0009'));
    await w.writer.members.put({ id: 2, display_name: 'Other', avatar_url: null } as LocalMember);
    await settle();
    expect(q.runs).toBe(1);
  });

  it('follows an index range: another wall does not re-run it; a row entering, changing or leaving the range does', async () => {
    const q = live(owls);
    await until(() => q.values.length === 1);
    await w.writer.posts.put(post('p4', 'larks', '0009'));
    await settle();
    expect(q.runs).toBe(1);
    await w.writer.posts.put(post('p5', 'owls', '0003'));
    await until(() => q.values.length === 2);
    expect(q.values.at(-1)).toEqual(['p5', 'p2', 'p1']);
    // Moved to another wall, written as the engine does outside any read of the old row.
    await w.writer.posts.put(post('p2', 'larks', '0002'));
    await until(() => q.values.length === 3);
    expect(q.values.at(-1)).toEqual(['p5', 'p1']);
    await w.writer.posts.update('p1', { body: 'edited' });
    await until(() => q.values.length === 4);
  });

  it('shows a sign-out wipe (clear) and deletions by key, by range and in bulk', async () => {
    const q = live(owls);
    await until(() => q.values.length === 1);
    await w.writer.posts.bulkDelete(['p2']);
    await until(() => q.values.length === 2);
    expect(q.values.at(-1)).toEqual(['p1']);
    await w.writer.posts.bulkPut([post('p6', 'owls', '0006'), post('p7', 'owls', '0007')]);
    await until(() => q.values.length === 3);
    await w.writer.posts.where('sort_key').anyOf('0006', '0007').delete();
    await until(() => q.values.length === 4);
    expect(q.values.at(-1)).toEqual(['p1']);
    await w.writer.posts.clear();
    await until(() => q.values.length === 5);
    expect(q.values.at(-1)).toEqual([]);
  });

  it('re-runs for a write of fifty rows or more (Dexie then names the whole table)', async () => {
    const q = live(async () => (await w.read.db().members.get(1))?.display_name);
    await until(() => q.values.length === 1);
    await w.writer.members.bulkPut(Array.from({ length: 60 }, (_, i) => ({ id: i + 1, display_name: `N${i + 1}`, avatar_url: null }) as LocalMember));
    await until(() => q.values.length === 2);
    expect(q.values.at(-1)).toBe('N1');
  });

  it('keeps reads made through a handle taken after an await (helpers calling localDb() later)', async () => {
    const q = live(async () => {
      await w.read.db().posts.count();
      await new Promise((r) => setTimeout(r, 1));
      return (await w.read.db().members.get(2))?.display_name;
    });
    await until(() => q.values.length === 1);
    await w.writer.members.put({ id: 2, display_name: 'Later', avatar_url: null } as LocalMember);
    await until(() => q.values.length === 2);
    expect(q.values.at(-1)).toBe('Later');
  });

  it('never shows an answer a change made during its run may have outdated, and loses no change', async () => {
    const q = await heldFirstRun(() => w.writer.posts.put(post('p8', 'owls', '0008')));
    expect(q.values).toEqual([['p8', 'p2', 'p1']]);
  });

  it('runs once more for a burst of changes heard during a run, not once per change', async () => {
    const q = await heldFirstRun(async () => {
      for (let i = 0; i < 5; i++) await w.writer.posts.put(post(`b${i}`, 'owls', `01${i}`));
    });
    await settle();
    expect(q.runs).toBe(2);
    expect(q.values.at(-1)?.[0]).toBe('b4');
  });

  it('reads nothing more once unsubscribed', async () => {
    const q = live(owls);
    await until(() => q.values.length === 1);
    stops.pop()!();
    await w.writer.posts.put(post('p9', 'owls', '0009'));
    await settle();
    expect(q.runs).toBe(1);
  });
});
