// Reminders: a day and an hour before, once each, only to those going (with a place) or interested, by mail only when asked; a new time or a cancellation told at once; the E2E hook's pass.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { E2E_EVENT_REMINDERS_PATH } from '../../schema/e2e-hooks';
import { activities } from '../../server/domains/activities/activity-schema';
import { signInCast, type Cast } from './support/cast';
import { createEvent, rsvp } from './support/events';
import { mailSubjects } from './support/payments';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('event reminders on %s', (driver) => {
  const ctx = useTestApp(driver, { app: () => ({ e2eHooks: true, eventReminderIntervalMs: 3_600_000 }) });
  let cast: Cast;
  beforeAll(async () => {
    cast = await signInCast(ctx);
  });
  const toldOf = async (userId: number, eventId: number) =>
    (await ctx.testDb.db.select({ text: activities.text }).from(activities).where(and(eq(activities.recipientId, userId), eq(activities.subjectId, eventId)))).map((a) => a.text).sort();
  const pass = async () => {
    const res = await ctx.api.call('POST', E2E_EVENT_REMINDERS_PATH);
    expect(res.status).toBe(200);
    return res.body.sent as number;
  };

  it('reminds those going or interested once per lead, not the waitlisted nor those not going, and mails only who asked', async () => {
    const tomas = await ctx.api.login('tomas@example.com');
    const grace = await ctx.api.login('grace@example.com');
    const soon = (await createEvent(ctx.api, cast.ada, { name: 'Starts soon', inHours: 0.5, capacity: 2 })).event;
    const tomorrow = (await createEvent(ctx.api, cast.ada, { name: 'Starts tomorrow', inHours: 20 })).event;
    const quiet = (await createEvent(ctx.api, cast.ada, { name: 'Far off', inHours: 72 })).event;
    await rsvp(ctx.api, cast.mia, soon.id, 'going');
    await rsvp(ctx.api, cast.leila, soon.id, 'going');
    await rsvp(ctx.api, tomas, soon.id, 'going'); // third of two places: waiting
    await rsvp(ctx.api, cast.noah, soon.id, 'interested');
    await rsvp(ctx.api, grace, soon.id, 'not_going');
    await rsvp(ctx.api, cast.mia, tomorrow.id, 'going');
    await rsvp(ctx.api, grace, tomorrow.id, 'going');
    await rsvp(ctx.api, cast.mia, quiet.id, 'going');
    await ctx.api.call('PUT', '/api/v2/account/event_reminders', { session: cast.noah, body: { day: true, hour: true, email: true } });
    await ctx.api.call('PUT', '/api/v2/account/event_reminders', { session: grace, body: { day: false, hour: true, email: false } });

    expect(await pass()).toBe(4);
    expect(await toldOf(cast.mia.user_id, soon.id)).toEqual(['In an hour: Starts soon']);
    expect(await toldOf(cast.leila.user_id, soon.id)).toEqual(['In an hour: Starts soon']);
    expect(await toldOf(cast.noah.user_id, soon.id)).toEqual(['In an hour: Starts soon']);
    expect(await toldOf(tomas.user_id, soon.id)).toEqual([]);
    expect(await toldOf(grace.user_id, soon.id)).toEqual([]);
    expect(await toldOf(cast.mia.user_id, tomorrow.id)).toEqual(['Coming up: Starts tomorrow']);
    // Grace turned the day reminder off.
    expect(await toldOf(grace.user_id, tomorrow.id)).toEqual([]);
    expect(await toldOf(cast.mia.user_id, quiet.id)).toEqual([]);
    // Once each: a second pass sends nothing.
    expect(await pass()).toBe(0);
    expect(await toldOf(cast.mia.user_id, soon.id)).toHaveLength(1);
    // Noah asked for mail; Mia did not.
    await vi.waitFor(async () => expect(await mailSubjects(ctx, 'noah@example.com')).toContain('Event reminder: In an hour: Starts soon'));
    expect((await mailSubjects(ctx, 'member@example.com')).filter((s) => s.startsWith('Event reminder'))).toEqual([]);
  });

  it('tells those who answered at once of a new time or a cancellation, and reminds again for the new time', async () => {
    const { event } = await createEvent(ctx.api, cast.ada, { name: 'Moving night', inHours: 0.75 });
    await rsvp(ctx.api, cast.mia, event.id, 'going');
    await rsvp(ctx.api, cast.noah, event.id, 'interested');
    expect(await pass()).toBe(2);
    const later = new Date(Date.parse(event.starts_at) + 10 * 60_000);
    await ctx.api.call('PATCH', `/api/v2/events/${event.id}`, { session: cast.ada, body: { starts_at: later.toISOString(), ends_at: new Date(later.getTime() + 2 * 3_600_000).toISOString() } });
    expect(await toldOf(cast.mia.user_id, event.id)).toEqual(['In an hour: Moving night', 'New time: Moving night']);
    // The new start is reminded again (it is still within the hour).
    expect(await pass()).toBe(2);
    await ctx.api.call('PATCH', `/api/v2/events/${event.id}`, { session: cast.ada, body: { cancelled: true } });
    expect(await toldOf(cast.noah.user_id, event.id)).toEqual(['Cancelled: Moving night', 'In an hour: Moving night', 'In an hour: Moving night', 'New time: Moving night']);
    await vi.waitFor(async () => expect(await mailSubjects(ctx, 'noah@example.com')).toContain('Event reminder: Cancelled: Moving night'));
    // A cancelled event is reminded no more.
    expect(await pass()).toBe(0);
  });
});
