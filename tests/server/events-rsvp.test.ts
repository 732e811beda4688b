// Answers: exactly once per Idempotency-Key, a full event's waitlist in order, a leave promoting the first (told by an activity and its push), another member's feed carrying the new count.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesPage } from '../../schema/activities';
import { eventAnswer } from '../../schema/events/wire';
import { activities } from '../../server/domains/activities/activity-schema';
import { signInCast, type Cast } from './support/cast';
import { cursorOf, feedSince } from './support/change-feed';
import { createEvent, readEvent, rsvp } from './support/events';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('event answers on %s', (driver) => {
  const ctx = useTestApp(driver);
  let cast: Cast;
  beforeAll(async () => {
    cast = await signInCast(ctx);
  });

  it('applies one answer per Idempotency-Key: the same key twice answers the first answer and counts once', async () => {
    const { event } = await createEvent(ctx.api, cast.leila, { name: 'Once only' });
    const first = await rsvp(ctx.api, cast.mia, event.id, 'going', 'rsvp-key-0001');
    expect(first.status).toBe(200);
    expect(eventAnswer.parse(first.body).event).toMatchObject({ going_count: 1, user_rsvp: { status: 'going', waitlist_position: null } });
    // Noah answers in between; the replay still answers what the first delivery answered.
    await rsvp(ctx.api, cast.noah, event.id, 'going');
    const replay = await rsvp(ctx.api, cast.mia, event.id, 'going', 'rsvp-key-0001');
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await readEvent(ctx.api, cast.mia, event.id)).going_count).toBe(2);
    // A late replay of an earlier "interested" applies nothing over the later "going".
    const interested = await rsvp(ctx.api, cast.mia, event.id, 'interested', 'rsvp-key-0002');
    expect(interested.body.event).toMatchObject({ going_count: 1, interested_count: 1 });
    await rsvp(ctx.api, cast.mia, event.id, 'going', 'rsvp-key-0003');
    await rsvp(ctx.api, cast.mia, event.id, 'interested', 'rsvp-key-0002');
    expect((await readEvent(ctx.api, cast.mia, event.id)).user_rsvp).toEqual({ status: 'going', waitlist_position: null });
    // The same key with another answer is a conflict, not a second write.
    expect((await rsvp(ctx.api, cast.mia, event.id, 'not_going', 'rsvp-key-0001')).status).toBe(422);
  });

  it('waitlists "going" beyond the capacity in order, and a leave promotes the first, who gets an activity (its push queued by the activities\' own path)', async () => {
    const { event } = await createEvent(ctx.api, cast.leila, { name: 'Two places', capacity: 2 });
    expect((await rsvp(ctx.api, cast.leila, event.id, 'going')).body.event.user_rsvp).toEqual({ status: 'going', waitlist_position: null });
    await rsvp(ctx.api, cast.ada, event.id, 'going');
    const third = eventAnswer.parse((await rsvp(ctx.api, cast.mia, event.id, 'going')).body).event;
    expect(third).toMatchObject({ going_count: 2, waitlist_count: 1, user_rsvp: { status: 'going', waitlist_position: 1 } });
    const fourth = eventAnswer.parse((await rsvp(ctx.api, cast.noah, event.id, 'going')).body).event;
    expect(fourth.user_rsvp).toEqual({ status: 'going', waitlist_position: 2 });
    // Answering "going" again keeps the place in the queue.
    expect((await rsvp(ctx.api, cast.noah, event.id, 'going')).body.event.user_rsvp).toEqual({ status: 'going', waitlist_position: 2 });
    const before = await ctx.testDb.db.select({ id: activities.id }).from(activities).where(eq(activities.recipientId, cast.mia.user_id));

    const left = await rsvp(ctx.api, cast.ada, event.id, 'not_going');
    expect(left.body.event).toMatchObject({ going_count: 2, waitlist_count: 1 });
    expect((await readEvent(ctx.api, cast.mia, event.id)).user_rsvp).toEqual({ status: 'going', waitlist_position: null });
    expect((await readEvent(ctx.api, cast.noah, event.id)).user_rsvp).toEqual({ status: 'going', waitlist_position: 1 });

    const told = await ctx.testDb.db
      .select()
      .from(activities)
      .where(and(eq(activities.recipientId, cast.mia.user_id), eq(activities.subjectId, event.id)));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ category: 'event_reminder', link: `/events/${event.id}`, text: 'You have a place: Two places' });
    expect(before.some((b) => b.id === told[0]!.id)).toBe(false);
    const list = activitiesPage.parse((await ctx.api.call('GET', '/api/v2/activities', { session: cast.mia })).body).activities;
    expect(list.some((a) => a.category === 'event_reminder' && a.text === 'You have a place: Two places')).toBe(true);
    // Noah, still waiting, was told nothing.
    expect(await ctx.testDb.db.select().from(activities).where(and(eq(activities.recipientId, cast.noah.user_id), eq(activities.subjectId, event.id)))).toHaveLength(0);

    // A host raising the capacity promotes the next in line.
    await ctx.api.call('PATCH', `/api/v2/events/${event.id}`, { session: cast.leila, body: { capacity: 3 } });
    expect((await readEvent(ctx.api, cast.noah, event.id)).user_rsvp).toEqual({ status: 'going', waitlist_position: null });
  });

  it('puts the new count on another member\'s change feed, with their own answer, not the one who answered', async () => {
    const { event } = await createEvent(ctx.api, cast.leila, { name: 'Counted' });
    const noahCursor = await cursorOf(ctx.api, cast.noah);
    await rsvp(ctx.api, cast.mia, event.id, 'going');
    const changes = await feedSince(ctx.api, cast.noah, noahCursor);
    const mine = changes.filter((c) => c.kind === 'event.upsert' && c.data.id === event.id);
    expect(mine.length).toBeGreaterThan(0);
    const last = mine.at(-1)!;
    if (last.kind !== 'event.upsert') throw new Error('not an upsert');
    expect(last.data.going_count).toBe(1);
    expect(last.data.user_rsvp).toBeNull();
    // Mia's own feed carries her answer.
    const miaChanges = await feedSince(ctx.api, cast.mia, noahCursor);
    const hers = miaChanges.filter((c) => c.kind === 'event.upsert' && c.data.id === event.id).at(-1);
    expect(hers?.kind === 'event.upsert' && hers.data.user_rsvp).toEqual({ status: 'going', waitlist_position: null });
  });

  it('keeps a private group\'s events off a non-member\'s feed, and tells readers when one is deleted', async () => {
    const miaCursor = await cursorOf(ctx.api, cast.mia);
    const noahCursor = await cursorOf(ctx.api, cast.noah);
    const { event } = await createEvent(ctx.api, cast.ada, { group_key: 'backstage', name: 'Crew only' });
    await ctx.api.call('DELETE', `/api/v2/events/${event.id}`, { session: cast.ada });
    const mia = await feedSince(ctx.api, cast.mia, miaCursor);
    expect(mia.some((c) => (c.kind === 'event.upsert' && c.data.id === event.id) || (c.kind === 'event.delete' && c.id === event.id))).toBe(false);
    const noah = await feedSince(ctx.api, cast.noah, noahCursor);
    expect(noah.some((c) => c.kind === 'event.delete' && c.id === event.id)).toBe(true);
  });

  it('shows the online link to those with a place from its lead before the start, and to hosts always', async () => {
    const { event } = await createEvent(ctx.api, cast.leila, { name: 'Online soon', online_url: 'https://meet.example.com/soon', online_url_lead_minutes: 60, inHours: 0.5 });
    expect(event.online_url).toBe('https://meet.example.com/soon');
    const interested = await rsvp(ctx.api, cast.mia, event.id, 'interested');
    expect(interested.body.event).toMatchObject({ online: true, online_url: null });
    const going = await rsvp(ctx.api, cast.mia, event.id, 'going');
    expect(going.body.event.online_url).toBe('https://meet.example.com/soon');
    const later = await createEvent(ctx.api, cast.leila, { name: 'Online later', online_url: 'https://meet.example.com/later', inHours: 5 });
    const early = await rsvp(ctx.api, cast.mia, later.event.id, 'going');
    expect(early.body.event).toMatchObject({ online_url: null, online_url_shown_at: new Date(Date.parse(later.event.starts_at) - 30 * 60_000).toISOString() });
  });
});
