// What the events journeys share: an event made by the demo's host through the API, and what the server says of it.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiSignIn, type ApiSession } from './helpers';

const HOST = { email: 'admin@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' };

export interface MadeEvent {
  id: number;
  name: string;
}

/** An event of the welcome group, starting `minutesAhead` from now for two hours (capacity when given). */
export async function makeEvent(request: APIRequestContext, label: string, opts: { minutesAhead?: number; capacity?: number } = {}): Promise<MadeEvent> {
  const host = await apiSignIn(request, HOST);
  const name = `${label} ${Date.now().toString(36)}`;
  const start = Date.now() + (opts.minutesAhead ?? 3 * 24 * 60) * 60_000;
  const res = await request.post('/api/v2/events', {
    headers: host.headers,
    data: {
      group_key: 'welcome',
      name,
      description: '<p>Bring a friend.</p>',
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + 2 * 3600_000).toISOString(),
      time_zone: 'Europe/Dublin',
      location: 'The harbour wall',
      capacity: opts.capacity ?? null,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { event: { id: number } }).event.id, name };
}

/** Who is going (with a place), as the server lists them. */
export async function goingOnServer(request: APIRequestContext, session: ApiSession, eventId: number): Promise<number[]> {
  const res = await request.get(`/api/v2/events/${eventId}/attendees?status=going`, { headers: session.headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { attendees: { member: { id: number } }[] }).attendees.map((a) => a.member.id);
}
