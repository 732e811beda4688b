// The events domain: the list, an event, answers with their waitlist, attendees, calendars, reminder settings, hosts' writes (schema/events/).
import { eq } from 'drizzle-orm';
import { defineServerDomain } from '../domain';
import { calendarRoutes } from './calendar-routes';
import { eventE2eRoutes } from './e2e-routes';
import { eventCalendarFeeds } from './event-schema';
import { eventRoutes } from './event-routes';
import { eventHostRoutes } from './host-routes';

export const eventsDomain = defineServerDomain({
  name: 'events',
  routes: [eventRoutes, eventHostRoutes, calendarRoutes, eventE2eRoutes],
  // Answers, settings and sent reminders go with the account by cascade; the feed's address is turned off at once.
  forgetMember: async (tx, userId) => {
    await tx.delete(eventCalendarFeeds).where(eq(eventCalendarFeeds.userId, userId));
  },
});
