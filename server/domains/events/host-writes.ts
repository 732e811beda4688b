// Hosts' writes: a new event or series, an edit or cancellation of this, the following or all occurrences, a deletion; members told of a new time or a cancellation.
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { MAX_EVENT_DAYS, eventMessages, type SeriesScope } from '../../../schema/events/event-rules';
import type { CreateEventBody, PatchEventBody } from '../../../schema/events/wire';
import type { Database } from '../../db/connect';
import { appendChanges } from '../../core/changes';
import { HttpError } from '../../core/http-error';
import type { OutgoingMail } from '../../mail/mailer';
import { loadGroupAccess, groupExistsFor } from '../groups/group-access';
import { groups } from '../groups/group-schema';
import { cleanArticleBody } from '../library/article-html';
import { mediaItems } from '../media/media-schema';
import { assertManages, eventChange, readableEvent } from './event-access';
import type { EventLens } from './event-lens';
import { events, eventSeries, type EventRow } from './event-schema';
import { answeredMembers, tellMembers, type NoticeLinks } from './notices';
import { expandSeries, shiftWallClock, wallClockDelta } from './recurrence';
import { fillPlaces } from './rsvps';

function checkTimes(startsAt: number, endsAt: number): void {
  if (endsAt <= startsAt) throw new HttpError(422, eventMessages.endsBeforeStart);
  if (endsAt - startsAt > MAX_EVENT_DAYS * 86_400_000) throw new HttpError(422, eventMessages.tooLong);
}

/** The cover: an image the host uploaded and the server made its versions of. */
async function coverOf(tx: Database, lens: EventLens, mediaId: number | null): Promise<{ imageMediaId: number | null; image: { small: string; large: string } | null }> {
  if (mediaId === null) return { imageMediaId: null, image: null };
  const [item] = await tx.select().from(mediaItems).where(and(eq(mediaItems.id, mediaId), eq(mediaItems.ownerId, lens.viewerId)));
  if (!item || item.mediaType !== 'image' || !item.versions) throw new HttpError(422, eventMessages.badImage);
  return { imageMediaId: item.id, image: item.versions };
}

/** POST /api/v2/events: in a group the caller administers (or any, for hosts); a series when `recurrence` is given. Answers the ids made, first first. */
export async function createEvents(tx: Database, lens: EventLens, body: CreateEventBody): Promise<number[]> {
  const access = await loadGroupAccess(tx, lens.viewerId, eq(groups.key, body.group_key));
  if (!access || !groupExistsFor(access)) throw new HttpError(422, eventMessages.groupRequired);
  assertManages(lens, { groupId: access.group.id });
  const first = { startsAt: new Date(body.starts_at), endsAt: new Date(body.ends_at) };
  checkTimes(first.startsAt.getTime(), first.endsAt.getTime());
  const occurrences = body.recurrence ? expandSeries(first, body.time_zone, body.recurrence) : [first];
  const [series] = body.recurrence ? await tx.insert(eventSeries).values({ frequency: body.recurrence.frequency }).returning({ id: eventSeries.id }) : [];
  const fields = {
    groupId: access.group.id,
    hostId: lens.viewerId,
    name: body.name,
    description: cleanArticleBody(body.description).html,
    timeZone: body.time_zone,
    location: body.location ?? '',
    onlineUrl: body.online_url,
    onlineUrlLeadMinutes: body.online_url_lead_minutes,
    capacity: body.capacity,
    attendeesVisible: body.attendees_visible,
    requiredPlan: body.required_plan,
    ...(await coverOf(tx, lens, body.image_media_id)),
  };
  const rows = await tx
    .insert(events)
    .values(occurrences.map((o, i) => ({ ...fields, ...o, seriesId: series?.id ?? null, position: series ? i + 1 : null })))
    .returning({ id: events.id, groupId: events.groupId });
  await appendChanges(tx, rows.map((r) => eventChange('event.upsert', r)));
  return rows.map((r) => r.id);
}

/** The occurrences a scope touches, locked, in time order; `this` (the default) is the event alone. */
async function touched(tx: Database, event: EventRow, scope: SeriesScope): Promise<EventRow[]> {
  if (scope === 'this') return [event];
  if (event.seriesId === null) throw new HttpError(422, eventMessages.seriesOnly);
  const from = scope === 'following' ? gte(events.startsAt, event.startsAt) : undefined;
  return tx.select().from(events).where(and(eq(events.seriesId, event.seriesId), from)).orderBy(asc(events.startsAt)).for('update');
}

/** PATCH /api/v2/events/{id}: edits, cancels or restores the occurrences `scope` touches; answers their ids and the mails to send after commit. */
export async function patchEvents(tx: Database, lens: EventLens, id: number, body: PatchEventBody, scope: SeriesScope, links: NoticeLinks): Promise<{ ids: number[]; mails: OutgoingMail[] }> {
  const event = await readableEvent(tx, lens, id, true);
  assertManages(lens, event);
  const targets = await touched(tx, event, scope);
  const zone = body.time_zone ?? event.timeZone;
  const newStart = body.starts_at === undefined ? event.startsAt.getTime() : Date.parse(body.starts_at);
  const newEnd = body.ends_at === undefined ? newStart + (event.endsAt.getTime() - event.startsAt.getTime()) : Date.parse(body.ends_at);
  checkTimes(newStart, newEnd);
  const delta = wallClockDelta(zone, event.startsAt.getTime(), newStart);
  const duration = newEnd - newStart;
  const cover = body.image_media_id === undefined ? {} : await coverOf(tx, lens, body.image_media_id);
  const mails: OutgoingMail[] = [];
  for (const t of targets) {
    const startsAt = t.id === event.id ? newStart : shiftWallClock(zone, t.startsAt.getTime(), delta);
    const endsAt = body.starts_at === undefined && body.ends_at === undefined ? t.endsAt.getTime() : startsAt + duration;
    const cancelledAt = body.cancelled === undefined ? t.cancelledAt : body.cancelled ? (t.cancelledAt ?? lens.now) : null;
    const [after] = await tx
      .update(events)
      .set({
        name: body.name,
        description: body.description === undefined ? undefined : cleanArticleBody(body.description).html,
        timeZone: body.time_zone,
        location: body.location === undefined ? undefined : (body.location ?? ''),
        onlineUrl: body.online_url,
        onlineUrlLeadMinutes: body.online_url_lead_minutes,
        capacity: body.capacity,
        attendeesVisible: body.attendees_visible,
        requiredPlan: body.required_plan,
        ...cover,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        cancelledAt,
        updatedAt: lens.now,
      })
      .where(eq(events.id, t.id))
      .returning();
    if (body.capacity !== undefined) await fillPlaces(tx, after!);
    // A new time or a cancellation reaches those who answered at once (docs/api-events.md "Reminders").
    const moved = startsAt !== t.startsAt.getTime();
    const cancelled = cancelledAt !== null && t.cancelledAt === null;
    if (moved || cancelled) {
      const text = cancelled ? `Cancelled: ${after!.name}` : `New time: ${after!.name}`;
      mails.push(...(await tellMembers(tx, after!, await answeredMembers(tx, t.id, true), text, links)));
    }
  }
  await appendChanges(tx, targets.map((t) => eventChange('event.upsert', t)));
  return { ids: targets.map((t) => t.id), mails };
}

/** DELETE /api/v2/events/{id}: the occurrences `scope` touches go, with their answers; readers' devices forget them. */
export async function deleteEvents(tx: Database, lens: EventLens, id: number, scope: SeriesScope): Promise<number[]> {
  const event = await readableEvent(tx, lens, id, true);
  assertManages(lens, event);
  const targets = await touched(tx, event, scope);
  const ids = targets.map((t) => t.id);
  await tx.delete(events).where(inArray(events.id, ids));
  await appendChanges(tx, targets.map((t) => eventChange('event.delete', t)));
  return ids;
}
