// Events in tests: seeded events by name, a host's new event, a member's answer, one event as a caller reads it.
import { eq } from 'drizzle-orm';
import { createdEventAnswer, eventAnswer, type CreateEventInput, type EventWire } from '../../../schema/events/wire';
import type { Session } from '../../../schema/session';
import { events } from '../../../server/domains/events/event-schema';
import type { Api, TestContext } from './test-app';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The first seeded occurrence with this name. */
export async function seededEventId(ctx: TestContext, name: string): Promise<number> {
  const rows = await ctx.testDb.db.select({ id: events.id }).from(events).where(eq(events.name, name)).orderBy(events.startsAt);
  if (!rows[0]) throw new Error(`no seeded event ${name}`);
  return rows[0].id;
}

/** A new event (201) in `group_key` starting in `inHours`, lasting two hours, with any field overridden. */
export async function createEvent(api: Api, s: Session, fields: Partial<CreateEventInput> & { inHours?: number } = {}) {
  const { inHours = 48, ...rest } = fields;
  const start = Date.now() + inHours * HOUR;
  const body = { group_key: 'welcome', name: 'Test night', time_zone: 'Europe/London', starts_at: new Date(start).toISOString(), ends_at: new Date(start + 2 * HOUR).toISOString(), ...rest };
  const res = await api.call('POST', '/api/v2/events', { session: s, body });
  if (res.status !== 201) throw new Error(`creating an event failed: ${res.status} ${JSON.stringify(res.body)}`);
  return createdEventAnswer.parse(res.body);
}

export const rsvp = (api: Api, s: Session | undefined, id: number, status: string, key?: string) =>
  api.call('POST', `/api/v2/events/${id}/rsvp`, { session: s, body: { status }, headers: key ? { 'idempotency-key': key } : undefined });

export async function readEvent(api: Api, s: Session, id: number): Promise<EventWire> {
  const res = await api.call('GET', `/api/v2/events/${id}`, { session: s });
  if (res.status !== 200) throw new Error(`reading event ${id} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return eventAnswer.parse(res.body).event;
}
