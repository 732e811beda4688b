// Reading events: the list (upcoming soonest first, past latest first, by group, keyset-paged), one event, its attendees (paged, hidden where the host says).
import { and, asc, desc, eq, gt, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { ATTENDEES_PAGE, EVENTS_PAGE, eventMessages, type EventScope } from '../../../schema/events/event-rules';
import type { EventWire } from '../../../schema/events/wire';
import type { Database } from '../../db/connect';
import { HttpError } from '../../core/http-error';
import { numberedPage, pageWindow } from '../../core/numbered-page';
import { decodeCursor, encodeCursor } from '../../core/opaque-cursor';
import { messages } from '../../../schema/messages';
import { users } from '../account/users-schema';
import { readableGroupByKey } from '../groups/group-access';
import { toMemberWire } from '../people/member-wire';
import { assertHolds, readableEvent } from './event-access';
import { eventReadable, mayManage, type EventLens } from './event-lens';
import { eventRsvps, events } from './event-schema';
import { eventWiresByIds, selectEventRows, toEventWires } from './event-wire';

const list = (scope: EventScope) => `events_${scope}`;

function decodePosition(scope: EventScope, cursor: string): { at: Date; id: number } {
  const [at, id] = decodeCursor(list(scope), cursor, 2) as [string, string];
  const date = new Date(at);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== at || !/^\d{1,10}$/.test(id)) throw new HttpError(400, messages.invalidCursor);
  return { at: date, id: Number(id) };
}

/** GET /api/v2/events: what has not ended (soonest first) or has (latest first), of one group or all the reader may read. */
export async function listEvents(db: Database, lens: EventLens, query: { scope: EventScope; group_key?: string; cursor?: string }) {
  const { scope } = query;
  const where: (SQL | undefined)[] = [eventReadable(lens.viewerId), scope === 'upcoming' ? gt(events.endsAt, lens.now) : lte(events.endsAt, lens.now)];
  if (query.group_key !== undefined) where.push(eq(events.groupId, (await readableGroupByKey(db, lens.viewerId, query.group_key)).group.id));
  if (query.cursor !== undefined) {
    const p = decodePosition(scope, query.cursor);
    // Past pages go back in time: the next rows start before the last one shown.
    where.push(
      scope === 'upcoming'
        ? or(gt(events.startsAt, p.at), and(eq(events.startsAt, p.at), gt(events.id, p.id)))
        : or(lt(events.startsAt, p.at), and(eq(events.startsAt, p.at), lt(events.id, p.id))),
    );
  }
  const order = scope === 'upcoming' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
  const rows = await selectEventRows(db, and(...where))
    .orderBy(...order)
    .limit(EVENTS_PAGE + 1);
  const page = rows.slice(0, EVENTS_PAGE);
  const last = page.at(-1)?.event;
  const next = rows.length > EVENTS_PAGE && last ? encodeCursor(list(scope), [last.startsAt.toISOString(), last.id]) : null;
  return { events: await toEventWires(db, lens, page), meta: { next } };
}

/** One event as the reader sees it, or 404. */
export async function oneEvent(db: Database, lens: EventLens, id: number): Promise<EventWire> {
  const wire = (await eventWiresByIds(db, lens, [id], eventReadable(lens.viewerId))).get(id);
  if (!wire) throw new HttpError(404, eventMessages.notFound);
  return wire;
}

/** Who answered going (with a place) or interested, earliest first; hidden unless the host shows them or the reader manages the event. */
export async function listAttendees(db: Database, lens: EventLens, id: number, query: { status: 'going' | 'interested'; page: number }) {
  const event = await readableEvent(db, lens, id);
  assertHolds(lens, event);
  if (!event.attendeesVisible && !mayManage(lens, event.groupId)) throw new HttpError(403, eventMessages.attendeesHidden);
  const { limit, offset } = pageWindow(query.page, ATTENDEES_PAGE);
  const placed = query.status === 'going' ? isNull(eventRsvps.waitlistOrder) : undefined;
  const rows = await db
    .select({ id: users.id, displayName: users.displayName, avatarUrl: users.avatarUrl, status: eventRsvps.status, answeredAt: eventRsvps.answeredAt })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, id), eq(eventRsvps.status, query.status), placed, eq(users.state, 'active')))
    .orderBy(asc(eventRsvps.answeredAt), asc(users.id))
    .limit(limit)
    .offset(offset);
  const page = numberedPage(rows, query.page, ATTENDEES_PAGE);
  return { attendees: page.rows.map((r) => ({ member: toMemberWire(r), status: r.status, answered_at: r.answeredAt.toISOString() })), meta: { next: page.next } };
}
