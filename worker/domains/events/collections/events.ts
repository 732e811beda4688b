// Events collection: the change feed's events of the member's groups, forgotten with a group the member lost, the past ones kept by how recently they were seen.
import type { LocalDb } from '../../../../schema/local-db';
import { defineCollection } from '../../../collections/collection';
import { dropEvents, putServerEvents } from '../event-rows';

/** Past events kept at most (upcoming ones always stay: the member's groups' coming events are readable offline). */
export const KEEP_PAST_EVENTS = 200;

/** Drops past events beyond the budget, least recently seen first; never one with an unsent or refused answer. */
export async function sweepEvents(db: LocalDb, budget: number): Promise<number> {
  const now = new Date().toISOString();
  const past = await db.events.where('ends_at').below(now).filter((e) => !e.status).toArray();
  const excess = past.length - budget;
  if (excess <= 0) return 0;
  const oldest = past.sort((a, b) => (a.seen_at ?? '').localeCompare(b.seen_at ?? '') || a.ends_at.localeCompare(b.ends_at)).slice(0, excess);
  await db.events.bulkDelete(oldest.map((e) => e.id));
  return oldest.length;
}

export const events = defineCollection<'event.upsert' | 'event.delete'>({
  table: 'events',
  changes: {
    'event.upsert': (db, changes) => putServerEvents(db, changes.map((c) => c.data)),
    'event.delete': (db, changes) => dropEvents(db, changes.map((c) => c.id)),
  },
  // A group the member left or lost takes its events along, as it takes its posts (an unsent answer's row stays: its entry tells).
  async forget(db, lost) {
    if (lost.groupKeys.length === 0) return;
    await db.events.where('group_key').anyOf(lost.groupKeys).filter((e) => !e.status).delete();
  },
  retention: { budget: KEEP_PAST_EVENTS, sweep: (db, budget) => sweepEvents(db, budget) },
});
