// Wall-clock times in a named time zone, both ways, through Intl alone: what a host types in the event's zone becomes an instant, and back for editing.

/** The zone's offset from UTC at an instant, in minutes (Europe/Paris in July: 120). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * `2026-03-29T02:30` as read on a clock in `timeZone` → the instant (ISO, UTC). A time the clocks skip (spring forward)
 * lands after the gap, as calendar apps do; a time read twice (fall back) is its first reading.
 */
export function zonedToInstant(local: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // The offsets in force half a day either side: the wall time reads under one of them, or both (fall back), or neither (a gap).
  const before = zoneOffsetMinutes(wall - 12 * 3600_000, timeZone);
  const after = zoneOffsetMinutes(wall + 12 * 3600_000, timeZone);
  const readings = [before, after].map((o) => wall - o * 60_000).filter((t) => zoneOffsetMinutes(t, timeZone) * 60_000 === wall - t);
  return new Date(readings.length > 0 ? Math.min(...readings) : wall - before * 60_000).toISOString();
}

/** The instant as read on a clock in `timeZone`, in the form a datetime-local field takes (`2026-03-29T03:30`). */
export function instantToZoned(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  const wall = new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return wall.toISOString().slice(0, 16);
}

/** The device's own time zone (the member's). */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
