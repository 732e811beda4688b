// How a poll shows on the device: the member's unsent vote laid over the server's counts, percentages, hidden results.
import { describe, expect, it } from 'vitest';
import type { Poll } from '../../schema/polls';
import { shownOptionCount, shownPoll } from '../../src/lib/poll-counts';

const poll = (counts: (number | null)[]): Poll => ({
  id: 1,
  ends_at: '2030-01-01T00:00:00.000Z',
  hide_results: counts.includes(null),
  options: counts.map((votes_count, i) => ({ id: i + 10, text: `Option ${i}`, votes_count })),
  votes_count: counts.includes(null) ? null : counts.reduce<number>((a, b) => a + (b ?? 0), 0),
});

describe('poll counts', () => {
  it('adds an unsent vote and takes the server\'s vote of the member away when it changed', () => {
    expect(shownOptionCount(3, 10, undefined)).toBe(3);
    expect(shownOptionCount(3, 10, { option_id: 10, server_option_id: null })).toBe(4);
    expect(shownOptionCount(3, 10, { option_id: 11, server_option_id: 10 })).toBe(2);
    expect(shownOptionCount(3, 10, { option_id: 10, server_option_id: 10 })).toBe(3);
    expect(shownOptionCount(0, 10, { option_id: null, server_option_id: 10 })).toBe(0);
  });

  it('answers counts and whole percentages, and none while the server hides them', () => {
    expect(shownPoll(poll([1, 2, 1]), undefined)).toMatchObject({ total: 4, options: [{ count: 1, percent: 25 }, { count: 2, percent: 50 }, { count: 1, percent: 25 }] });
    expect(shownPoll(poll([0, 0]), undefined).options.map((o) => o.percent)).toEqual([0, 0]);
    expect(shownPoll(poll([0, 0]), { option_id: 11, server_option_id: null }).options.map((o) => [o.count, o.percent])).toEqual([[0, 0], [1, 100]]);
    expect(shownPoll(poll([null, null]), { option_id: 10, server_option_id: null })).toMatchObject({ total: null, options: [{ count: null, percent: null }, { count: null, percent: null }] });
  });
});
