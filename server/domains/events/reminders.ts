// The reminder job: a day and an hour before an event, each member going (with a place) or interested is told once per lead and start time, as their settings choose.
import { and, gt, isNull, lte } from 'drizzle-orm';
import { reminderLeadMs, reminderLeads, type ReminderLead } from '../../../schema/events/event-rules';
import type { Database } from '../../db/connect';
import { wakeableJob, type WakeableJob } from '../../core/periodic-job';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { eventRemindersSent, events } from './event-schema';
import { answeredMembers, reminderSettingsOf, tellMembers, type NoticeLinks } from './notices';

/** How often the job looks (and once at start). */
export const REMINDER_INTERVAL_MS = 60_000;

const words: Record<ReminderLead, string> = { day: 'Coming up', hour: 'In an hour' };

/**
 * The window of each lead: the hour reminder for what starts within the hour, the day reminder for what starts within a
 * day but not within the hour (an event made at short notice gets the hour's alone).
 */
const windowOf = (lead: ReminderLead, now: number) => (lead === 'hour' ? [now, now + reminderLeadMs.hour] : [now + reminderLeadMs.hour, now + reminderLeadMs.day]);

/** One pass: every reminder due now goes, each claimed in `event_reminders_sent` first so it goes once however many processes run. Answers how many went. */
export async function runReminderPass(db: Database, mailer: Pick<Mailer, 'send'>, links: NoticeLinks, now: Date): Promise<number> {
  let sent = 0;
  for (const lead of reminderLeads) {
    const [from, to] = windowOf(lead, now.getTime());
    const due = await db
      .select()
      .from(events)
      .where(and(isNull(events.cancelledAt), gt(events.startsAt, new Date(from!)), lte(events.startsAt, new Date(to!))));
    for (const event of due) {
      const mails: OutgoingMail[] = await db.transaction(async (tx) => {
        const members = await answeredMembers(tx, event.id, false);
        const settings = await reminderSettingsOf(tx, members);
        const wanted = members.filter((id) => settings.get(id)?.[lead]);
        if (wanted.length === 0) return [];
        const claimed = await tx
          .insert(eventRemindersSent)
          .values(wanted.map((userId) => ({ eventId: event.id, userId, lead, startsAt: event.startsAt, sentAt: now })))
          .onConflictDoNothing()
          .returning({ userId: eventRemindersSent.userId });
        sent += claimed.length;
        return tellMembers(tx, event, claimed.map((c) => c.userId), `${words[lead]}: ${event.name}`, links);
      });
      for (const m of mails) mailer.send(m);
    }
  }
  return sent;
}

/** Started by server/app.ts beside its other jobs; woken by the E2E hook's pass. */
export function scheduleEventReminders(db: Database, mailer: Pick<Mailer, 'send'>, links: NoticeLinks, now: () => Date, intervalMs = REMINDER_INTERVAL_MS): WakeableJob {
  return wakeableJob('event reminders', () => runReminderPass(db, mailer, links, now()), intervalMs);
}

