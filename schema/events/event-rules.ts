// Events' rules without zod, for the page too: answers, recurrence, the limits, when the online link shows, the words of a refusal.

/** A member's answer to an event (docs/api-events.md). "going" on a full event is a waitlist place. */
export const rsvpStatuses = ['going', 'interested', 'not_going'] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

/** How a series repeats: every week or every month, on the first occurrence's weekday or day of month, in its time zone. */
export const recurrenceFrequencies = ['weekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof recurrenceFrequencies)[number];

/** Which occurrences of a series an edit, a cancellation or a deletion touches. */
export const seriesScopes = ['this', 'following', 'all'] as const;
export type SeriesScope = (typeof seriesScopes)[number];

/** The list's two halves: what has not ended yet (soonest first), what has (latest first). */
export const eventScopes = ['upcoming', 'past'] as const;
export type EventScope = (typeof eventScopes)[number];

/** When a reminder goes out before the start; the member's settings choose which. */
export const reminderLeads = ['day', 'hour'] as const;
export type ReminderLead = (typeof reminderLeads)[number];
export const reminderLeadMs: Record<ReminderLead, number> = { day: 24 * 3600_000, hour: 3600_000 };

/** Reminders before anything is chosen: a day and an hour before, push and the activity only. */
export const DEFAULT_EVENT_REMINDER_SETTINGS = { day: true, hour: true, email: false } as const;

export const EVENTS_PAGE = 20;
export const ATTENDEES_PAGE = 30;
export const EVENT_NAME_MAX = 200;
export const EVENT_LOCATION_MAX = 500;
export const EVENT_DESCRIPTION_MAX = 20_000;
export const EVENT_CAPACITY_MAX = 100_000;
/** A series holds at most this many occurrences, and ends within a year of its first. */
export const MAX_OCCURRENCES = 52;
export const MAX_SERIES_DAYS = 366;
/** An event lasts at most this long. */
export const MAX_EVENT_DAYS = 14;
/** The online link shows to those going from this many minutes before the start, unless the host sets another lead. */
export const DEFAULT_ONLINE_URL_LEAD_MINUTES = 30;
export const MAX_ONLINE_URL_LEAD_MINUTES = 7 * 24 * 60;

/** The device's paging rows in `walls` for the events list: upcoming, past, and per group. */
export const eventsPagingKey = (scope: EventScope, groupKey?: string | null): string => `events:${scope}${groupKey ? `:${groupKey}` : ''}`;

/** Whether the event is over: answers close at its end. */
export const eventEnded = (event: { ends_at: string }, now: number): boolean => Date.parse(event.ends_at) <= now;

/** The member is on the waitlist (a "going" the capacity could not take yet). */
export const waitlisted = (rsvp: { status: RsvpStatus; waitlist_position: number | null } | null | undefined): boolean =>
  rsvp?.status === 'going' && rsvp.waitlist_position != null;

/** The capability's own refusals (docs/architecture.md "Recipe: add a capability"). */
export const eventMessages = {
  notFound: 'This event does not exist or you cannot see it',
  ended: 'This event has ended, answers are closed',
  cancelled: 'This event was cancelled',
  badStatus: 'Choose going, interested or not going',
  badScope: 'Choose upcoming or past',
  nameRequired: 'Give the event a name',
  nameTooLong: 'The name can be at most 200 characters',
  descriptionTooLong: 'The description can be at most 20000 characters',
  locationTooLong: 'The place can be at most 500 characters',
  badStart: 'Choose when the event starts',
  badEnd: 'Choose when the event ends',
  endsBeforeStart: 'The event must end after it starts',
  tooLong: 'An event can last at most 14 days',
  badTimeZone: 'Choose a time zone from the list',
  badCapacity: 'The capacity must be a whole number from 1 to 100000',
  badOnlineUrl: 'The online link must be an address starting with https://',
  badLead: 'Show the link at most a week before the start',
  badRecurrence: 'Repeat it from 2 to 52 times, or until a date within a year',
  seriesOnly: 'This event is not part of a series',
  groupRequired: 'Choose a group you administer',
  notHost: 'Only the admins of this group can create and change its events',
  attendeesHidden: 'The host keeps the list of attendees private',
  planRequired: 'This event is for holders of {plan}',
  feedNotFound: 'This calendar address has been turned off',
  badImage: 'The cover must be an image you uploaded',
} as const;
