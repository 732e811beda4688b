// Email notifications: the fan-out makes a mail due for recipients with email notifications on; the worker sends each one mail of what they have not seen since, and remembers how far it told them.
import { asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { activityDetail, activityHeadline } from '../../../schema/activity-words';
import { appPathOf } from '../../../schema/deep-links';
import { routePaths } from '../../../schema/route-paths';
import { activityEmails } from './activity-email-schema';
import type { Database } from '../../db/connect';
import { users } from '../account/users-schema';
import type { Mailer } from '../../mail/mailer';
import { activityMail } from '../../mail/templates';
import { loadConfiguration } from '../configuration/configuration';
import { unseenActivitiesAfter } from './read';

/** How long after the first unseen activity its mail goes: what the member sees in the app meanwhile is not mailed. */
export const ACTIVITY_EMAIL_DELAY_MS = 10 * 60_000;
/** A mail lists this many activities, newest first, and counts the rest. */
export const MAIL_ITEMS = 10;
const COUNTED = 100;
const BATCH = 20;
/** A claimed mail is not claimed again before this (a process that died mid-run leaves it to the others). */
const LEASE_MS = 60_000;

export interface ActivityMailDeps {
  mailer: Mailer;
  /** Where the app is, for the mail's links. */
  publicUrl: string;
}

/**
 * In the fan-out's transaction: a mail due at `dueAt` for each of `userIds` (a subquery) who has email notifications
 * on and may use the community; one already due keeps its time, so the activities until then share a mail.
 */
export async function queueActivityEmails(tx: Database, userIds: SQL, dueAt: Date): Promise<void> {
  await tx.execute(sql`insert into activity_emails (user_id, due_at)
    select u.id, ${dueAt.toISOString()}::timestamptz from ${users} u
    where u.id in ${userIds} and u.email_notifications and u.state = 'active' and u.banned_at is null
    on conflict (user_id) do update set due_at = coalesce(activity_emails.due_at, excluded.due_at)`);
}

type Row = typeof activityEmails.$inferSelect;

/** Due, or claimed by a worker whose lease ran out. */
const claimable = (now: Date) => or(lte(activityEmails.dueAt, now), lte(activityEmails.claimedUntil, now))!;

/**
 * Claims up to BATCH due mails: each is no longer due (an activity arriving while it is sent makes the next one due)
 * and is leased, in one short transaction.
 */
async function claimDue(db: Database, now: Date): Promise<Row[]> {
  // Woken after every commit: one indexed read first, the locking transaction only when a mail is due.
  const [any] = await db.select({ id: activityEmails.userId }).from(activityEmails).where(claimable(now)).limit(1);
  if (!any) return [];
  return db.transaction(async (tx) => {
    const due = await tx.select().from(activityEmails).where(claimable(now)).orderBy(asc(activityEmails.userId)).limit(BATCH).for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(activityEmails)
        .set({ dueAt: null, claimedUntil: new Date(now.getTime() + LEASE_MS) })
        .where(inArray(activityEmails.userId, due.map((r) => r.userId)));
    }
    return due;
  });
}

/** Sends every due mail once; answers how many were claimed (the caller runs again while a batch was full). */
export async function processDueActivityEmails(db: Database, deps: ActivityMailDeps, now: Date): Promise<number> {
  const due = await claimDue(db, now);
  if (due.length === 0) return 0;
  const config = await loadConfiguration(db);
  const base = deps.publicUrl.replace(/\/$/, '');
  const members = new Map(
    (
      await db
        .select({ id: users.id, email: users.email, state: users.state, bannedAt: users.bannedAt, on: users.emailNotifications })
        .from(users)
        .where(inArray(users.id, due.map((r) => r.userId)))
    ).map((m) => [m.id, m]),
  );
  for (const row of due) {
    const member = members.get(row.userId);
    // Read now, as the member sees them now: seen in the app meanwhile, excluded, blocked or gone is not mailed; nothing
    // while the community sends no email notifications (what stays unseen is told once they are on again).
    const unseen = config.email_notifications_enabled && member?.on && member.state === 'active' && !member.bannedAt ? await unseenActivitiesAfter(db, row.userId, row.emailedThrough, COUNTED) : [];
    if (member && unseen.length > 0) {
      const items = unseen.slice(0, MAIL_ITEMS).map((a) => ({ headline: activityHeadline(a), detail: activityDetail(a), url: base + (appPathOf(a.link) ?? routePaths.activities) }));
      deps.mailer.send(activityMail(member.email, config.app_name, items, unseen.length - items.length, base + routePaths.emailSettings));
    }
    await db
      .update(activityEmails)
      .set({ claimedUntil: null, emailedThrough: Math.max(row.emailedThrough, ...unseen.map((a) => a.id)) })
      .where(eq(activityEmails.userId, row.userId));
  }
  return due.length;
}
