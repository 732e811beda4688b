// The demo's premium content: announcements for supporters (the plan the payments seed names "supporter"), shown locked to members without it.
import type { Database } from '../db/connect';
import { posts } from '../domains/posts/post-schema';

/** The plan the payments seed sells monthly and yearly; content names plans by name. */
export const DEMO_PREMIUM_PLAN = 'supporter';

const premiumPosts = [
  'Supporters first: the new single is up in the library tonight, a day before everyone else. Thank you for keeping the lights on.',
  'Soundcheck diary, Lisbon: the three songs we tried and dropped, and the one that made the set.',
  'Supporters Q&A next Friday: leave your questions here and we will answer them live.',
];

/** Newest in the announcements wall (a few hours old), by the host. */
export async function seedPremiumPosts(tx: Database, groupId: number, authorId: number, now: Date): Promise<void> {
  await tx.insert(posts).values(
    premiumPosts.map((body, i) => {
      const createdAt = new Date(now.getTime() - (i + 1) * 3 * 3_600_000);
      return { groupId, authorId, body, createdAt, updatedAt: createdAt, requiredPlan: DEMO_PREMIUM_PLAN };
    }),
  );
}
