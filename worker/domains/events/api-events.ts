// The engine's event calls (docs/api-events.md): list pages, one event, attendees, calendars, hosts' writes, reminder settings.
import { z } from 'zod';
import { fillPath } from '../../../schema/api-paths';
import { eventsContract } from '../../../schema/events';
import type { EventScope, SeriesScope } from '../../../schema/events/event-rules';
import {
  attendeesPage,
  calendarFeedAnswer,
  createdEventAnswer,
  deletedEventAnswer,
  eventAnswer,
  eventReminderSettingsAnswer,
  eventsPage,
  patchedEventAnswer,
  type CreateEventInput,
  type PatchEventBody,
} from '../../../schema/events/wire';
import type { ApiClient } from '../../api-client';

const paths = eventsContract.apiPaths;
const one = (pattern: string, id: number) => fillPath(pattern, { id });

export function eventCalls(client: ApiClient) {
  return {
    events: (scope: EventScope, groupKey: string | null, cursor: string | null) =>
      client.request('GET', paths.events, { query: { scope, group_key: groupKey ?? undefined, cursor: cursor ?? undefined }, schema: eventsPage }),
    event: (id: number) => client.request('GET', one(paths.event, id), { schema: eventAnswer }),
    attendees: (id: number, status: 'going' | 'interested', page: number) =>
      client.request('GET', one(paths.eventAttendees, id), { query: { status, page }, schema: attendeesPage }),
    icsFile: (id: number) => client.request('GET', one(paths.eventIcs, id), { schema: z.string() }),
    calendarFeed: () => client.request('GET', paths.calendarFeed, { schema: calendarFeedAnswer }),
    rotateCalendarFeed: () => client.request('POST', paths.calendarFeed, { body: {}, schema: calendarFeedAnswer, retry: false }),
    stopCalendarFeed: () => client.request('DELETE', paths.calendarFeed, { schema: z.unknown(), retry: false }),
    reminderSettings: () => client.request('GET', paths.eventReminderSettings, { schema: eventReminderSettingsAnswer }),
    createEvent: (body: CreateEventInput) => client.request('POST', paths.events, { body, schema: createdEventAnswer, retry: false }),
    patchEvent: (id: number, body: PatchEventBody, scope: SeriesScope) =>
      client.request('PATCH', one(paths.event, id), { query: { apply_to: scope }, body, schema: patchedEventAnswer, retry: false }),
    deleteEvent: (id: number, scope: SeriesScope) =>
      client.request('DELETE', one(paths.event, id), { query: { apply_to: scope }, schema: deletedEventAnswer, retry: false }),
  };
}
export type EventCalls = ReturnType<typeof eventCalls>;
