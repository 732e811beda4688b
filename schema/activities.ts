// Activities: what happened that concerns the member (replies, mentions, likes, group posts, ...), seen or not, and which categories they excluded.
import { z } from 'zod';
import { clientId, isoDate, numericId, pageMeta, pageRefused } from './common';
import { member } from './members';
import { activityCategories, activityCategoryNames, type ActivityCategory } from './activity-categories';

export { activityCategories, activityCategoryNames, type ActivityCategory };
export const activityCategory = z.enum(activityCategories);

export const activity = z.object({
  id: z.number().int(),
  category: activityCategory,
  created_at: isoDate,
  /** Seen by the member: marked one by one, or by mark all seen (until its undo). */
  seen: z.boolean(),
  /** Who did it; null for what nobody did (an event reminder). */
  actor: member.nullable(),
  /** The group it happened in, when it happened in one. */
  group: z.object({ key: z.string(), name: z.string() }).nullable(),
  post_id: z.number().int().nullable(),
  comment_id: z.number().int().nullable(),
  /** A short excerpt of what it is about (a comment's words, a post's, a group's name); may be empty. */
  text: z.string(),
  /** The server path it leads to, mapped to a screen by docs/product.md 2.3 (e.g. `/posts/12/comments/34`, `/groups/backstage`). */
  link: z.string(),
});
export type Activity = z.infer<typeof activity>;

/** Activities newest first, ?cursor (opaque, from meta.next) and ?limit. */
export const activitiesQuery = z.object({
  cursor: z.string().max(64).optional(),
  page: pageRefused,
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const activitiesPage = z.object({ activities: z.array(activity), meta: pageMeta });
export type ActivitiesPage = z.infer<typeof activitiesPage>;

/** The counts user data carries, answered by every mark-seen call too. */
export const activityCounts = z.object({
  /** Unseen activities newer than the last time the member opened the list (POST new_activities/mark_as_seen). */
  new_activities_count: z.number().int(),
  /** Every unseen activity (counted up to ACTIVITY_COUNT_CAP). */
  new_activities_total_count: z.number().int(),
});
export type ActivityCounts = z.infer<typeof activityCounts>;

/** Counting stops here: a badge shows "99+" long before, and a count never reads more than this many rows. */
export const ACTIVITY_COUNT_CAP = 1000;

export const activityParams = z.object({ id: numericId });

export const activityAnswer = activityCounts.extend({ activity: activity });
export type ActivityAnswer = z.infer<typeof activityAnswer>;

export const activityExclusions = z.object({ activity_exclusions: z.array(activityCategory).max(activityCategories.length) });
export type ActivityExclusions = z.infer<typeof activityExclusions>;

/**
 * The outbox's activity writes, each sent with its client id as the Idempotency-Key. What the member saw
 * when they acted travels with the write, so the device can show its effect at once and undo exactly that.
 */
export const activityMutationShapes = {
  /** `was_new`: the activity counted in new_activities_count when marked. */
  markSeen: z.object({ client_id: clientId, activity_id: numericId, was_new: z.boolean() }),
  markNewSeen: z.object({ client_id: clientId }),
  /** `ids`: the activities it turned seen on the device; `total`: new_activities_total_count before it. */
  markAllSeen: z.object({ client_id: clientId, ids: z.array(numericId).max(1000), total: z.number().int().min(0) }),
  /** The mark all seen it takes back: the same ids and total. */
  undoMarkAllSeen: z.object({ client_id: clientId, ids: z.array(numericId).max(1000), total: z.number().int().min(0) }),
  exclusionsUpdate: z.object({ client_id: clientId, body: activityExclusions }),
};

/** What `markAllSeen` hands back so the member can take it back. */
export interface MarkAllSeenUndo {
  ids: number[];
  total: number;
}
