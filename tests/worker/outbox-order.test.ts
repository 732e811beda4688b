// The outbox sends only its head: two senders at once (a leadership hand-over, a second worker) still deliver in order, once each.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openLocalDb, type LocalDb } from '../../schema/local-db';
import type { Mutation } from '../../schema/outbox';
import type { Api } from '../../worker/api';
import { flushOutbox } from '../../worker/outbox';

let db: LocalDb;
let count = 0;

beforeEach(async () => {
  db = openLocalDb(`outbox-order-${process.pid}-${++count}`);
  await db.kv.put({ key: 'session', value: { secret_id: 's', secret: 'x', refresh_token: 'r', user_id: 1 } });
});
afterEach(() => db.close());

it('never has two entries on the wire, and delivers each entry once, in the order written', async () => {
  const kinds: Mutation[] = [
    { kind: 'like.create', client_id: 'entry-one-1', body: { likeable_type: 'Post', likeable_id: 5 } },
    { kind: 'like.delete', client_id: 'entry-two-2', body: { likeable_type: 'Post', likeable_id: 5 } },
    { kind: 'like.create', client_id: 'entry-three', body: { likeable_type: 'Post', likeable_id: 6 } },
  ];
  for (const [i, m] of kinds.entries()) {
    await db.outbox.add({ client_id: m.client_id, mutation: m, status: 'pending', error: null, attempts: 0, created_at: i });
  }
  const sent: string[] = [];
  let inFlight = 0;
  let overlapped = false;
  const api = {
    client: {
      async request(method: string, path: string, opts: { headers: Record<string, string> }) {
        inFlight++;
        if (inFlight > 1) overlapped = true;
        sent.push(`${method} ${path} ${opts.headers['Idempotency-Key']}`);
        await new Promise((r) => setTimeout(r, 20));
        inFlight--;
        return { likeable_type: 'Post', likeable_id: 5, liked: method === 'POST', likes_count: 1 };
      },
    },
  } as unknown as Api;

  const [a, b] = await Promise.all([flushOutbox(db, api), flushOutbox(db, api)]);
  // Whichever sender found the head busy stopped; the other carried on. A later call finds nothing left.
  const c = await flushOutbox(db, api);
  expect(overlapped).toBe(false);
  expect(a.delivered + b.delivered + c.delivered).toBe(3);
  expect(sent).toEqual([
    'POST /api/v2/likes entry-one-1',
    'DELETE /api/v2/likes/Post/5 entry-two-2',
    'POST /api/v2/likes entry-three',
  ]);
  expect(await db.outbox.count()).toBe(0);
});
