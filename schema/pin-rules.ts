// What a pin lasts: its durations, when one ends, whether a post is pinned now; zod-free, so screens use it without the contract's validators.

/** How long a pin lasts; "forever" is stored as the far sentinel PIN_FOREVER, so every reader compares with now alike. */
export const pinDurations = ['day', 'week', 'month', 'forever'] as const;
export type PinDuration = (typeof pinDurations)[number];

/** The pinned_until of a pin made "forever": far enough that it never ends, a plain date every reader can compare. */
export const PIN_FOREVER = '9999-12-31T00:00:00.000Z';

/** When a pin made at `now` for `duration` ends (a month is the same day of the next calendar month, in UTC). */
export function pinnedUntilFor(duration: PinDuration, now: Date): string {
  if (duration === 'forever') return PIN_FOREVER;
  const end = new Date(now.getTime());
  if (duration === 'day') end.setUTCDate(end.getUTCDate() + 1);
  else if (duration === 'week') end.setUTCDate(end.getUTCDate() + 7);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end.toISOString();
}

/** A post is pinned while its pin has not ended; null is never pinned. */
export const isPinnedAt = (pinnedUntil: string | null | undefined, now: number): boolean => !!pinnedUntil && Date.parse(pinnedUntil) > now;

/** The pin ends "forever" (the sentinel), as a screen says it. */
export const isPinnedForever = (pinnedUntil: string | null | undefined): boolean => pinnedUntil === PIN_FOREVER;
