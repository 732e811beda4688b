// Telling an event's members at once (a new time, a cancellation, a reminder): an activity and its push each, and a mail to those whose settings ask for it.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { DEFAULT_EVENT_REMINDER_SETTINGS } from '../../../schema/events/event-rules';
import type { Database } from '../../db/connect';
import type { OutgoingMail } from '../../mail/mailer';
import { eventMail } from '../../mail/templates';
import { users } from '../account/users-schema';
import { recordActivity } from '../activities/record';
import { eventReminderSettings, eventRsvps, type EventRow } from './event-schema';

/** Where links in mails point: the app's public address. */
export interface NoticeLinks {
  publicUrl: string;
}

/** Members going (with a place, or waiting too when `waiting`) or interested in the event. */
export async function answeredMembers(tx: Database, eventId: number, waiting: boolean): Promise<number[]> {
  const rows = await tx
    .select({ id: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), or(eq(eventRsvps.status, 'interested'), and(eq(eventRsvps.status, 'going'), waiting ? undefined : isNull(eventRsvps.waitlistOrder)))));
  return rows.map((r) => r.id);
}

/** Each member's reminder settings, the defaults where they chose nothing. */
export async function reminderSettingsOf(tx: Database, ids: number[]): Promise<Map<number, { day: boolean; hour: boolean; email: boolean }>> {
  const rows = ids.length === 0 ? [] : await tx.select().from(eventReminderSettings).where(inArray(eventReminderSettings.userId, ids));
  const chosen = new Map(rows.map((r) => [r.userId, { day: r.day, hour: r.hour, email: r.email }]));
  return new Map(ids.map((id) => [id, chosen.get(id) ?? { ...DEFAULT_EVENT_REMINDER_SETTINGS }]));
}

/**
 * Records the activity (and so its push) for `recipients` in `tx`, and answers the mails to send once it commits:
 * to those whose reminder settings ask for mail.
 */
export async function tellMembers(tx: Database, event: EventRow, recipients: number[], text: string, links: NoticeLinks): Promise<OutgoingMail[]> {
  if (recipients.length === 0) return [];
  const recorded = await recordActivity(tx, { category: 'event_reminder', recipientIds: recipients, actorId: null, groupId: event.groupId, subjectId: event.id, text, link: `/events/${event.id}` });
  if (recorded.length === 0) return [];
  const settings = await reminderSettingsOf(tx, recipients);
  const mailed = recipients.filter((id) => settings.get(id)?.email);
  if (mailed.length === 0) return [];
  const rows = await tx.select({ email: users.email }).from(users).where(and(inArray(users.id, mailed), eq(users.state, 'active')));
  const url = new URL(`/events/${event.id}`, links.publicUrl).toString();
  const settingsUrl = new URL('/profile/settings/notifications-centre', links.publicUrl).toString();
  return rows.map((r) => eventMail(r.email, { headline: 'Event reminder', detail: text, url }, settingsUrl));
}
