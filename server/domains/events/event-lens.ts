// What decides how one reader sees events: host or not, the groups they administer, the plans they hold, the time (docs/architecture.md "Premium content").
import { eq, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { users } from '../account/users-schema';
import { adminGroupIds, readableGroupIds } from '../groups/group-access';
import { holdingsOf } from '../payments/holdings';
import { events } from './event-schema';

export interface EventLens {
  viewerId: number;
  /** A community host (users.role admin): manages every event and holds every plan. */
  host: boolean;
  adminOf: Set<number>;
  plans: Set<string>;
  now: Date;
}

/** One query set per answer or feed page, never per event. */
export async function eventLens(db: Database, viewerId: number, now: Date): Promise<EventLens> {
  const [[user], admin, held] = await Promise.all([
    db.select({ role: users.role }).from(users).where(eq(users.id, viewerId)),
    db.select({ id: sql<number>`a.group_id` }).from(sql`${adminGroupIds(viewerId)} as a(group_id)`),
    holdingsOf(db, viewerId),
  ]);
  return { viewerId, host: user?.role === 'admin', adminOf: new Set(admin.map((r) => r.id)), plans: new Set(held.plans), now };
}

/** The events a member may read: the community's own, and those of groups whose wall they may read (the audience event-readers). */
export const eventReadable = (viewerId: number): SQL => or(isNull(events.groupId), sql`${events.groupId} in ${readableGroupIds(viewerId)}`)!;

/** Hosts manage every event; a group's admins manage its events. */
export const mayManage = (lens: EventLens, groupId: number | null): boolean => lens.host || (groupId !== null && lens.adminOf.has(groupId));

/** A premium event is open to holders of its plan, its managers and hosts. */
export const holdsFor = (lens: EventLens, e: { requiredPlan: string | null; groupId: number | null }): boolean =>
  e.requiredPlan === null || lens.plans.has(e.requiredPlan) || mayManage(lens, e.groupId);
