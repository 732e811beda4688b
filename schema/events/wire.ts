// Events on the wire: an event as its reader sees it, the list and attendee pages, the hosts' writes, calendars, reminder settings, the outbox's writes.
import { z } from 'zod';
import { clientId, imageVersions, isoDate, numberedPageMeta, numericId, pageMeta, pageNumber, pageRefused } from '../common';
import { member } from '../members';
import {
  DEFAULT_ONLINE_URL_LEAD_MINUTES,
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_NAME_MAX,
  MAX_OCCURRENCES,
  MAX_ONLINE_URL_LEAD_MINUTES,
  eventMessages,
  eventScopes,
  recurrenceFrequencies,
  rsvpStatuses,
  seriesScopes,
} from './event-rules';

export const rsvpStatus = z.enum(rsvpStatuses, { message: eventMessages.badStatus });

/** The member's own answer; `waitlist_position` (1 = next) is set while a "going" waits for a place. */
export const userRsvp = z.object({ status: rsvpStatus, waitlist_position: z.number().int().positive().nullable() });
export type UserRsvp = z.infer<typeof userRsvp>;

/** The series an occurrence belongs to: how it repeats, how far, and which occurrence this is (1-based). */
export const eventRecurrence = z.object({
  series_id: z.number().int(),
  frequency: z.enum(recurrenceFrequencies),
  /** How many occurrences the series has now. */
  count: z.number().int().positive(),
  /** The last occurrence's start. */
  until: isoDate,
  position: z.number().int().positive(),
});

/** An event as its reader sees it (docs/api-events.md). Times are instants (UTC); `time_zone` is the host's IANA zone. */
export const eventWire = z.object({
  id: z.number().int(),
  /** null: the community's own event, for every member. */
  group_key: z.string().nullable(),
  group_name: z.string().nullable(),
  name: z.string(),
  /** Rich text, the allow-list of schema/rich-text.ts applied on write; empty while locked. */
  description: z.string(),
  starts_at: isoDate,
  ends_at: isoDate,
  time_zone: z.string(),
  location: z.string().nullable(),
  /** The online link: only to those going (and hosts), from `online_url_shown_at`; null otherwise. */
  online_url: z.string().nullable(),
  /** The event has an online link (whether or not this reader may see it yet). */
  online: z.boolean(),
  /** When the link starts to show to those going. */
  online_url_shown_at: isoDate.nullable(),
  image: imageVersions.nullable(),
  host: member,
  capacity: z.number().int().positive().nullable(),
  going_count: z.number().int().nonnegative(),
  interested_count: z.number().int().nonnegative(),
  waitlist_count: z.number().int().nonnegative(),
  /** The host shows who answered; hosts and the group's admins always see them. */
  attendees_visible: z.boolean(),
  user_rsvp: userRsvp.nullable(),
  recurrence: eventRecurrence.nullable(),
  /** Premium: the plan a member must hold to see the description, the link and to answer. */
  premium: z.boolean(),
  required_plan: z.string().nullable(),
  /** The reader lacks `required_plan`: description and link are empty, answering opens the paywall. */
  locked: z.boolean(),
  /** The reader may edit, cancel and delete it (the group's admins and the community's hosts). */
  can_manage: z.boolean(),
  cancelled_at: isoDate.nullable(),
  updated_at: isoDate,
});
export type EventWire = z.infer<typeof eventWire>;

export const eventsQuery = z.object({
  scope: z.enum(eventScopes, { message: eventMessages.badScope }).default('upcoming'),
  group_key: z.string().max(200).optional(),
  cursor: z.string().max(200).optional(),
  page: pageRefused,
});
export const eventsPage = z.object({ events: z.array(eventWire), meta: pageMeta });
export const eventAnswer = z.object({ event: eventWire });

export const rsvpBody = z.object({ status: rsvpStatus });
export type RsvpBody = z.infer<typeof rsvpBody>;

export const attendeesQuery = z.object({
  status: z.enum(['going', 'interested'], { message: eventMessages.badStatus }).default('going'),
  page: pageNumber(10_000),
});
export const attendee = z.object({ member, status: rsvpStatus, answered_at: isoDate });
export type Attendee = z.infer<typeof attendee>;
export const attendeesPage = z.object({ attendees: z.array(attendee), meta: numberedPageMeta });

const zoneOk = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
};
export const timeZone = z.string().refine(zoneOk, { message: eventMessages.badTimeZone });

const httpsUrl = z
  .string()
  .trim()
  .max(2000, eventMessages.badOnlineUrl)
  .refine((v) => /^https:\/\/[^\s]+$/i.test(v), { message: eventMessages.badOnlineUrl });

/** How a new series repeats: `count` occurrences, or until a date (the last start on or before it). */
export const recurrenceInput = z
  .object({
    frequency: z.enum(recurrenceFrequencies, { message: eventMessages.badRecurrence }),
    count: z.number({ message: eventMessages.badRecurrence }).int(eventMessages.badRecurrence).min(2, eventMessages.badRecurrence).max(MAX_OCCURRENCES, eventMessages.badRecurrence).optional(),
    until: z.string().datetime({ offset: true, message: eventMessages.badRecurrence }).optional(),
  })
  .refine((r) => (r.count === undefined) !== (r.until === undefined), { message: eventMessages.badRecurrence });

const eventFields = {
  name: z.string({ message: eventMessages.nameRequired }).trim().min(1, eventMessages.nameRequired).max(EVENT_NAME_MAX, eventMessages.nameTooLong),
  description: z.string().max(EVENT_DESCRIPTION_MAX, eventMessages.descriptionTooLong),
  starts_at: z.string({ message: eventMessages.badStart }).datetime({ offset: true, message: eventMessages.badStart }),
  ends_at: z.string({ message: eventMessages.badEnd }).datetime({ offset: true, message: eventMessages.badEnd }),
  time_zone: timeZone,
  location: z.string().trim().max(EVENT_LOCATION_MAX, eventMessages.locationTooLong).nullable(),
  online_url: httpsUrl.nullable(),
  online_url_lead_minutes: z.number().int().min(0, eventMessages.badLead).max(MAX_ONLINE_URL_LEAD_MINUTES, eventMessages.badLead),
  /** An uploaded image (POST /api/v2/media_uploads) for the cover; null removes it. */
  image_media_id: z.number().int().positive().nullable(),
  capacity: z.number({ message: eventMessages.badCapacity }).int(eventMessages.badCapacity).min(1, eventMessages.badCapacity).max(EVENT_CAPACITY_MAX, eventMessages.badCapacity).nullable(),
  attendees_visible: z.boolean(),
  /** A plan's name: only its holders see the description and link and may answer; null: open. */
  required_plan: z.string().trim().min(1).max(100).nullable(),
};

/** POST /api/v2/events (hosts): a new event, or a series when `recurrence` is given. */
export const createEventBody = z.object({
  group_key: z.string({ message: eventMessages.groupRequired }).min(1, eventMessages.groupRequired).max(200),
  ...eventFields,
  description: eventFields.description.default(''),
  location: eventFields.location.default(null),
  online_url: eventFields.online_url.default(null),
  online_url_lead_minutes: eventFields.online_url_lead_minutes.default(DEFAULT_ONLINE_URL_LEAD_MINUTES),
  image_media_id: eventFields.image_media_id.default(null),
  capacity: eventFields.capacity.default(null),
  attendees_visible: eventFields.attendees_visible.default(true),
  required_plan: eventFields.required_plan.default(null),
  recurrence: recurrenceInput.nullable().default(null),
});
export type CreateEventBody = z.infer<typeof createEventBody>;
export type CreateEventInput = z.input<typeof createEventBody>;
/** The create's answer: the first occurrence, and every occurrence's id when a series was made. */
export const createdEventAnswer = z.object({ event: eventWire, occurrence_ids: z.array(z.number().int()) });

/**
 * PATCH /api/v2/events/{id} (hosts): what changes; `cancelled: true` cancels (false restores). On a series, a time
 * moves each occurrence touched by the same shift, and the other fields are set on each.
 */
export const patchEventBody = z.object({
  name: eventFields.name.optional(),
  description: eventFields.description.optional(),
  starts_at: eventFields.starts_at.optional(),
  ends_at: eventFields.ends_at.optional(),
  time_zone: eventFields.time_zone.optional(),
  location: eventFields.location.optional(),
  online_url: eventFields.online_url.optional(),
  online_url_lead_minutes: eventFields.online_url_lead_minutes.optional(),
  image_media_id: eventFields.image_media_id.optional(),
  capacity: eventFields.capacity.optional(),
  attendees_visible: eventFields.attendees_visible.optional(),
  required_plan: eventFields.required_plan.optional(),
  cancelled: z.boolean().optional(),
});
export type PatchEventBody = z.infer<typeof patchEventBody>;
/** ?apply_to= on PATCH and DELETE: this occurrence (the default), it and the following ones, or the whole series. */
export const seriesScopeQuery = z.object({ apply_to: z.enum(seriesScopes, { message: eventMessages.seriesOnly }).default('this') });
/** PATCH's answer: the event, and the ids of every occurrence the change touched. */
export const patchedEventAnswer = z.object({ event: eventWire, touched_ids: z.array(z.number().int()) });
export const deletedEventAnswer = z.object({ deleted_ids: z.array(z.number().int()) });

export const eventIdParams = z.object({ id: numericId });
export const calendarFeedParams = z.object({ token: z.string().min(16).max(200).regex(/^[A-Za-z0-9_-]+$/) });
/** The member's private feed: its address (for a calendar app to subscribe to); null once turned off. */
export const calendarFeedAnswer = z.object({ calendar_feed: z.object({ url: z.string() }).nullable() });

/** When reminders go out (a day before, an hour before) and whether by mail too; push and the activity always. */
export const eventReminderSettings = z.object({ day: z.boolean(), hour: z.boolean(), email: z.boolean() });
export type EventReminderSettings = z.infer<typeof eventReminderSettings>;
export const eventReminderSettingsAnswer = z.object({ event_reminders: eventReminderSettings });

/** The outbox's writes: an answer (laid over the event's row), a change of reminder settings. */
export const eventRsvpSet = z.object({ kind: z.literal('event_rsvp.set'), client_id: clientId, event_id: z.number().int().positive(), body: rsvpBody });
export const eventReminderSettingsUpdate = z.object({ kind: z.literal('event_reminder_setting.update'), client_id: clientId, body: eventReminderSettings });
export type EventWrite = z.infer<typeof eventRsvpSet> | z.infer<typeof eventReminderSettingsUpdate>;
