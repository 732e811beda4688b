// The events collection on its own: changes apply, a lost group takes its events (not the community's, not one with an unsent answer), the sweep keeps upcoming events and the past ones seen last.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventWire } from '../../schema/events/wire';
import { openLocalDb, type LocalDb } from '../../schema/local-db';
import type { Change } from '../../schema/sync';
import { applyChanges, forget, sweepMirror } from '../../worker/collections/registry';
import { inMirror } from '../../worker/mirror-writes';
import { answered } from '../../worker/domains/events/rsvp-effect';

let count = 0;
let db: LocalDb;
beforeEach(async () => {
  db = openLocalDb(`events-collection-${process.pid}-${++count}`);
  await db.open();
});
afterEach(() => db.close());

const HOUR = 3_600_000;
function event(id: number, groupKey: string | null, inHours: number): EventWire {
  const start = Date.now() + inHours * HOUR;
  return {
    id, group_key: groupKey, group_name: groupKey, name: `Event ${id}`, description: '', starts_at: new Date(start).toISOString(), ends_at: new Date(start + HOUR).toISOString(),
    time_zone: 'UTC', location: null, online_url: null, online: false, online_url_shown_at: null, image: null, host: { id: 1, display_name: 'Host', avatar_url: null },
    capacity: null, going_count: 0, interested_count: 0, waitlist_count: 0, attendees_visible: true, user_rsvp: null, recurrence: null, premium: false,
    required_plan: null, locked: false, can_manage: false, cancelled_at: null, updated_at: new Date().toISOString(),
  };
}
const upsert = (e: EventWire): Change => ({ cursor: e.id, kind: 'event.upsert', data: e });

describe('the events collection', () => {
  it('puts upserted events and forgets deleted ones', async () => {
    await inMirror(db, () => applyChanges(db, [upsert(event(1, 'a', 5)), upsert(event(2, 'a', 6))]));
    await inMirror(db, () => applyChanges(db, [{ cursor: 3, kind: 'event.delete', id: 1 }]));
    expect((await db.events.toArray()).map((e) => e.id)).toEqual([2]);
  });

  it("forgets a lost group's events, keeping the community's and one with an unsent answer", async () => {
    await inMirror(db, () => applyChanges(db, [upsert(event(1, 'a', 5)), upsert(event(2, null, 5)), upsert(event(3, 'b', 5))]));
    await db.events.put({ ...(await db.events.get(3))!, group_key: 'a', status: 'pending' });
    await inMirror(db, () => forget(db, { groupKeys: ['a'] }));
    expect((await db.events.toArray()).map((e) => e.id).sort()).toEqual([2, 3]);
  });

  it('sweeps past events beyond the budget, least recently seen first, never an upcoming one', async () => {
    await inMirror(db, () => applyChanges(db, [upsert(event(1, 'a', -50)), upsert(event(2, 'a', -40)), upsert(event(3, 'a', -30)), upsert(event(4, 'a', 10))]));
    await db.events.update(1, { seen_at: new Date().toISOString() });
    const swept = await inMirror(db, () => sweepMirror(db, { events: 1 }));
    expect(swept.events).toBe(2);
    expect((await db.events.toArray()).map((e) => e.id).sort()).toEqual([1, 4]);
  });
});

describe("an answer's effect", () => {
  it('moves the counts between answers and keeps a waitlist place on a full event', () => {
    const open = { user_rsvp: null, going_count: 1, interested_count: 0, waitlist_count: 0, capacity: 2 };
    const going = answered(open, 'going');
    expect(going).toMatchObject({ going_count: 2, user_rsvp: { status: 'going', waitlist_position: null } });
    expect(answered(going, 'interested')).toMatchObject({ going_count: 1, interested_count: 1 });
    const full = answered({ ...open, going_count: 2, waitlist_count: 1 }, 'going');
    expect(full).toMatchObject({ going_count: 2, waitlist_count: 2, user_rsvp: { status: 'going', waitlist_position: 2 } });
    expect(answered(full, 'going')).toBe(full);
    expect(answered(full, 'not_going')).toMatchObject({ going_count: 2, waitlist_count: 1, user_rsvp: { status: 'not_going', waitlist_position: null } });
  });
});
