// One event as a reader may reach it: readable (else 404), open to answer (not cancelled, not ended, the plan held), managed by its hosts.
import { and, eq, sql } from 'drizzle-orm';
import { eventMessages } from '../../../schema/events/event-rules';
import { formatMessage } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { HttpError } from '../../core/http-error';
import { eventReadable, holdsFor, mayManage, type EventLens } from './event-lens';
import { events, type EventRow } from './event-schema';

export const eventNotFound = () => new HttpError(404, eventMessages.notFound);

/** The event `id` if the reader may read it; `lock` holds its row for the transaction (answers decide places one at a time). */
export async function readableEvent(db: Database, lens: EventLens, id: number, lock = false): Promise<EventRow> {
  const query = db.select().from(events).where(and(eq(events.id, id), eventReadable(lens.viewerId)));
  const [row] = lock ? await query.for('update', { of: events }) : await query;
  if (!row) throw eventNotFound();
  return row;
}

/** 403 with the plan a paywall needs (as the library's assertOpen): a premium event's description, link and answers are its holders'. */
export function assertHolds(lens: EventLens, event: EventRow): void {
  if (holdsFor(lens, event)) return;
  const error = new HttpError(403, formatMessage(eventMessages.planRequired, { plan: event.requiredPlan! }));
  error.extra = { required_plan: event.requiredPlan };
  throw error;
}

/** Answers close at the end and on a cancelled event. */
export function assertOpenForAnswers(event: EventRow, now: Date): void {
  if (event.cancelledAt !== null) throw new HttpError(422, eventMessages.cancelled);
  if (event.endsAt.getTime() <= now.getTime()) throw new HttpError(422, eventMessages.ended);
}

/** Only the group's admins and the community's hosts change an event; others who may read it get 403. */
export function assertManages(lens: EventLens, event: Pick<EventRow, 'groupId'>): void {
  if (!mayManage(lens, event.groupId)) throw new HttpError(403, eventMessages.notHost);
}

/** An event's change for its readers: scoped by its group, none for the community's own. */
export const eventChange = (kind: 'event.upsert' | 'event.delete', e: Pick<EventRow, 'id' | 'groupId'>) => ({ kind, entityId: e.id, scopeId: e.groupId });

export const nextWaitlistOrder = sql<number>`nextval('event_waitlist_order')`;
