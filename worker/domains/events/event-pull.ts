// Events into the mirror by REST: a list's pages (upcoming or past, all or one group's), one event, and every upcoming event the member may see.
import { eventsPagingKey, type EventScope } from '../../../schema/events/event-rules';
import type { EventWire } from '../../../schema/events/wire';
import type { LocalDb } from '../../../schema/local-db';
import { ApiError } from '../../api-error';
import { currentUserId, writeAsMember } from '../../mirror-writes';
import { pageAfter } from '../../refused-cursor';
import type { EventCalls } from './api-events';
import { dropEvents, putReminderSettings, putServerEvents } from './event-rows';

/** The upcoming pull reads at most this many pages (the server pages by 20): what a member's groups hold in the coming months. */
const UPCOMING_PAGES_MAX = 10;

/** Held events the server would have listed on this page but did not (deleted, moved, no longer the member's to see). */
async function unlisted(db: LocalDb, scope: EventScope, groupKey: string | null, page: EventWire[], whole: boolean): Promise<number[]> {
  const now = new Date().toISOString();
  const listed = new Set(page.map((e) => e.id));
  const edge = page.at(-1)?.starts_at;
  const held = await db.events
    .filter((e) => {
      if (e.status || listed.has(e.id) || (groupKey && e.group_key !== groupKey)) return false;
      if (scope === 'upcoming' ? e.ends_at <= now : e.ends_at > now) return false;
      if (whole || edge === undefined) return true;
      return scope === 'upcoming' ? e.starts_at < edge : e.starts_at > edge;
    })
    .toArray();
  return held.map((e) => e.id);
}

export function createEventPuller(db: LocalDb, api: EventCalls) {
  /** The list's first page (the whole truth up to its last event), or the next after the paging row's cursor when `more`. */
  async function loadList(scope: EventScope, groupKey: string | null = null, more = false): Promise<void> {
    const key = eventsPagingKey(scope, groupKey);
    const row = more ? await db.walls.get(key) : undefined;
    if (row?.exhausted === 1) return;
    const userId = await currentUserId(db);
    if (userId === null) return;
    const page = await pageAfter(row?.next_cursor ?? null, (cursor) => api.events(scope, groupKey, cursor));
    await writeAsMember(db, userId, async () => {
      if (!more) await dropEvents(db, await unlisted(db, scope, groupKey, page.events, page.meta.next === null));
      await putServerEvents(db, page.events);
      await db.walls.put({ key, next_cursor: page.meta.next, exhausted: page.meta.next ? 0 : 1, fetched_at: Date.now() });
    });
  }

  /** One event, marked seen (kept offline); gone or hidden from the member now: the device forgets it. */
  async function loadEvent(id: number): Promise<void> {
    const userId = await currentUserId(db);
    try {
      const { event } = await api.event(id);
      await writeAsMember(db, userId, () => putServerEvents(db, [event], true));
    } catch (e) {
      if (e instanceof ApiError && e.code === 404) await writeAsMember(db, userId, () => dropEvents(db, [id]));
      throw e;
    }
  }

  /** Every upcoming event the member may see (their groups' and the community's), page after page: readable offline. */
  async function loadUpcoming(): Promise<void> {
    await loadList('upcoming');
    for (let i = 1; i < UPCOMING_PAGES_MAX; i++) {
      const row = await db.walls.get(eventsPagingKey('upcoming'));
      if (!row || row.exhausted === 1) return;
      await loadList('upcoming', null, true);
    }
  }

  /** The member's reminder settings into their row, so the events screen shows them offline too. */
  async function loadReminderSettings(): Promise<void> {
    const userId = await currentUserId(db);
    const answer = await api.reminderSettings();
    await writeAsMember(db, userId, () => putReminderSettings(db, answer.event_reminders));
  }

  return { loadList, loadEvent, loadUpcoming, loadReminderSettings };
}
export type EventPuller = ReturnType<typeof createEventPuller>;
