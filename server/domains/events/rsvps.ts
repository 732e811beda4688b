// A member's answer to an event: going takes a place or the next waitlist place, leaving gives the first waiting their place (and tells them).
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { RsvpBody } from '../../../schema/events/wire';
import type { Database } from '../../db/connect';
import { appendChanges } from '../../core/changes';
import { recordActivity } from '../activities/record';
import { assertHolds, assertOpenForAnswers, eventChange, nextWaitlistOrder, readableEvent } from './event-access';
import type { EventLens } from './event-lens';
import { eventRsvps, type EventRow } from './event-schema';

async function placedCount(tx: Database, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'going'), isNull(eventRsvps.waitlistOrder)));
  return row?.n ?? 0;
}

/**
 * Gives free places to the waitlist in its order (after a leave, or a capacity raised) and tells each promoted member
 * with an activity and its push. Call with the event's row locked. Answers who was promoted.
 */
export async function fillPlaces(tx: Database, event: EventRow): Promise<number[]> {
  const free = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - (await placedCount(tx, event.id));
  if (free <= 0) return [];
  const waiting = await tx
    .select({ userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, event.id), isNotNull(eventRsvps.waitlistOrder)))
    .orderBy(asc(eventRsvps.waitlistOrder))
    .limit(Math.min(free, 10_000));
  if (waiting.length === 0) return [];
  const ids = waiting.map((w) => w.userId);
  await tx
    .update(eventRsvps)
    .set({ waitlistOrder: null })
    .where(and(eq(eventRsvps.eventId, event.id), sql`${eventRsvps.userId} = any(${sql.param(ids)}::int[])`));
  await recordActivity(tx, {
    category: 'event_reminder',
    recipientIds: ids,
    actorId: null,
    groupId: event.groupId,
    subjectId: event.id,
    text: `You have a place: ${event.name}`,
    link: `/events/${event.id}`,
  });
  return ids;
}

/** Sets the member's answer (the same answer again changes nothing, a waitlist place included) in `tx`, with the event's change for its readers. */
export async function answerEvent(tx: Database, lens: EventLens, eventId: number, body: RsvpBody): Promise<void> {
  const event = await readableEvent(tx, lens, eventId, true);
  assertHolds(lens, event);
  assertOpenForAnswers(event, lens.now);
  const [before] = await tx.select().from(eventRsvps).where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, lens.viewerId)));
  if (before?.status === body.status) return;
  const full = body.status === 'going' && event.capacity !== null && (await placedCount(tx, eventId)) >= event.capacity;
  const values = { status: body.status, waitlistOrder: full ? nextWaitlistOrder : null, answeredAt: lens.now };
  await tx
    .insert(eventRsvps)
    .values({ eventId, userId: lens.viewerId, ...values })
    .onConflictDoUpdate({ target: [eventRsvps.eventId, eventRsvps.userId], set: values });
  const leftPlace = before?.status === 'going' && before.waitlistOrder === null;
  if (leftPlace) await fillPlaces(tx, event);
  await appendChanges(tx, [eventChange('event.upsert', event)]);
}
