// Recurring events: weekly and monthly occurrences in the event's zone keep their local time across a daylight-saving change; edits and deletions by series scope.
import { beforeAll, describe, expect, it } from 'vitest';
import { deletedEventAnswer, patchedEventAnswer } from '../../schema/events/wire';
import { eventMessages } from '../../schema/events/event-rules';
import { expandSeries, wallClockAt } from '../../server/domains/events/recurrence';
import { signInCast, type Cast } from './support/cast';
import { readEvent } from './support/events';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const local = (zone: string, iso: string) => {
  const w = wallClockAt(zone, Date.parse(iso));
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')} ${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

describe('series expansion', () => {
  it('keeps 19:30 in Berlin across the March change: the UTC time moves an hour', () => {
    const first = { startsAt: new Date('2027-03-18T18:30:00Z'), endsAt: new Date('2027-03-18T20:30:00Z') };
    const occ = expandSeries(first, 'Europe/Berlin', { frequency: 'weekly', count: 3 });
    expect(occ.map((o) => o.startsAt.toISOString())).toEqual(['2027-03-18T18:30:00.000Z', '2027-03-25T18:30:00.000Z', '2027-04-01T17:30:00.000Z']);
    expect(occ.map((o) => local('Europe/Berlin', o.startsAt.toISOString()))).toEqual(['2027-03-18 19:30', '2027-03-25 19:30', '2027-04-01 19:30']);
    expect(occ.every((o) => o.endsAt.getTime() - o.startsAt.getTime() === 2 * 3_600_000)).toBe(true);
  });

  it('keeps the time across the October change, and a monthly series keeps its day (the last day of a shorter month)', () => {
    const oct = expandSeries({ startsAt: new Date('2027-10-24T08:00:00Z'), endsAt: new Date('2027-10-24T09:00:00Z') }, 'Europe/Berlin', { frequency: 'weekly', until: '2027-11-08T00:00:00Z' });
    expect(oct.map((o) => local('Europe/Berlin', o.startsAt.toISOString()))).toEqual(['2027-10-24 10:00', '2027-10-31 10:00', '2027-11-07 10:00']);
    const monthly = expandSeries({ startsAt: new Date('2027-01-31T15:00:00Z'), endsAt: new Date('2027-01-31T16:00:00Z') }, 'America/New_York', { frequency: 'monthly', count: 4 });
    expect(monthly.map((o) => local('America/New_York', o.startsAt.toISOString()))).toEqual(['2027-01-31 10:00', '2027-02-28 10:00', '2027-03-31 10:00', '2027-04-30 10:00']);
  });

  it('refuses a series of one, or one reaching past a year', () => {
    const first = { startsAt: new Date('2027-01-01T10:00:00Z'), endsAt: new Date('2027-01-01T11:00:00Z') };
    expect(() => expandSeries(first, 'UTC', { frequency: 'weekly', until: '2027-01-05T00:00:00Z' })).toThrow(eventMessages.badRecurrence);
    expect(() => expandSeries(first, 'UTC', { frequency: 'monthly', until: '2028-06-01T00:00:00Z' })).toThrow(eventMessages.badRecurrence);
  });
});

describe.each(drivers)('event series on %s', (driver) => {
  const ctx = useTestApp(driver);
  let cast: Cast;
  beforeAll(async () => {
    cast = await signInCast(ctx);
  });
  const makeSeries = async () => {
    const res = await ctx.api.call('POST', '/api/v2/events', {
      session: cast.leila,
      body: { group_key: 'welcome', name: 'Berlin nights', time_zone: 'Europe/Berlin', starts_at: '2027-03-11T18:30:00Z', ends_at: '2027-03-11T20:30:00Z', recurrence: { frequency: 'weekly', count: 5 } },
    });
    expect(res.status).toBe(201);
    return res.body.occurrence_ids as number[];
  };

  it('makes each occurrence an event of its own at 19:30 Berlin time, numbered in the series', async () => {
    const ids = await makeSeries();
    expect(ids).toHaveLength(5);
    const all = await Promise.all(ids.map((id) => readEvent(ctx.api, cast.mia, id)));
    expect(all.map((e) => local('Europe/Berlin', e.starts_at))).toEqual(['2027-03-11 19:30', '2027-03-18 19:30', '2027-03-25 19:30', '2027-04-01 19:30', '2027-04-08 19:30']);
    expect(all.map((e) => e.recurrence?.position)).toEqual([1, 2, 3, 4, 5]);
    expect(all[0]!.recurrence).toMatchObject({ frequency: 'weekly', count: 5, until: all[4]!.starts_at });
  });

  it('moves this, the following or all occurrences by local time; deletes by scope', async () => {
    const ids = await makeSeries();
    // One occurrence an hour later: only it moves.
    const one = await ctx.api.call('PATCH', `/api/v2/events/${ids[1]}`, { session: cast.leila, body: { starts_at: '2027-03-18T19:30:00Z', ends_at: '2027-03-18T21:30:00Z' } });
    expect(patchedEventAnswer.parse(one.body).touched_ids).toEqual([ids[1]]);
    expect(local('Europe/Berlin', (await readEvent(ctx.api, cast.mia, ids[2]!)).starts_at)).toBe('2027-03-25 19:30');
    // The third and after to 20:00 local, across the change: each keeps 20:00.
    const following = await ctx.api.call('PATCH', `/api/v2/events/${ids[2]}?apply_to=following`, { session: cast.leila, body: { starts_at: '2027-03-25T19:00:00Z', ends_at: '2027-03-25T21:00:00Z', name: 'Later nights' } });
    expect(patchedEventAnswer.parse(following.body).touched_ids).toEqual(ids.slice(2));
    const after = await Promise.all(ids.map((id) => readEvent(ctx.api, cast.mia, id)));
    expect(after.map((e) => local('Europe/Berlin', e.starts_at))).toEqual(['2027-03-11 19:30', '2027-03-18 20:30', '2027-03-25 20:00', '2027-04-01 20:00', '2027-04-08 20:00']);
    expect(after.map((e) => e.name)).toEqual(['Berlin nights', 'Berlin nights', 'Later nights', 'Later nights', 'Later nights']);
    // All: a new place on every occurrence, times kept.
    const all = await ctx.api.call('PATCH', `/api/v2/events/${ids[0]}?apply_to=all`, { session: cast.leila, body: { location: 'Kreuzberg' } });
    expect(patchedEventAnswer.parse(all.body).touched_ids).toEqual(ids);
    expect((await readEvent(ctx.api, cast.mia, ids[4]!)).location).toBe('Kreuzberg');
    // A scope on a lone event is refused.
    const lone = await ctx.api.call('POST', '/api/v2/events', { session: cast.leila, body: { group_key: 'welcome', name: 'Lone', time_zone: 'UTC', starts_at: '2027-05-01T18:00:00Z', ends_at: '2027-05-01T19:00:00Z' } });
    const refused = await ctx.api.call('PATCH', `/api/v2/events/${lone.body.event.id}?apply_to=all`, { session: cast.leila, body: { name: 'X' } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ errors: [eventMessages.seriesOnly] });
    // Delete the following from the fourth, then the rest.
    const gone = deletedEventAnswer.parse((await ctx.api.call('DELETE', `/api/v2/events/${ids[3]}?apply_to=following`, { session: cast.leila })).body);
    expect(gone.deleted_ids).toEqual(ids.slice(3));
    expect((await readEvent(ctx.api, cast.mia, ids[0]!)).recurrence?.count).toBe(3);
    const rest = deletedEventAnswer.parse((await ctx.api.call('DELETE', `/api/v2/events/${ids[0]}?apply_to=all`, { session: cast.leila })).body);
    expect(rest.deleted_ids).toEqual(ids.slice(0, 3));
  });
});
