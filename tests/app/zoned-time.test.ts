// A host's wall-clock time in the event's zone becomes the right instant, across daylight-saving changes, and reads back the same for editing.
import { describe, expect, it } from 'vitest';
import { instantToZoned, zonedToInstant } from '../../src/lib/zoned-time';

describe('times in a chosen zone', () => {
  it('reads a wall time in summer and in winter', () => {
    expect(zonedToInstant('2026-07-01T19:00', 'Europe/Paris')).toBe('2026-07-01T17:00:00.000Z');
    expect(zonedToInstant('2026-01-01T19:00', 'Europe/Paris')).toBe('2026-01-01T18:00:00.000Z');
    expect(zonedToInstant('2026-11-01T09:00', 'America/New_York')).toBe('2026-11-01T14:00:00.000Z');
  });

  it('puts a skipped time after the gap and a doubled time at its first reading', () => {
    expect(zonedToInstant('2026-03-29T02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedToInstant('2026-10-25T02:30', 'Europe/Paris')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('reads an instant back on the zone clock, the day moving with it', () => {
    expect(instantToZoned('2026-07-01T17:00:00Z', 'Europe/Paris')).toBe('2026-07-01T19:00');
    expect(instantToZoned('2026-01-01T18:00:00Z', 'Asia/Tokyo')).toBe('2026-01-02T03:00');
    expect(zonedToInstant('not a time', 'Europe/Paris')).toBeNull();
  });
});
