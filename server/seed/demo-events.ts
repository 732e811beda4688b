// The demo community's events: two in welcome (every member's group), the community's own town hall, a weekly series in Berlin time, a capped meet-up in backstage, a supporters' Q&A.
import type { Database } from '../db/connect';
import { events, eventSeries } from '../domains/events/event-schema';
import { expandSeries, instantOf, wallClockAt } from '../domains/events/recurrence';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface DemoEvent {
  name: string;
  description: string;
  /** null: the community's own event, for every member. */
  group: string | null;
  daysAhead: number;
  hours: number;
  location: string;
  timeZone: string;
  onlineUrl?: string;
  capacity?: number;
  requiredPlan?: string;
  /** A weekly series of this many occurrences. */
  weekly?: number;
}

export const demoEvents: DemoEvent[] = [
  { name: 'Live at the Pier', description: '<p>An open-air set on the old pier, with a members-only soundcheck.</p>', group: 'welcome', daysAhead: 12, hours: 3, location: 'North Pier', timeZone: 'Europe/London', capacity: 200 },
  { name: 'Songwriting Q&A', description: '<p>Aria answers your questions about the course, live.</p>', group: 'welcome', daysAhead: 26, hours: 1, location: '', timeZone: 'Europe/London', onlineUrl: 'https://meet.example.com/songwriting-qa' },
  { name: 'Community town hall', description: '<p>What is coming this season, and your questions for the crew.</p>', group: null, daysAhead: 3, hours: 1, location: '', timeZone: 'America/New_York', onlineUrl: 'https://meet.example.com/town-hall' },
  { name: 'Weekly listening session', description: '<p>One record, start to finish, then we talk about it.</p>', group: 'welcome', daysAhead: 2, hours: 2, location: '', timeZone: 'Europe/Berlin', onlineUrl: 'https://meet.example.com/listening', weekly: 6 },
  { name: 'Backstage meet & greet', description: '<p>Ten places to meet the band before the Pier show.</p>', group: 'backstage', daysAhead: 12, hours: 1, location: 'North Pier, stage door', timeZone: 'Europe/London', capacity: 10 },
  { name: "Supporters' studio Q&A", description: '<p>An hour in the studio with the band, for supporters.</p>', group: 'announcements', daysAhead: 9, hours: 1, location: '', timeZone: 'Europe/London', onlineUrl: 'https://meet.example.com/studio', requiredPlan: 'supporter' },
];

/** An evening in the event's own zone: 19:00 there, `daysAhead` days from `now`. */
function eveningIn(zone: string, now: Date, daysAhead: number): Date {
  const day = wallClockAt(zone, now.getTime() + daysAhead * DAY_MS);
  return new Date(instantOf(zone, { ...day, hour: 19, minute: 0, second: 0, ms: 0 }));
}

/** Seeds them at 19:00 in their zones, hosted by `hostId`. */
export async function seedEvents(tx: Database, now: Date, hostId: number, groupId: (key: string) => number): Promise<void> {
  for (const e of demoEvents) {
    const startsAt = eveningIn(e.timeZone, now, e.daysAhead);
    const first = { startsAt, endsAt: new Date(startsAt.getTime() + e.hours * HOUR_MS) };
    const [series] = e.weekly ? await tx.insert(eventSeries).values({ frequency: 'weekly' }).returning({ id: eventSeries.id }) : [];
    const occurrences = e.weekly ? expandSeries(first, e.timeZone, { frequency: 'weekly', count: e.weekly }) : [first];
    await tx.insert(events).values(
      occurrences.map((o, i) => ({
        ...o,
        groupId: e.group === null ? null : groupId(e.group),
        hostId,
        name: e.name,
        description: e.description,
        location: e.location,
        timeZone: e.timeZone,
        onlineUrl: e.onlineUrl ?? null,
        capacity: e.capacity ?? null,
        requiredPlan: e.requiredPlan ?? null,
        seriesId: series?.id ?? null,
        position: series ? i + 1 : null,
      })),
    );
  }
}
