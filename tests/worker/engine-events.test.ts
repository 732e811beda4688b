// Events through the engine against the real server: upcoming events on the device from the start, list pages, an answer shown at once and landing once, a full event's waitlist place, reminder settings, hosts' writes.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { eventsPagingKey } from '../../schema/events/event-rules';
import { EVENT_SETTINGS_ROW_ID } from '../../schema/events/mirror';
import { createdEventAnswer, eventAnswer, type CreateEventInput, type EventWire } from '../../schema/events/wire';
import { engineFor, OTHER, useSignedInMember } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';
import { waitFor } from './helpers/wait';
import { makePng } from '../fixtures/media-files';

const member = useSignedInMember();
const HOUR = 3_600_000;

type Session = { secret_id: string; secret: string; user_id: number };
const signIn = async (email: string) =>
  (await member.server.api.call<Session>('POST', '/api/v1/sessions', { body: { email, password: DEMO_PASSWORD } })).body;

/** A host's new event in the welcome group, two days ahead. */
async function hostEvent(fields: Partial<CreateEventInput> = {}): Promise<EventWire> {
  const admin = await signIn('admin@example.com');
  const start = Date.now() + 48 * HOUR;
  const body = { group_key: 'welcome', name: `Night ${Math.random()}`, time_zone: 'Europe/London', starts_at: new Date(start).toISOString(), ends_at: new Date(start + 2 * HOUR).toISOString(), ...fields };
  const res = await member.server.api.call('POST', '/api/v2/events', { session: admin, body });
  expect(res.status).toBe(201);
  return createdEventAnswer.parse(res.body).event;
}

async function onServer(id: number): Promise<EventWire> {
  const session = (await member.h.kv('session'))!;
  return eventAnswer.parse((await member.server.api.call('GET', `/api/v2/events/${id}`, { session })).body).event;
}

const settled = async () => (await member.h.mirror.outbox.count()) === 0;
const row = (id: number) => member.h.mirror.events.get(id);

describe('events on the device', () => {
  it("holds the member's groups' upcoming events and reminder settings from the first sync, readable offline", async () => {
    const names = (await member.h.mirror.events.toArray()).map((e) => e.name);
    expect(names).toContain('Live at the Pier');
    expect(names).toContain('Community town hall');
    expect(await member.h.mirror.walls.get(eventsPagingKey('upcoming'))).toBeDefined();
    expect((await member.h.mirror.event_settings.get(EVENT_SETTINGS_ROW_ID))?.value).toEqual({ day: true, hour: true, email: false });
  });

  it("reads a group's list into its own paging row, and one event marked seen", async () => {
    await member.h.engine.events.load('upcoming', 'welcome');
    expect(await member.h.mirror.walls.get(eventsPagingKey('upcoming', 'welcome'))).toMatchObject({ key: 'events:upcoming:welcome' });
    const pier = (await member.h.mirror.events.toArray()).find((e) => e.name === 'Live at the Pier')!;
    await member.h.engine.events.get(pier.id);
    expect((await row(pier.id))!.seen_at).toBeTruthy();
  });

  it('an answer given offline shows at once with its count, then lands exactly once', async () => {
    const event = await hostEvent({ capacity: 5 });
    await member.h.engine.events.get(event.id);
    member.server.setOffline(true);
    await member.h.engine.events.rsvp(event.id, 'going');
    expect(await row(event.id)).toMatchObject({ going_count: 1, user_rsvp: { status: 'going', waitlist_position: null }, status: 'pending' });
    await member.h.engine.events.rsvp(event.id, 'interested');
    expect(await row(event.id)).toMatchObject({ going_count: 0, interested_count: 1, user_rsvp: { status: 'interested' } });
    await member.h.engine.events.rsvp(event.id, 'going');
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    expect(await onServer(event.id)).toMatchObject({ going_count: 1, interested_count: 0, user_rsvp: { status: 'going', waitlist_position: null } });
    const after = (await row(event.id))!;
    expect(after.status).toBeUndefined();
    expect(after.going_count).toBe(1);
  });

  it("a replay of the answer by the service worker, before and after the engine's delivery, counts it once", async () => {
    const event = await hostEvent();
    await member.h.engine.events.get(event.id);
    member.server.setOffline(true);
    const clientId = await member.h.engine.events.rsvp(event.id, 'going');
    const session = (await member.h.kv('session'))!;
    const replay = () => member.server.api.call('POST', `/api/v2/events/${event.id}/rsvp`, { session, headers: { 'idempotency-key': clientId }, body: { status: 'going' } });
    expect((await replay()).status).toBeLessThan(300);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    await replay();
    expect(await onServer(event.id)).toMatchObject({ going_count: 1, user_rsvp: { status: 'going' } });
    expect((await row(event.id))!.going_count).toBe(1);
  });

  it("a full event turns an offline going into the waitlist place the server gave", async () => {
    const event = await hostEvent({ capacity: 1 });
    await member.h.engine.events.get(event.id);
    member.server.setOffline(true);
    await member.h.engine.events.rsvp(event.id, 'going');
    // The device still thought a place was free.
    expect(await row(event.id)).toMatchObject({ going_count: 1, user_rsvp: { status: 'going', waitlist_position: null } });
    // Meanwhile another member took the last place.
    const noah = await signIn(OTHER);
    expect((await member.server.api.call('POST', `/api/v2/events/${event.id}/rsvp`, { session: noah, body: { status: 'going' } })).status).toBeLessThan(300);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    expect(await row(event.id)).toMatchObject({ going_count: 1, waitlist_count: 1, user_rsvp: { status: 'going', waitlist_position: 1 } });
    expect((await onServer(event.id)).user_rsvp).toEqual({ status: 'going', waitlist_position: 1 });
  });

  it('refuses on the device an answer to a cancelled event', async () => {
    const event = await hostEvent();
    const admin = await signIn('admin@example.com');
    await member.server.api.call('PATCH', `/api/v2/events/${event.id}`, { session: admin, body: { cancelled: true } });
    await member.h.engine.events.get(event.id);
    await expect(member.h.engine.events.rsvp(event.id, 'going')).rejects.toThrow('This event was cancelled');
    expect(await member.h.mirror.outbox.count()).toBe(0);
  });

  it('reminder settings change at once offline and land on the server', async () => {
    await member.h.engine.events.loadReminderSettings();
    expect((await member.h.mirror.event_settings.get(EVENT_SETTINGS_ROW_ID))!.value).toEqual({ day: true, hour: true, email: false });
    member.server.setOffline(true);
    await member.h.engine.events.updateReminderSettings({ day: false, hour: true, email: true });
    expect(await member.h.mirror.event_settings.get(EVENT_SETTINGS_ROW_ID)).toMatchObject({ value: { day: false, hour: true, email: true }, status: 'pending' });
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    const session = (await member.h.kv('session'))!;
    expect((await member.server.api.call('GET', '/api/v2/account/event_reminders', { session })).body).toEqual({ event_reminders: { day: false, hour: true, email: true } });
    expect((await member.h.mirror.event_settings.get(EVENT_SETTINGS_ROW_ID))!.status).toBeUndefined();
  });

  it("gives the member's calendar feed address, a new one, and none once off", async () => {
    const first = await member.h.engine.events.calendarFeed();
    expect(first.ok && first.value?.url).toMatch(/\/api\/v2\/calendar_feeds\/[\w-]+\.ics$/);
    const second = await member.h.engine.events.rotateCalendarFeed();
    expect(second.ok && second.value?.url).not.toBe(first.ok && first.value?.url);
    expect(await member.h.engine.events.stopCalendarFeed()).toEqual({ ok: true, value: null });
    const ics = await member.h.engine.events.icsFile((await member.h.mirror.events.toArray())[0]!.id);
    expect(ics.ok && ics.value).toContain('BEGIN:VCALENDAR');
  });

  it("offers the composer's share list the device's upcoming events when offline", async () => {
    const online = await member.h.engine.composer.events();
    expect(online.map((e) => e.name)).toContain('Community town hall');
    member.server.setOffline(true);
    const offline = await member.h.engine.composer.events();
    expect(offline.map((e) => e.name)).toContain('Community town hall');
    expect(offline.map((e) => e.starts_at)).toEqual([...offline.map((e) => e.starts_at)].sort());
  });

  it('a member who hosts nothing is refused a new event in the product words', async () => {
    const start = Date.now() + 48 * HOUR;
    const answer = await member.h.engine.events.create({ group_key: 'welcome', name: 'Mine', time_zone: 'Europe/London', starts_at: new Date(start).toISOString(), ends_at: new Date(start + HOUR).toISOString() });
    expect(answer).toMatchObject({ ok: false, status: 403 });
  });

  it("a host creates a weekly series with a cover, cancels the following occurrences and deletes the whole series; the device follows", async () => {
    const admin = engineFor(member.server);
    try {
      await admin.engine.start(admin.events);
      expect((await admin.engine.session.signIn('admin@example.com', DEMO_PASSWORD)).ok).toBe(true);
      await admin.engine.syncNow();
      const cover = await admin.engine.events.uploadCover(new Blob([new Uint8Array(await makePng(120, 80))], { type: 'image/png' }), 'jam.png');
      if (!cover.ok) throw new Error(cover.message);
      expect(await admin.engine.events.uploadCover(new Blob(['not an image'], { type: 'text/plain' }), 'notes.txt')).toMatchObject({ ok: false, message: 'This file format is not supported' });
      const start = Date.now() + 72 * HOUR;
      const created = await admin.engine.events.create({
        group_key: 'welcome', name: 'Weekly jam', time_zone: 'Europe/Paris', starts_at: new Date(start).toISOString(), ends_at: new Date(start + HOUR).toISOString(),
        recurrence: { frequency: 'weekly', count: 3 }, image_media_id: cover.value.id,
      });
      expect(created.ok).toBe(true);
      const id = created.ok ? created.value : 0;
      const series = await admin.mirror.events.filter((e) => e.name === 'Weekly jam').toArray();
      expect(series).toHaveLength(3);
      expect(series.every((e) => e.image?.small)).toBe(true);
      expect(await admin.engine.events.cancel(id, 'following')).toEqual({ ok: true, value: undefined });
      expect((await admin.mirror.events.filter((e) => e.name === 'Weekly jam' && e.cancelled_at !== null).toArray()).length).toBeGreaterThanOrEqual(1);
      expect(await admin.engine.events.remove(id, 'all')).toEqual({ ok: true, value: undefined });
      expect(await admin.mirror.events.filter((e) => e.name === 'Weekly jam').count()).toBe(0);
    } finally {
      await admin.close();
    }
  });
});
