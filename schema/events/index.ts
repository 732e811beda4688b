// The events contract: the events list and detail, answers (RSVP) with their waitlist, attendees, calendars, hosts' writes, reminder settings.
import { contractTable, defineContract } from '../contract';
import { eventSettingsTable, eventsTable } from './mirror';
import type { EventWrite } from './wire';

export const eventsContract = defineContract<EventWrite>()({
  name: 'events',
  apiPaths: {
    /** GET ?scope=upcoming|past&group_key=&cursor= (the composer's share list reads its upcoming page); POST (hosts) creates. */
    events: '/api/v2/events',
    /** GET one; PATCH (hosts) edits or cancels, ?apply_to= for a series; DELETE (hosts) ?apply_to=. */
    event: '/api/v2/events/:id',
    /** POST {status}: the member's answer, idempotent with the outbox's key. */
    eventRsvp: '/api/v2/events/:id/rsvp',
    /** GET ?status=going|interested&page=: who answered (hidden where the host says so). */
    eventAttendees: '/api/v2/events/:id/attendees',
    /** GET: one event as an iCalendar file (UTC times, its zone, an alarm). */
    eventIcs: '/api/v2/events/:id.ics',
    /** GET: the member's private calendar feed address (made on first ask); POST: a new address, the old one off; DELETE: off. */
    calendarFeed: '/api/v2/account/calendar_feed',
    /** GET: the feed itself, the member's going events, for a calendar app (no session: the token is the key). */
    calendarFeedFile: '/api/v2/calendar_feeds/:token.ics',
    /** GET, PUT {day, hour, email}: when the member's reminders go out, and whether by mail too. */
    eventReminderSettings: '/api/v2/account/event_reminders',
  },
  routes: {
    events: { path: '/events', access: 'member', scroll: 'keep' },
    /** Hosts: a new event (before `event`, a static segment wins over the id). */
    eventNew: { path: '/events/new', access: 'member', scroll: 'top' },
    event: { path: '/events/:id', access: 'member', scroll: 'top', numericParam: 'id' },
    eventEdit: { path: '/events/:id/edit', access: 'member', scroll: 'top', numericParam: 'id' },
  },
  tables: [contractTable(eventsTable, 19), contractTable(eventSettingsTable, 19)],
  writes: {
    'event_rsvp.set': { method: 'POST', path: 'eventRsvp', replayable: true },
    'event_reminder_setting.update': { method: 'PUT', path: 'eventReminderSettings', replayable: true },
  },
});
