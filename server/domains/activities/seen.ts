// Marking activities seen: one, the "new" ones (the list was opened), all of them and the undo of that; each flip announced on the member's feed.
import { and, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { ActivityAnswer, ActivityCounts } from '../../../schema/activities';
import { activities, activityMarks, activitySeen } from './activity-schema';
import type { Database } from '../../db/connect';
import { appendChanges, appendChangesForIds } from '../../core/changes';
import { activityCountsOf, visibleActivity } from './read';
import { visibleActivityFor } from './visibility';

async function marksOf(tx: Database, userId: number) {
  await tx.insert(activityMarks).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(activityMarks).where(eq(activityMarks.userId, userId)).for('update');
  return row!;
}

const newestId = async (tx: Database) => (await tx.select({ id: max(activities.id) }).from(activities))[0]?.id ?? 0;

/** POST /api/v2/activities/{id}/mark_as_seen: the activity as the member sees it after, and the counts. 404 when they do not see it. */
export async function markActivitySeen(tx: Database, userId: number, id: number): Promise<ActivityAnswer> {
  const before = await visibleActivity(tx, userId, id);
  if (!before.seen) {
    await tx.insert(activitySeen).values({ userId, activityId: id }).onConflictDoNothing();
    await appendChanges(tx, [{ kind: 'activity.upsert', entityId: id, userId }]);
  }
  return { activity: { ...before, seen: true }, ...(await activityCountsOf(tx, userId)) };
}

/** POST /api/v2/new_activities/mark_as_seen: nothing recorded so far is new (the badge clears); seen flags do not move. */
export async function markNewActivitiesSeen(tx: Database, userId: number): Promise<ActivityCounts> {
  await marksOf(tx, userId);
  await tx.update(activityMarks).set({ newSeenUpTo: await newestId(tx) }).where(eq(activityMarks.userId, userId));
  return activityCountsOf(tx, userId);
}

/** The visible activities whose seen flag the mark moving over (from, to] flips: those not marked one by one. */
const flippedBetween = (userId: number, from: number, to: number) =>
  sql`select ${activities.id} from ${activities}
      where ${and(gt(activities.id, from), lte(activities.id, to), visibleActivityFor(userId))}
        and not exists (select 1 from ${activitySeen} s where s.user_id = ${userId} and s.activity_id = ${activities.id})`;

/** POST /api/v2/activities/mark_all_as_seen: everything so far is seen and not new; the mark it replaced is kept for the undo. */
export async function markAllActivitiesSeen(tx: Database, userId: number): Promise<ActivityCounts> {
  const marks = await marksOf(tx, userId);
  const newest = await newestId(tx);
  if (newest > marks.allSeenUpTo) {
    await tx
      .update(activityMarks)
      .set({ allSeenUpTo: newest, undoAllSeenUpTo: marks.allSeenUpTo, newSeenUpTo: sql`greatest(${activityMarks.newSeenUpTo}, ${newest})` })
      .where(eq(activityMarks.userId, userId));
    await appendChangesForIds(tx, 'activity.upsert', userId, flippedBetween(userId, marks.allSeenUpTo, newest));
  }
  return activityCountsOf(tx, userId);
}

/** POST /api/v2/activities/undo_mark_all_as_seen: the last mark all seen is taken back (once); what was marked one by one stays seen. */
export async function undoMarkAllActivitiesSeen(tx: Database, userId: number): Promise<ActivityCounts> {
  const marks = await marksOf(tx, userId);
  if (marks.undoAllSeenUpTo !== null) {
    await tx.update(activityMarks).set({ allSeenUpTo: marks.undoAllSeenUpTo, undoAllSeenUpTo: null }).where(eq(activityMarks.userId, userId));
    await appendChangesForIds(tx, 'activity.upsert', userId, flippedBetween(userId, marks.undoAllSeenUpTo, marks.allSeenUpTo));
  }
  return activityCountsOf(tx, userId);
}
