// Drizzle tables of events (migrations/0030_events.sql over 0001's events): events and their series, answers, calendar feeds, reminder settings, reminders sent.
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { RecurrenceFrequency, RsvpStatus } from '../../../schema/events/event-rules';
import { createdAt, ts, type ImageVersions } from '../../db/columns';
import { users } from '../account/users-schema';
import { groups } from '../groups/group-schema';
import { mediaItems } from '../media/media-schema';

export const eventSeries = pgTable('event_series', {
  id: serial('id').primaryKey(),
  frequency: text('frequency').$type<RecurrenceFrequency>().notNull(),
  createdAt: createdAt(),
});

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  /** null: the community's own event, for every member. */
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  /** '' is no place (0001 made it not null). */
  location: text('location').notNull().default(''),
  createdAt: createdAt(),
  // 0030_events
  hostId: integer('host_id').references(() => users.id, { onDelete: 'set null' }),
  seriesId: integer('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
  position: integer('position'),
  timeZone: text('time_zone').notNull().default('UTC'),
  capacity: integer('capacity'),
  onlineUrl: text('online_url'),
  onlineUrlLeadMinutes: integer('online_url_lead_minutes').notNull().default(30),
  attendeesVisible: boolean('attendees_visible').notNull().default(true),
  requiredPlan: text('required_plan'),
  cancelledAt: ts('cancelled_at'),
  imageMediaId: integer('image_media_id').references(() => mediaItems.id, { onDelete: 'set null' }),
  image: jsonb('image').$type<ImageVersions>(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type EventRow = typeof events.$inferSelect;

export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<RsvpStatus>().notNull(),
    /** Set while a "going" waits for a place: lower goes first (sequence event_waitlist_order). */
    waitlistOrder: bigint('waitlist_order', { mode: 'number' }),
    answeredAt: ts('answered_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

export const eventCalendarFeeds = pgTable('event_calendar_feeds', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

export const eventReminderSettings = pgTable('event_reminder_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  day: boolean('day').notNull(),
  hour: boolean('hour').notNull(),
  email: boolean('email').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const eventRemindersSent = pgTable(
  'event_reminders_sent',
  {
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lead: text('lead').notNull(),
    startsAt: ts('starts_at').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.lead, t.startsAt] })],
);
