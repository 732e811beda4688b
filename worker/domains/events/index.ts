// The events domain: events of the member's groups from the change feed and REST, their answers and reminder settings, calendars, and hosts' writes.
import { defineDomain } from '../domain';
import { events } from './collections/events';
import { eventCommands } from './commands/events';
import { eventReminderSettingsWrite } from './mutations/event-reminder-settings';
import { eventRsvpWrite } from './mutations/event-rsvp';

export const eventsDomain = defineDomain({
  name: 'events',
  collections: { events },
  mutations: { 'event_rsvp.set': eventRsvpWrite, 'event_reminder_setting.update': eventReminderSettingsWrite },
  commands: (ctx) => ({ events: eventCommands(ctx) }),
});
