// Write kinds follow one grammar (entity.verb, snake_case, singular entity), and unsent entries of a renamed kind survive the rename.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { openLocalDb } from '../../schema/local-db';
import { mutationRequests } from '../../schema/outbox';
import { changeKinds } from '../../schema/sync';
import { mirrorVersions } from '../../schema/mirror/versions';
import { renamedWriteKinds } from '../../schema/mirror/write-kind-renames';

const grammar = /^[a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)*$/;

describe('write kind names', () => {
  it('are entity.verb in snake_case with a singular entity, like change kinds', () => {
    const kinds = Object.keys(mutationRequests);
    expect(kinds.filter((k) => !grammar.test(k))).toEqual([]);
    expect(kinds.filter((k) => /s$/.test(k.split('.')[0]!))).toEqual([]);
    expect(changeKinds.filter((k) => !grammar.test(k))).toEqual([]);
  });

  it('rename only to kinds that exist, from kinds that no longer do', () => {
    for (const [from, to] of Object.entries(renamedWriteKinds)) {
      expect(mutationRequests).toHaveProperty([to]);
      expect(mutationRequests).not.toHaveProperty([from]);
    }
  });
});

describe('the mirror upgrade that renames write kinds', () => {
  it('keeps a v14 outbox in order, each entry under its new name with its body and state', async () => {
    const name = `write-kinds-${process.pid}`;
    const v14 = new Dexie(name);
    v14.version(14).stores(mirrorVersions.find((v) => v.version === 14)!.stores);
    await v14.open();
    await v14.table('outbox').bulkAdd([
      { client_id: 'a1', mutation: { kind: 'activities.markAllSeen', client_id: 'a1', body: { before: 'x' } }, status: 'pending', error: null, attempts: 1, created_at: 1 },
      { client_id: 'l1', mutation: { kind: 'like.create', client_id: 'l1', body: { likeable_type: 'Post', likeable_id: 4 } }, status: 'pending', error: null, attempts: 0, created_at: 2 },
      { client_id: 'm1', mutation: { kind: 'membershipRequests.approve', client_id: 'm1', group_key: 'g', body: { user_ids: [3] } }, status: 'failed', error: 'No', attempts: 2, created_at: 3 },
    ]);
    v14.close();

    const db = openLocalDb(name);
    await db.open();
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.client_id, e.mutation.kind, e.status])).toEqual([
      ['a1', 'activity.mark_all_seen', 'pending'],
      ['l1', 'like.create', 'pending'],
      ['m1', 'membership_request.approve', 'failed'],
    ]);
    expect(entries[2]!.mutation).toMatchObject({ group_key: 'g', body: { user_ids: [3] } });
    db.close();
  });
});
