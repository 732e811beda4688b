// Reading a member's activities: a page newest first, some by id (the change feed, the mark-seen answers), the unseen ones for a mail, and the unseen counts.
import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_COUNT_CAP, type Activity, type ActivitiesPage, type ActivityCounts } from '../../../schema/activities';
import { DEFAULT_PAGE_SIZE } from '../../../schema/constants';
import { messages } from '../../../schema/messages';
import { anyId } from '../../db/any-id';
import { activities } from './activity-schema';
import type { Database } from '../../db/connect';
import { groups } from '../groups/group-schema';
import { users } from '../account/users-schema';
import { HttpError } from '../../core/http-error';
import { toMemberWire } from '../people/member-wire';
import { decodeIdCursor, encodeIdCursor } from '../../core/opaque-cursor';
import { newSeenUpTo, seenBy, visibleActivityFor } from './visibility';

async function selectWires(db: Database, viewerId: number, where: SQL, limit: number): Promise<Activity[]> {
  const rows = await db
    .select({
      a: activities,
      seen: sql<boolean>`${seenBy(viewerId)}`,
      actorId: users.id,
      actorName: users.displayName,
      actorAvatar: users.avatarUrl,
      groupKey: groups.key,
      groupName: groups.name,
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.actorId))
    .leftJoin(groups, eq(groups.id, activities.groupId))
    .where(and(where, visibleActivityFor(viewerId)))
    .orderBy(desc(activities.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.a.id,
    category: r.a.category,
    created_at: r.a.createdAt.toISOString(),
    seen: Boolean(r.seen),
    actor: r.actorId === null ? null : toMemberWire({ id: r.actorId, displayName: r.actorName!, avatarUrl: r.actorAvatar }),
    group: r.groupKey === null ? null : { key: r.groupKey, name: r.groupName! },
    post_id: r.a.postId,
    comment_id: r.a.commentId,
    text: r.a.text,
    link: r.a.link,
  }));
}

/** GET /api/v2/activities: newest first, `limit` at a time before the cursor (it holds an activity id). */
export async function activitiesPageOf(db: Database, viewerId: number, query: { cursor?: string; limit?: number }): Promise<ActivitiesPage> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const before = query.cursor ? decodeIdCursor('activities', query.cursor) : null;
  const rows = await selectWires(db, viewerId, before === null ? sql`true` : lt(activities.id, before), limit + 1);
  const page = rows.slice(0, limit);
  return { activities: page, meta: { next: rows.length > limit ? encodeIdCursor('activities', page.at(-1)!.id) : null } };
}

/** These activities as the viewer sees them now, by id; an id they may not see is left out. */
export async function activityWiresByIds(db: Database, viewerId: number, ids: number[]): Promise<Map<number, Activity>> {
  if (ids.length === 0) return new Map();
  const rows = await selectWires(db, viewerId, anyId(activities.id, ids), ids.length);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The viewer's unseen activities newer than `afterId`, newest first (an activity mail's list). */
export function unseenActivitiesAfter(db: Database, viewerId: number, afterId: number, limit: number): Promise<Activity[]> {
  return selectWires(db, viewerId, and(gt(activities.id, afterId), sql`not ${seenBy(viewerId)}`)!, limit);
}

/** One activity the viewer sees, or 404. */
export async function visibleActivity(db: Database, viewerId: number, id: number): Promise<Activity> {
  const found = (await activityWiresByIds(db, viewerId, [id])).get(id);
  if (!found) throw new HttpError(404, messages.notFound);
  return found;
}

/** The unseen counts of user data: new since the list was last opened, and all unseen (each at most ACTIVITY_COUNT_CAP). */
export async function activityCountsOf(db: Database, viewerId: number): Promise<ActivityCounts> {
  const unseen = db
    .select({ id: activities.id })
    .from(activities)
    .where(and(visibleActivityFor(viewerId), sql`not ${seenBy(viewerId)}`))
    .orderBy(desc(activities.id))
    .limit(ACTIVITY_COUNT_CAP)
    .as('unseen');
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      fresh: sql<number>`count(*) filter (where ${unseen.id} > ${newSeenUpTo(viewerId)})`.mapWith(Number),
    })
    .from(unseen);
  return { new_activities_count: row?.fresh ?? 0, new_activities_total_count: row?.total ?? 0 };
}
