// Events as the engine writes them into the mirror for component tests: one event with any field overridden.
import type { LocalEvent } from '../../../schema/events/mirror';

const HOUR = 3_600_000;

/** An event of the welcome group two days ahead (`inHours` moves it; negative is past), nobody answered yet. */
export function eventRow(over: Partial<LocalEvent> & { inHours?: number } = {}): LocalEvent {
  const { inHours = 48, ...rest } = over;
  const start = Date.now() + inHours * HOUR;
  return {
    id: 5,
    group_key: 'night-owls',
    group_name: 'Night Owls',
    name: 'Listening party',
    description: '<p>One record, start to finish.</p>',
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 2 * HOUR).toISOString(),
    time_zone: 'UTC',
    location: 'North Pier',
    online_url: null,
    online: false,
    online_url_shown_at: null,
    image: null,
    host: { id: 9, display_name: 'Ada Admin', avatar_url: null },
    capacity: null,
    going_count: 1,
    interested_count: 0,
    waitlist_count: 0,
    attendees_visible: true,
    user_rsvp: null,
    recurrence: null,
    premium: false,
    required_plan: null,
    locked: false,
    can_manage: false,
    cancelled_at: null,
    updated_at: new Date().toISOString(),
    ...rest,
  };
}
