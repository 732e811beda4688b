// The categories a member excluded (the notification-centre settings): left out of their activities list and never pushed.
import { eq } from 'drizzle-orm';
import { activityCategories, type ActivityCategory, type ActivityExclusions } from '../../../schema/activities';
import { activityExclusions } from './activity-schema';
import type { Database } from '../../db/connect';

/** In the order of activityCategories, whatever order they were stored in. */
export async function exclusionsOf(db: Database, userId: number): Promise<ActivityExclusions> {
  const rows = await db.select({ category: activityExclusions.category }).from(activityExclusions).where(eq(activityExclusions.userId, userId));
  const held = new Set(rows.map((r) => r.category));
  return { activity_exclusions: activityCategories.filter((c) => held.has(c)) };
}

/** POST /api/v2/activity_exclusions: the list sent replaces the member's exclusions. */
export async function setExclusions(tx: Database, userId: number, categories: ActivityCategory[]): Promise<ActivityExclusions> {
  await tx.delete(activityExclusions).where(eq(activityExclusions.userId, userId));
  const unique = [...new Set(categories)];
  if (unique.length > 0) await tx.insert(activityExclusions).values(unique.map((category) => ({ userId, category })));
  return exclusionsOf(tx, userId);
}
