// A member's private calendar feed: its address made on first ask, a new one (the old one off), off; the feed of their going events by its token alone.
import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { eventMessages } from '../../../schema/events/event-rules';
import { apiPaths } from '../../../schema/api-paths';
import { fillPath } from '../../../schema/route-paths';
import type { Database } from '../../db/connect';
import { HttpError } from '../../core/http-error';
import { users } from '../account/users-schema';
import { eventLens, eventReadable } from './event-lens';
import { eventCalendarFeeds, eventRsvps, events } from './event-schema';
import { selectEventRows, toEventWires } from './event-wire';
import { icsCalendar } from './ics';

/** A feed keeps what ended within this many days, so a calendar app still shows the recent past. */
const FEED_PAST_DAYS = 30;

const newToken = () => crypto.randomBytes(24).toString('base64url');
const feedUrl = (publicUrl: string, token: string) => new URL(fillPath(apiPaths.calendarFeedFile, { token }), publicUrl).toString();

/** GET: the member's address, made now if they have none. */
export async function calendarFeedOf(db: Database, userId: number, publicUrl: string) {
  await db.insert(eventCalendarFeeds).values({ userId, token: newToken() }).onConflictDoNothing();
  const [row] = await db.select().from(eventCalendarFeeds).where(eq(eventCalendarFeeds.userId, userId));
  return { calendar_feed: { url: feedUrl(publicUrl, row!.token) } };
}

/** POST: a new address; the old one answers 404 from now on. */
export async function rotateCalendarFeed(db: Database, userId: number, publicUrl: string) {
  const token = newToken();
  await db
    .insert(eventCalendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: eventCalendarFeeds.userId, set: { token, createdAt: new Date() } });
  return { calendar_feed: { url: feedUrl(publicUrl, token) } };
}

/** DELETE: no address at all until the member asks again. */
export async function deleteCalendarFeed(db: Database, userId: number) {
  await db.delete(eventCalendarFeeds).where(eq(eventCalendarFeeds.userId, userId));
  return { calendar_feed: null };
}

/** The feed by its token (no session): the owner's going events (with a place), as the owner reads them; unknown or revoked: 404. */
export async function calendarFeedFile(db: Database, token: string, publicUrl: string, now: Date): Promise<string> {
  const [owner] = await db
    .select({ id: users.id, state: users.state })
    .from(eventCalendarFeeds)
    .innerJoin(users, eq(users.id, eventCalendarFeeds.userId))
    .where(eq(eventCalendarFeeds.token, token));
  if (!owner || owner.state !== 'active') throw new HttpError(404, eventMessages.feedNotFound);
  const lens = await eventLens(db, owner.id, now);
  const going = db
    .select({ id: eventRsvps.eventId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.userId, owner.id), eq(eventRsvps.status, 'going'), isNull(eventRsvps.waitlistOrder)));
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const rows = await selectEventRows(db, and(eventReadable(owner.id), gt(events.endsAt, since), inArray(events.id, going))).orderBy(events.startsAt).limit(500);
  return icsCalendar(await toEventWires(db, lens, rows), { appUrl: publicUrl, name: 'My events', now });
}
