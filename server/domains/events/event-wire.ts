// Events as one reader sees them (schema/events/wire.ts): counts, the reader's answer and waitlist place, the link when due, the lock, whether they manage it.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EventWire, UserRsvp } from '../../../schema/events/wire';
import type { Database } from '../../db/connect';
import { groups } from '../groups/group-schema';
import { users } from '../account/users-schema';
import { holdsFor, mayManage, type EventLens } from './event-lens';
import { eventRsvps, events, eventSeries, type EventRow } from './event-schema';

export interface EventCounts {
  going: number;
  interested: number;
  waitlist: number;
}

/** The counts of each event: going with a place, interested, waiting. */
export async function countsOf(db: Database, ids: number[]): Promise<Map<number, EventCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: eventRsvps.eventId,
      going: sql<number>`count(*) filter (where ${eventRsvps.status} = 'going' and ${eventRsvps.waitlistOrder} is null)`.mapWith(Number),
      interested: sql<number>`count(*) filter (where ${eventRsvps.status} = 'interested')`.mapWith(Number),
      waitlist: sql<number>`count(*) filter (where ${eventRsvps.waitlistOrder} is not null)`.mapWith(Number),
    })
    .from(eventRsvps)
    .where(inArray(eventRsvps.eventId, ids))
    .groupBy(eventRsvps.eventId);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The reader's own answers, with their place on each waitlist (1 = next). */
export async function answersOf(db: Database, userId: number, ids: number[]): Promise<Map<number, UserRsvp>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: eventRsvps.eventId,
      status: eventRsvps.status,
      place: sql<number | null>`case when ${eventRsvps.waitlistOrder} is null then null else (select count(*) from event_rsvps w where w.event_id = ${eventRsvps.eventId} and w.waitlist_order is not null and w.waitlist_order <= ${eventRsvps.waitlistOrder}) end`,
    })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.userId, userId), inArray(eventRsvps.eventId, ids)));
  return new Map(rows.map((r) => [r.id, { status: r.status, waitlist_position: r.place === null ? null : Number(r.place) }]));
}

interface SeriesFacts {
  frequency: 'weekly' | 'monthly';
  count: number;
  until: Date;
}

async function seriesOf(db: Database, seriesIds: number[]): Promise<Map<number, SeriesFacts>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: eventSeries.id,
      frequency: eventSeries.frequency,
      count: sql<number>`count(${events.id})`.mapWith(Number),
      until: sql<string>`max(${events.startsAt})`,
    })
    .from(eventSeries)
    .innerJoin(events, eq(events.seriesId, eventSeries.id))
    .where(inArray(eventSeries.id, seriesIds))
    .groupBy(eventSeries.id);
  return new Map(rows.map((r) => [r.id, { frequency: r.frequency, count: r.count, until: new Date(r.until) }]));
}

type LoadedRow = { event: EventRow; groupKey: string | null; groupName: string | null; hostName: string | null; hostAvatar: string | null };

/** The rows `where` selects, in `order`, with what their wires need. */
export function selectEventRows(db: Database, where: SQL | undefined) {
  return db
    .select({ event: events, groupKey: groups.key, groupName: groups.name, hostName: users.displayName, hostAvatar: users.avatarUrl })
    .from(events)
    .leftJoin(groups, eq(groups.id, events.groupId))
    .leftJoin(users, eq(users.id, events.hostId))
    .where(where)
    .$dynamic();
}

/** The wires of loaded rows, in their order, as `lens`'s reader sees them. */
export async function toEventWires(db: Database, lens: EventLens, rows: LoadedRow[]): Promise<EventWire[]> {
  const ids = rows.map((r) => r.event.id);
  const seriesIds = [...new Set(rows.flatMap((r) => (r.event.seriesId === null ? [] : [r.event.seriesId])))];
  const [counts, answers, series] = await Promise.all([countsOf(db, ids), answersOf(db, lens.viewerId, ids), seriesOf(db, seriesIds)]);
  return rows.map((r) => {
    const e = r.event;
    const manage = mayManage(lens, e.groupId);
    const locked = !holdsFor(lens, e);
    const rsvp = answers.get(e.id) ?? null;
    const shownAt = e.onlineUrl === null ? null : new Date(e.startsAt.getTime() - e.onlineUrlLeadMinutes * 60_000);
    const placed = rsvp?.status === 'going' && rsvp.waitlist_position === null;
    const linkShown = !locked && shownAt !== null && (manage || (placed && lens.now >= shownAt && e.cancelledAt === null));
    const c = counts.get(e.id) ?? { going: 0, interested: 0, waitlist: 0 };
    const s = e.seriesId === null ? undefined : series.get(e.seriesId);
    return {
      id: e.id,
      group_key: r.groupKey,
      group_name: r.groupName,
      name: e.name,
      description: locked ? '' : e.description,
      starts_at: e.startsAt.toISOString(),
      ends_at: e.endsAt.toISOString(),
      time_zone: e.timeZone,
      location: e.location === '' ? null : e.location,
      online_url: linkShown ? e.onlineUrl : null,
      online: e.onlineUrl !== null,
      online_url_shown_at: shownAt?.toISOString() ?? null,
      image: e.image ?? null,
      host: { id: e.hostId ?? 0, display_name: r.hostName ?? '', avatar_url: r.hostAvatar },
      capacity: e.capacity,
      going_count: c.going,
      interested_count: c.interested,
      waitlist_count: c.waitlist,
      attendees_visible: e.attendeesVisible,
      user_rsvp: rsvp,
      recurrence: s && e.position !== null ? { series_id: e.seriesId!, frequency: s.frequency, count: s.count, until: s.until.toISOString(), position: e.position } : null,
      premium: e.requiredPlan !== null,
      required_plan: e.requiredPlan,
      locked,
      can_manage: manage,
      cancelled_at: e.cancelledAt?.toISOString() ?? null,
      updated_at: e.updatedAt.toISOString(),
    };
  });
}

/** The wires of the events `ids` names, by id (for the materialiser and answers); the caller filters what the reader may read. */
export async function eventWiresByIds(db: Database, lens: EventLens, ids: number[], readable: SQL): Promise<Map<number, EventWire>> {
  if (ids.length === 0) return new Map();
  const rows = await selectEventRows(db, and(inArray(events.id, ids), readable)).orderBy(asc(events.id));
  return new Map((await toEventWires(db, lens, rows)).map((w) => [w.id, w]));
}

