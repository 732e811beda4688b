// Calendars: one event's .ics parsed back (UTC times, its zone, the alarm), the private feed of going events (made once, renewed, off: 404), reminder settings applied once.
import { beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '../../schema/events/event-rules';
import { calendarFeedAnswer, eventReminderSettingsAnswer } from '../../schema/events/wire';
import { signInCast, type Cast } from './support/cast';
import { createEvent, rsvp } from './support/events';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

/** Unfolds an iCalendar text into its events' properties (name to value, the alarm's under `VALARM.`). */
function parseIcs(text: string): { calendar: Record<string, string>; events: Record<string, string>[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  let prefix = '';
  for (const line of lines) {
    const at = line.indexOf(':');
    const [name, value] = [line.slice(0, at), line.slice(at + 1)];
    if (name === 'BEGIN' && value === 'VEVENT') current = {};
    else if (name === 'END' && value === 'VEVENT') {
      events.push(current!);
      current = null;
    }
    else if (name === 'BEGIN' && value === 'VALARM') prefix = 'VALARM.';
    else if (name === 'END' && value === 'VALARM') prefix = '';
    else if (current) current[prefix + name] = value;
    else calendar[name] = value;
  }
  return { calendar, events };
}

const icsDate = (v: string) => new Date(v.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')).toISOString();

describe.each(drivers)('event calendars on %s', (driver) => {
  const ctx = useTestApp(driver);
  let cast: Cast;
  beforeAll(async () => {
    cast = await signInCast(ctx);
  });

  it('answers one event as an .ics: UTC start and end with Z, the zone named, an alarm an hour before', async () => {
    const { event } = await createEvent(ctx.api, cast.leila, { name: 'Vinyl night, part 2; the B-sides', time_zone: 'Europe/Berlin', location: 'Kreuzberg' });
    const res = await ctx.api.call('GET', `/api/v2/events/${event.id}.ics`, { session: cast.mia });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = parseIcs(res.body as string);
    expect(calendar).toMatchObject({ VERSION: '2.0', 'X-WR-TIMEZONE': 'Europe/Berlin' });
    expect(events).toHaveLength(1);
    const e = events[0]!;
    expect(e.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    expect(e.DTEND).toMatch(/^\d{8}T\d{6}Z$/);
    expect(icsDate(e.DTSTART!)).toBe(new Date(Math.floor(Date.parse(event.starts_at) / 1000) * 1000).toISOString());
    expect(icsDate(e.DTEND!)).toBe(new Date(Math.floor(Date.parse(event.ends_at) / 1000) * 1000).toISOString());
    expect(e.SUMMARY).toBe('Vinyl night\\, part 2\\; the B-sides');
    expect(e.LOCATION).toBe('Kreuzberg');
    expect(e['VALARM.ACTION']).toBe('DISPLAY');
    expect(e['VALARM.TRIGGER']).toBe('-PT1H');
    expect(e.URL).toMatch(new RegExp(`/events/${event.id}$`));
  });

  it('makes the member\'s feed address once, lists only their going events with a place, renews it (the old one 404) and turns it off', async () => {
    const { event: going } = await createEvent(ctx.api, cast.leila, { name: 'In my calendar', capacity: 1 });
    const { event: maybe } = await createEvent(ctx.api, cast.leila, { name: 'Only interested' });
    await rsvp(ctx.api, cast.mia, going.id, 'going');
    await rsvp(ctx.api, cast.mia, maybe.id, 'interested');
    await rsvp(ctx.api, cast.noah, going.id, 'going'); // waitlisted: not in Noah's calendar

    const first = calendarFeedAnswer.parse((await ctx.api.call('GET', '/api/v2/account/calendar_feed', { session: cast.mia })).body).calendar_feed!;
    const again = calendarFeedAnswer.parse((await ctx.api.call('GET', '/api/v2/account/calendar_feed', { session: cast.mia })).body).calendar_feed!;
    expect(again.url).toBe(first.url);
    const noahFeed = calendarFeedAnswer.parse((await ctx.api.call('GET', '/api/v2/account/calendar_feed', { session: cast.noah })).body).calendar_feed!;
    expect(noahFeed.url).not.toBe(first.url);

    // No session: the token is the key.
    const feed = await ctx.api.call('GET', new URL(first.url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, no-store');
    const names = parseIcs(feed.body as string).events.map((e) => e.SUMMARY);
    expect(names).toContain('In my calendar');
    expect(names).not.toContain('Only interested');
    expect(parseIcs((await ctx.api.call('GET', new URL(noahFeed.url).pathname)).body as string).events.map((e) => e.SUMMARY)).not.toContain('In my calendar');

    const renewed = calendarFeedAnswer.parse((await ctx.api.call('POST', '/api/v2/account/calendar_feed', { session: cast.mia })).body).calendar_feed!;
    expect(renewed.url).not.toBe(first.url);
    const old = await ctx.api.call('GET', new URL(first.url).pathname);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ errors: [eventMessages.feedNotFound] });
    expect((await ctx.api.call('GET', new URL(renewed.url).pathname)).status).toBe(200);

    expect((await ctx.api.call('DELETE', '/api/v2/account/calendar_feed', { session: cast.mia })).body).toEqual({ calendar_feed: null });
    expect((await ctx.api.call('GET', new URL(renewed.url).pathname)).status).toBe(404);
    expect((await ctx.api.call('GET', '/api/v2/calendar_feeds/not-a-token-of-ours-at-all.ics')).status).toBe(404);
  });

  it('stores reminder settings once per Idempotency-Key: a late replay puts nothing back', async () => {
    const get = async () => eventReminderSettingsAnswer.parse((await ctx.api.call('GET', '/api/v2/account/event_reminders', { session: cast.noah })).body).event_reminders;
    expect(await get()).toEqual({ day: true, hour: true, email: false });
    const put = (body: unknown, key: string) => ctx.api.call('PUT', '/api/v2/account/event_reminders', { session: cast.noah, body, headers: { 'idempotency-key': key } });
    const on = await put({ day: false, hour: true, email: true }, 'settings-0001');
    expect(on.body).toEqual({ event_reminders: { day: false, hour: true, email: true } });
    await put({ day: true, hour: true, email: false }, 'settings-0002');
    const replay = await put({ day: false, hour: true, email: true }, 'settings-0001');
    expect(replay.body).toEqual(on.body);
    expect(await get()).toEqual({ day: true, hour: true, email: false });
    const bad = await ctx.api.call('PUT', '/api/v2/account/event_reminders', { session: cast.noah, body: { day: 'yes' } });
    expect(bad.status).toBe(422);
  });
});
