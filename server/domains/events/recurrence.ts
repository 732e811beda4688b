// A series' occurrences in the event's IANA zone with Intl alone: weekly and monthly keep the local wall-clock time across daylight-saving changes.
import { MAX_OCCURRENCES, MAX_SERIES_DAYS, eventMessages, type RecurrenceFrequency } from '../../../schema/events/event-rules';
import { HttpError } from '../../core/http-error';

interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall clock in `zone` at `instant`. */
export function wallClockAt(zone: string, instant: number): WallClock {
  const parts = Object.fromEntries(formatterOf(zone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const n = (k: string) => Number(parts[k]);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second'), ms: ((instant % 1000) + 1000) % 1000 };
}

const asUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.ms);

/** How far `zone` is ahead of UTC at `instant`, in ms. */
export const zoneOffset = (zone: string, instant: number): number => asUtc({ ...wallClockAt(zone, instant), ms: ((instant % 1000) + 1000) % 1000 }) - instant;

/**
 * The instant showing `w` on `zone`'s clocks. Two passes: the offset at the first guess, then at the answer (a change
 * between them). A time skipped by a spring-forward lands after the gap, as calendars do.
 */
export function instantOf(zone: string, w: WallClock): number {
  const guess = asUtc(w);
  const first = guess - zoneOffset(zone, guess);
  const second = guess - zoneOffset(zone, first);
  return zoneOffset(zone, second) === guess - second ? second : first;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The k-th occurrence's wall clock (0 is the first): a week later each time, or the same day of each later month (its last day when shorter). */
function nthWallClock(first: WallClock, frequency: RecurrenceFrequency, k: number): WallClock {
  if (frequency === 'weekly') {
    const d = new Date(Date.UTC(first.year, first.month - 1, first.day + 7 * k));
    return { ...first, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  }
  const months = first.month - 1 + k;
  const year = first.year + Math.floor(months / 12);
  const month = (months % 12) + 1;
  return { ...first, year, month, day: Math.min(first.day, daysIn(year, month)) };
}

export interface Occurrence {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The occurrences of a new series from its first start: `count` of them, or every start up to `until`; at least 2, at
 * most MAX_OCCURRENCES, within MAX_SERIES_DAYS of the first, else 422 with the product's words.
 */
export function expandSeries(first: Occurrence, zone: string, rule: { frequency: RecurrenceFrequency; count?: number; until?: string }): Occurrence[] {
  const start = first.startsAt.getTime();
  const duration = first.endsAt.getTime() - start;
  const last = start + MAX_SERIES_DAYS * 86_400_000;
  const until = rule.until === undefined ? last : Date.parse(rule.until);
  if (until > last) throw new HttpError(422, eventMessages.badRecurrence);
  const wall = wallClockAt(zone, start);
  const out: Occurrence[] = [];
  const wanted = rule.count ?? MAX_OCCURRENCES;
  for (let k = 0; out.length < wanted; k++) {
    const at = k === 0 ? start : instantOf(zone, nthWallClock(wall, rule.frequency, k));
    if (at > until) break;
    out.push({ startsAt: new Date(at), endsAt: new Date(at + duration) });
  }
  if (out.length < 2) throw new HttpError(422, eventMessages.badRecurrence);
  return out;
}

/** How far apart two instants are on `zone`'s clocks (a move across a daylight-saving change differs from the instants'). */
export const wallClockDelta = (zone: string, from: number, to: number): number => asUtc(wallClockAt(zone, to)) - asUtc(wallClockAt(zone, from));

/** `instant` moved by `delta` on `zone`'s clocks: each occurrence of a series moved keeps its local time. */
export function shiftWallClock(zone: string, instant: number, delta: number): number {
  const d = new Date(asUtc(wallClockAt(zone, instant)) + delta);
  return instantOf(zone, { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), ms: d.getUTCMilliseconds() });
}
