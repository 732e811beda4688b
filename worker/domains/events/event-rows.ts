// The events' rows from the server's answers, held beneath the member's unsent answers, keeping what only the device knows (when it was seen).
import type { EventReminderSettings, EventWire } from '../../../schema/events/wire';
import { EVENT_SETTINGS_ROW_ID, type LocalEvent } from '../../../schema/events/mirror';
import type { LocalDb } from '../../../schema/local-db';
import { dropServerRows, putServerRows } from '../../overlay/rebase';

/** Puts the server's events; `seen`: the member opened them now (the sweep keeps the recently seen). Call inside a transaction. */
export async function putServerEvents(db: LocalDb, events: readonly EventWire[], seen = false): Promise<void> {
  if (events.length === 0) return;
  const held = await db.events.bulkGet(events.map((e) => e.id));
  const now = new Date().toISOString();
  await putServerRows(
    db,
    'events',
    events.map((e, i): LocalEvent => ({ ...e, seen_at: seen ? now : held[i]?.seen_at })),
  );
}

/** Gone for the member (deleted, or no longer theirs to see); an unsent answer's row goes with it, its entry tells. */
export const dropEvents = (db: LocalDb, ids: number[]): Promise<void> => dropServerRows(db, 'events', ids);

/** The server's reminder settings in their one row (beneath an unsent change of them). */
export const putReminderSettings = (db: LocalDb, value: EventReminderSettings): Promise<void> =>
  putServerRows(db, 'event_settings', [{ id: EVENT_SETTINGS_ROW_ID, value }]);
