// Who may call each events route: visitors 401, banned members 403 with their refusal, non-members of a group 404, members read and answer, only a group's admins and hosts write.
import { describe, expect, it } from 'vitest';
import { eventMessages } from '../../schema/events/event-rules';
import { attendeesPage, eventAnswer, eventsPage } from '../../schema/events/wire';
import { messages } from '../../schema/messages';
import { signInCast, type Cast } from './support/cast';
import { whileDisabled } from './support/disabled-member';
import { createEvent, readEvent, rsvp, seededEventId } from './support/events';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('events access on %s', (driver) => {
  const ctx = useTestApp(driver);
  let cast: Cast;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, s?: Cast[keyof Cast], body?: unknown) => ctx.api.call(method, url, { session: s, body });

  it('answers a visitor 401 on every member route and the hosts\' writes', async () => {
    const id = await seededEventId(ctx, 'Live at the Pier');
    const routes = [
      ['GET', '/api/v2/events'],
      ['GET', `/api/v2/events/${id}`],
      ['POST', `/api/v2/events/${id}/rsvp`],
      ['GET', `/api/v2/events/${id}/attendees`],
      ['GET', `/api/v2/events/${id}.ics`],
      ['GET', '/api/v2/account/calendar_feed'],
      ['POST', '/api/v2/account/calendar_feed'],
      ['DELETE', '/api/v2/account/calendar_feed'],
      ['GET', '/api/v2/account/event_reminders'],
      ['PUT', '/api/v2/account/event_reminders'],
      ['POST', '/api/v2/events'],
      ['PATCH', `/api/v2/events/${id}`],
      ['DELETE', `/api/v2/events/${id}`],
    ] as const;
    for (const [method, url] of routes) {
      const res = await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body).toEqual({ errors: [messages.sessionRequired] });
    }
  });

  it('shows members what their groups and the community hold, soonest first, and hides a private group\'s events from a non-member', async () => {
    cast = await signInCast(ctx);
    const page = eventsPage.parse((await call('GET', '/api/v2/events', cast.mia)).body);
    const names = page.events.map((e) => e.name);
    expect(names).toContain('Community town hall');
    expect(names).toContain('Live at the Pier');
    expect(names).not.toContain('Backstage meet & greet');
    const starts = page.events.map((e) => Date.parse(e.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const town = page.events.find((e) => e.name === 'Community town hall')!;
    expect(town.group_key).toBeNull();
    expect(town.can_manage).toBe(false);

    // Noah belongs to backstage: he sees it; Mia gets the not-found answer for it, and for its group's list.
    const backstage = await seededEventId(ctx, 'Backstage meet & greet');
    expect((await readEvent(ctx.api, cast.noah, backstage)).group_key).toBe('backstage');
    for (const url of [`/api/v2/events/${backstage}`, `/api/v2/events/${backstage}/attendees`, `/api/v2/events/${backstage}.ics`]) {
      const res = await call('GET', url, cast.mia);
      expect(res.status, url).toBe(404);
      expect(res.body).toEqual({ errors: [eventMessages.notFound] });
    }
    expect((await rsvp(ctx.api, cast.mia, backstage, 'going')).status).toBe(404);
    const byGroup = await call('GET', '/api/v2/events?group_key=backstage', cast.mia);
    expect(byGroup.status).toBe(403);
    expect(byGroup.body).toEqual({ errors: [messages.notAMember] });
    const noahBackstage = eventsPage.parse((await call('GET', '/api/v2/events?group_key=backstage', cast.noah)).body);
    expect(noahBackstage.events.map((e) => e.name)).toEqual(['Backstage meet & greet']);
    const badScope = await call('GET', '/api/v2/events?scope=later', cast.mia);
    expect(badScope.status).toBe(400);
    expect(badScope.body).toEqual({ errors: [messages.badRequest, `scope: ${eventMessages.badScope}`] });
  });

  it('lets only the group\'s admins and hosts create, edit and delete; a member who may post gets 403', async () => {
    // Mia may post in welcome, yet creates nothing.
    const refused = await call('POST', '/api/v2/events', cast.mia, { group_key: 'welcome', name: 'Mine', starts_at: '2030-01-01T18:00:00Z', ends_at: '2030-01-01T20:00:00Z', time_zone: 'UTC' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errors: [eventMessages.notHost] });
    // Leila administers welcome, not backstage.
    const made = await createEvent(ctx.api, cast.leila, { name: 'Leila\'s night' });
    expect(made.event.can_manage).toBe(true);
    expect(made.event.host.display_name).toBe('Leila Haddad');
    const elsewhere = await call('POST', '/api/v2/events', cast.leila, { group_key: 'backstage', name: 'X', starts_at: '2030-01-01T18:00:00Z', ends_at: '2030-01-01T20:00:00Z', time_zone: 'UTC' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toEqual({ errors: [eventMessages.notHost] });
    // A host creates anywhere, and the community's own event is the hosts' alone.
    const hosts = await createEvent(ctx.api, cast.ada, { group_key: 'backstage', name: 'Hosts only' });
    expect(hosts.event.group_key).toBe('backstage');
    const town = await seededEventId(ctx, 'Community town hall');
    for (const s of [cast.mia, cast.leila]) {
      const res = await call('PATCH', `/api/v2/events/${town}`, s, { name: 'Renamed' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [eventMessages.notHost] });
      expect((await call('DELETE', `/api/v2/events/${town}`, s)).status).toBe(403);
    }
    const patch = await call('PATCH', `/api/v2/events/${made.event.id}`, cast.leila, { name: 'Renamed night', capacity: 5 });
    expect(patch.status).toBe(200);
    expect(eventAnswer.parse({ event: patch.body.event }).event).toMatchObject({ name: 'Renamed night', capacity: 5 });
    expect((await call('PATCH', `/api/v2/events/${made.event.id}`, cast.mia, { name: 'No' })).status).toBe(403);
    // Mia cannot see backstage at all: 404, not 403.
    expect((await call('PATCH', `/api/v2/events/${hosts.event.id}`, cast.mia, { name: 'No' })).status).toBe(404);
    expect((await call('DELETE', `/api/v2/events/${made.event.id}`, cast.mia)).status).toBe(403);
    const gone = await call('DELETE', `/api/v2/events/${made.event.id}`, cast.leila);
    expect(gone.body).toEqual({ deleted_ids: [made.event.id] });
    expect((await call('GET', `/api/v2/events/${made.event.id}`, cast.leila)).status).toBe(404);
  });

  it('refuses a host\'s bad input with the product\'s words', async () => {
    const base = { group_key: 'welcome', name: 'X', starts_at: '2030-01-01T18:00:00Z', ends_at: '2030-01-01T20:00:00Z', time_zone: 'Europe/Berlin' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ends_at: '2030-01-01T17:00:00Z' }, eventMessages.endsBeforeStart],
      [{ ends_at: '2030-02-01T17:00:00Z' }, eventMessages.tooLong],
      [{ time_zone: 'Mars/Olympus' }, eventMessages.badTimeZone],
      [{ online_url: 'http://insecure.example.com' }, eventMessages.badOnlineUrl],
      [{ capacity: 0 }, eventMessages.badCapacity],
      [{ recurrence: { frequency: 'weekly', count: 60 } }, eventMessages.badRecurrence],
      [{ recurrence: { frequency: 'weekly', until: '2031-06-01T00:00:00Z' } }, eventMessages.badRecurrence],
      [{ image_media_id: 999999 }, eventMessages.badImage],
      [{ group_key: 'no-such-group' }, eventMessages.groupRequired],
      [{ name: '' }, eventMessages.nameRequired],
    ];
    for (const [change, message] of cases) {
      const res = await call('POST', '/api/v2/events', cast.ada, { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors).toContain(message);
    }
  });

  it('hides attendees where the host says so, but not from the group\'s admins and hosts', async () => {
    const made = await createEvent(ctx.api, cast.leila, { name: 'Quiet one', attendees_visible: false });
    expect((await rsvp(ctx.api, cast.noah, made.event.id, 'going')).status).toBe(200);
    const mia = await call('GET', `/api/v2/events/${made.event.id}/attendees`, cast.mia);
    expect(mia.status).toBe(403);
    expect(mia.body).toEqual({ errors: [eventMessages.attendeesHidden] });
    for (const s of [cast.leila, cast.ada]) {
      const page = attendeesPage.parse((await call('GET', `/api/v2/events/${made.event.id}/attendees?status=going`, s)).body);
      expect(page.attendees.map((a) => a.member.display_name)).toEqual(['Noah Fisher']);
    }
    const shown = await createEvent(ctx.api, cast.leila, { name: 'Open one' });
    await rsvp(ctx.api, cast.noah, shown.event.id, 'interested');
    const interested = attendeesPage.parse((await call('GET', `/api/v2/events/${shown.event.id}/attendees?status=interested`, cast.mia)).body);
    expect(interested.attendees.map((a) => [a.member.display_name, a.status])).toEqual([['Noah Fisher', 'interested']]);
    expect(attendeesPage.parse((await call('GET', `/api/v2/events/${shown.event.id}/attendees`, cast.mia)).body).attendees).toEqual([]);
  });

  it('refuses a premium event\'s answer to a member without the plan, with the plan named; the host answers', async () => {
    const id = await seededEventId(ctx, "Supporters' studio Q&A");
    const seen = await readEvent(ctx.api, cast.mia, id);
    expect(seen).toMatchObject({ premium: true, locked: true, description: '', online_url: null, required_plan: 'supporter' });
    const res = await rsvp(ctx.api, cast.mia, id, 'going');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: ['This event is for holders of supporter'], required_plan: 'supporter' });
    expect((await call('GET', `/api/v2/events/${id}/attendees`, cast.mia)).status).toBe(403);
    const host = await rsvp(ctx.api, cast.ada, id, 'going');
    expect(host.status).toBe(200);
    expect(host.body.event).toMatchObject({ locked: false, user_rsvp: { status: 'going', waitlist_position: null } });
  });

  it('closes answers on a cancelled event and after the end', async () => {
    const made = await createEvent(ctx.api, cast.leila, { name: 'Called off' });
    await call('PATCH', `/api/v2/events/${made.event.id}`, cast.leila, { cancelled: true });
    const cancelled = await rsvp(ctx.api, cast.mia, made.event.id, 'going');
    expect(cancelled.status).toBe(422);
    expect(cancelled.body).toEqual({ errors: [eventMessages.cancelled] });
    const past = await createEvent(ctx.api, cast.leila, { name: 'Over', inHours: -5 });
    const ended = await rsvp(ctx.api, cast.mia, past.event.id, 'interested');
    expect(ended.status).toBe(422);
    expect(ended.body).toEqual({ errors: [eventMessages.ended] });
    const pastPage = eventsPage.parse((await call('GET', '/api/v2/events?scope=past', cast.mia)).body);
    expect(pastPage.events.map((e) => e.name)).toContain('Over');
    expect((await rsvp(ctx.api, cast.mia, made.event.id, 'maybe')).body).toEqual({ errors: [eventMessages.badStatus] });
  });

  it('answers a banned member 403 with the account-disabled refusal on every route', async () => {
    const id = await seededEventId(ctx, 'Live at the Pier');
    await whileDisabled(ctx.testDb.db, 'noah@example.com', async () => {
      const tries = [
        call('GET', '/api/v2/events', cast.noah),
        call('GET', `/api/v2/events/${id}`, cast.noah),
        rsvp(ctx.api, cast.noah, id, 'going'),
        call('GET', `/api/v2/events/${id}/attendees`, cast.noah),
        call('GET', `/api/v2/events/${id}.ics`, cast.noah),
        call('GET', '/api/v2/account/calendar_feed', cast.noah),
        call('POST', '/api/v2/account/calendar_feed', cast.noah),
        call('DELETE', '/api/v2/account/calendar_feed', cast.noah),
        call('GET', '/api/v2/account/event_reminders', cast.noah),
        call('PUT', '/api/v2/account/event_reminders', cast.noah, { day: true, hour: true, email: true }),
        call('POST', '/api/v2/events', cast.noah, {}),
        call('PATCH', `/api/v2/events/${id}`, cast.noah, {}),
        call('DELETE', `/api/v2/events/${id}`, cast.noah),
      ];
      for (const res of await Promise.all(tries)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ errors: [messages.accountDisabled] });
      }
    });
  });
});
