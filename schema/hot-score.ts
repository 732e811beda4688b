// How hot a post is (a wall's Hottest sort): the formula's constants and the pure score the device ranks with; the server's SQL follows it.

/**
 * score = (likes × LIKE_WEIGHT + comments × COMMENT_WEIGHT + BASE) / (age in hours + AGE_OFFSET_HOURS) ^ GRAVITY.
 * Engagement lifts a post, age pulls it down; the offset keeps a brand-new post from ranking infinitely high.
 */
export const HOT_SCORE = {
  LIKE_WEIGHT: 1,
  COMMENT_WEIGHT: 2,
  BASE: 1,
  AGE_OFFSET_HOURS: 2,
  GRAVITY: 1.5,
} as const;

const HOUR_MS = 3_600_000;

/** A post's score at `now` (a post dated in the future counts as new). */
export function hotScore(post: { likes_count: number; comments_count: number; created_at: string }, now: number): number {
  const ageHours = Math.max(0, now - Date.parse(post.created_at)) / HOUR_MS;
  const lift = post.likes_count * HOT_SCORE.LIKE_WEIGHT + post.comments_count * HOT_SCORE.COMMENT_WEIGHT + HOT_SCORE.BASE;
  return lift / Math.pow(ageHours + HOT_SCORE.AGE_OFFSET_HOURS, HOT_SCORE.GRAVITY);
}

/** Hottest first; equal scores newest id first, as the server breaks ties. */
export function byHotScore<P extends { id: number; likes_count: number; comments_count: number; created_at: string }>(posts: readonly P[], now: number): P[] {
  return posts
    .map((p) => ({ p, score: hotScore(p, now) }))
    .sort((a, b) => b.score - a.score || b.p.id - a.p.id)
    .map(({ p }) => p);
}
