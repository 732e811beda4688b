// The push worker: claims due jobs (FOR UPDATE SKIP LOCKED, with a lease), fans an activity out to its recipients' subscriptions (and their mails), and delivers each with backoff.
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { activityDetail, activityHeadline } from '../../../schema/activity-words';
import type { Configuration } from '../../../schema/configuration';
import type { PushPayload } from '../../../schema/push';
import { activities } from '../activities/activity-schema';
import type { Database } from '../../db/connect';
import { pushJobs, pushSubscriptions, type PushSubscriptionRow } from './push-schema';
import { memberships } from '../groups/group-schema';
import { sessions } from '../account/users-schema';
import type { PushSender } from '../../push/push-sender';
import { queueActivityEmails } from '../activities/emails';
import { activityCountsOf, activityWiresByIds } from '../activities/read';
import { loadConfiguration } from '../configuration/configuration';

export interface PushDeliveryDeps {
  webPush: PushSender;
  fcm: PushSender;
  /** The first retry waits this long, each next one twice as long, up to RETRY_MAX_MS. */
  retryBaseMs: number;
  /** How long after an activity its recipients' mail is due (email notifications), or null: no mails. */
  emailDelayMs: number | null;
}

export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60 * 1000;
/** A delivery still failing after this many tries is dropped. */
export const MAX_ATTEMPTS = 10;
/** A claimed job is not claimed again before this (a process that died mid-run leaves it to the others). */
const LEASE_MS = 60_000;
const BATCH = 50;
const DELIVERY_CONCURRENCY = 8;

type Job = typeof pushJobs.$inferSelect;

/** Claims up to BATCH due jobs and pushes their due time past the lease, in one short transaction. */
async function claimDue(db: Database, now: Date): Promise<Job[]> {
  // Woken after every commit: most have queued nothing, and one indexed read costs less than a locking transaction.
  const [any] = await db.select({ id: pushJobs.id }).from(pushJobs).where(lte(pushJobs.dueAt, now)).limit(1);
  if (!any) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(pushJobs)
      .where(lte(pushJobs.dueAt, now))
      .orderBy(asc(pushJobs.dueAt), asc(pushJobs.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(pushJobs)
      .set({ dueAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(pushJobs.id, due.map((j) => j.id)));
    return due;
  });
}

/** Runs every due job once; answers how many were claimed (the caller runs again while a batch was full). */
export async function processDuePushJobs(db: Database, deps: PushDeliveryDeps, now: Date): Promise<number> {
  const jobs = await claimDue(db, now);
  for (const job of jobs) if (job.kind === 'fanout') await fanOut(db, job, deps.emailDelayMs === null ? null : new Date(now.getTime() + deps.emailDelayMs));
  // Deliveries run a few at a time: one slow push service does not hold up the others.
  const deliveries = jobs.filter((j) => j.kind === 'deliver');
  if (deliveries.length === 0) return jobs.length;
  // The icon once a batch, not once a message: a group's post can be hundreds of deliveries.
  const icon = notificationIcon(await loadConfiguration(db));
  const next = () => deliveries.shift();
  await Promise.all(
    Array.from({ length: DELIVERY_CONCURRENCY }, async () => {
      for (let job = next(); job; job = next()) await deliver(db, deps, job, icon);
    }),
  );
  return jobs.length;
}

/**
 * One delivery per subscription of whoever the activity is for: its recipient, or (a group's post) the group's active
 * members but the author, and a mail due at `mailDueAt` for those with email notifications on. Who may see it is
 * checked per delivery and per mail, when it is sent.
 */
async function fanOut(db: Database, job: Job, mailDueAt: Date | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [a] = await tx.select().from(activities).where(eq(activities.id, job.activityId));
    if (a) {
      const users =
        a.recipientId !== null
          ? sql`(select ${a.recipientId}::integer)`
          : sql`(select ${memberships.userId} from ${memberships} where ${and(eq(memberships.groupId, a.groupId!), eq(memberships.status, 'active'), a.actorId === null ? sql`true` : ne(memberships.userId, a.actorId))})`;
      await tx.execute(sql`insert into ${pushJobs} (kind, activity_id, subscription_id)
        select 'deliver', ${a.id}, ps.id from ${pushSubscriptions} ps
        join ${sessions} se on se.id = ps.session_id and se.revoked_at is null
        where ps.user_id in ${users}`);
      if (mailDueAt) await queueActivityEmails(tx, users, mailDueAt);
    }
    await tx.delete(pushJobs).where(eq(pushJobs.id, job.id));
  });
}

/** The configuration's 120x120 app icon, its first, or the app's own. */
function notificationIcon(config: Configuration): string {
  return config.app_icons['120x120'] ?? Object.values(config.app_icons)[0] ?? '/icons/icon-192.png';
}

async function payloadFor(db: Database, sub: PushSubscriptionRow, activityId: number, icon: string): Promise<PushPayload | null> {
  const a = (await activityWiresByIds(db, sub.userId, [activityId])).get(activityId);
  // Not theirs to see any more (blocked, excluded, deleted, left the group), or seen on another device already.
  if (!a || a.seen) return null;
  return {
    title: activityHeadline(a),
    body: activityDetail(a),
    icon,
    link: a.link,
    pn: String(a.id),
    badge_count: (await activityCountsOf(db, sub.userId)).new_activities_total_count,
  };
}

async function deliver(db: Database, deps: PushDeliveryDeps, job: Job, icon: string): Promise<void> {
  const [found] = await db
    .select({ sub: pushSubscriptions, revokedAt: sessions.revokedAt })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(eq(pushSubscriptions.id, job.subscriptionId!));
  // The device signed out (or its session was ended) since: its registration goes, with its jobs.
  if (found?.revokedAt) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, found.sub.id));
    return;
  }
  const sub = found?.sub;
  const payload = sub ? await payloadFor(db, sub, job.activityId, icon) : null;
  if (!sub || !payload) {
    await db.delete(pushJobs).where(eq(pushJobs.id, job.id));
    return;
  }
  const outcome = await (sub.kind === 'fcm' ? deps.fcm : deps.webPush).send(sub, payload);
  switch (outcome.kind) {
    case 'delivered':
      await db.delete(pushJobs).where(eq(pushJobs.id, job.id));
      return;
    case 'gone':
      // Its jobs go with it (ON DELETE CASCADE).
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      return;
    case 'refused':
      console.warn(`Push to subscription ${sub.id} refused: ${outcome.reason}`);
      await db.delete(pushJobs).where(eq(pushJobs.id, job.id));
      return;
    case 'retry': {
      const attempts = job.attempts + 1;
      if (attempts >= MAX_ATTEMPTS) {
        await db.delete(pushJobs).where(eq(pushJobs.id, job.id));
        return;
      }
      const wait = Math.min(deps.retryBaseMs * 2 ** (attempts - 1), RETRY_MAX_MS);
      await db
        .update(pushJobs)
        // From when the answer came (a slow push service does not eat into the wait).
        .set({ attempts, dueAt: new Date(Date.now() + wait), lastError: outcome.reason })
        .where(eq(pushJobs.id, job.id));
    }
  }
}
