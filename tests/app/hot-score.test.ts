// The Hottest formula the device ranks with (the server's SQL is compared with it in tests/server/hottest-posts.test.ts).
import { describe, expect, it } from 'vitest';
import { byHotScore, HOT_SCORE, hotScore } from '../../schema/hot-score';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();
const post = (id: number, likes: number, comments: number, ageHours: number) => ({ id, likes_count: likes, comments_count: comments, created_at: hoursAgo(ageHours) });

describe('hotScore', () => {
  it('is (likes + 2 × comments + 1) / (age in hours + 2) ^ 1.5', () => {
    expect(HOT_SCORE).toEqual({ LIKE_WEIGHT: 1, COMMENT_WEIGHT: 2, BASE: 1, AGE_OFFSET_HOURS: 2, GRAVITY: 1.5 });
    expect(hotScore(post(1, 3, 2, 7), NOW)).toBeCloseTo(8 / 27);
    expect(hotScore(post(1, 0, 0, 0), NOW)).toBeCloseTo(1 / Math.pow(2, 1.5));
    // A post dated ahead of the clock counts as new.
    expect(hotScore(post(1, 0, 0, -5), NOW)).toBe(hotScore(post(1, 0, 0, 0), NOW));
  });

  it('lets engagement beat age, age wear engagement down, and breaks ties by the newest id', () => {
    const ranked = byHotScore([post(1, 0, 0, 1), post(2, 40, 5, 5), post(3, 2, 0, 1), post(4, 2, 0, 1), post(5, 40, 5, 24 * 30)], NOW);
    expect(ranked.map((p) => p.id)).toEqual([2, 4, 3, 1, 5]);
  });
});
