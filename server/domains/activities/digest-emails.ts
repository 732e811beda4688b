// The weekly digest: for each member who chose it, once a week, the most talked-about posts of the week in the groups they joined.
import { and, desc, gte, inArray, ne, sql } from 'drizzle-orm';
import { routePaths } from '../../../schema/route-paths';
import type { Database } from '../../db/connect';
import { rowsOf } from '../../db/rows-of';
import { groups } from '../groups/group-schema';
import { posts } from '../posts/post-schema';
import { users } from '../account/users-schema';
import type { Mailer } from '../../mail/mailer';
import { digestMail } from '../../mail/templates';
import { loadConfiguration } from '../configuration/configuration';
import { visiblePostFor } from '../posts/content-visibility';
import { activeGroupIds } from '../groups/group-access';
import { periodicJob } from '../../core/periodic-job';
import { selectPosts, toPostWires } from '../posts/post-wire';
import { postLensOf } from '../posts/premium-posts';

const WEEK_MS = 7 * 24 * 60 * 60_000;
/** A digest lists this many posts; the mail counts the week's others. */
export const DIGEST_POSTS = 5;
const BATCH = 20;
const DIGEST_INTERVAL_MS = 60 * 60_000;

export interface DigestDeps {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Claims up to BATCH members whose digest is due (a week since the last, or since they joined), marking it sent now;
 * the upsert's condition is checked again on the locked row, so a member claimed by another process is skipped.
 */
async function claimDue(db: Database, now: Date): Promise<number[]> {
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const rows = await db.execute<{ user_id: number }>(sql`insert into digest_emails (user_id, sent_at)
    select u.id, ${now.toISOString()}::timestamptz from ${users} u left join digest_emails d on d.user_id = u.id
    where u.digest_weekly and u.state = 'active' and u.banned_at is null and coalesce(d.sent_at, u.created_at) <= ${weekAgo}::timestamptz
    order by u.id limit ${BATCH}
    on conflict (user_id) do update set sent_at = excluded.sent_at where digest_emails.sent_at <= ${weekAgo}::timestamptz
    returning user_id`);
  return rowsOf<{ user_id: number }>(rows).map((r) => Number(r.user_id));
}

/** The week's posts of the member's joined groups that they may see, not their own: the most liked and commented first. */
async function weekOf(db: Database, userId: number, now: Date) {
  const where = and(
    visiblePostFor(userId),
    ne(posts.authorId, userId),
    gte(posts.createdAt, new Date(now.getTime() - WEEK_MS)),
    sql`${posts.groupId} in ${activeGroupIds(userId)}`,
  );
  const [counted] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(posts).where(where);
  const rows = await selectPosts(db).where(where).orderBy(desc(sql`${posts.likesCount} + 2 * ${posts.commentsCount}`), desc(posts.id)).limit(DIGEST_POSTS);
  return { count: counted?.count ?? 0, top: await toPostWires(db, rows, await postLensOf(db, userId)) };
}

/** Sends every due digest once; answers how many members were claimed (the caller runs again while a batch was full). */
export async function sendDueDigests(db: Database, deps: DigestDeps, now: Date): Promise<number> {
  const due = await claimDue(db, now);
  if (due.length === 0) return 0;
  const config = await loadConfiguration(db);
  // The community sends no email notifications: this week's digests are claimed and not sent.
  if (!config.email_notifications_enabled) return due.length;
  const base = deps.publicUrl.replace(/\/$/, '');
  const members = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, due));
  for (const member of members) {
    const { count, top } = await weekOf(db, member.id, now);
    // A quiet week sends nothing; the next digest is a week on.
    if (top.length === 0) continue;
    const names = new Map((await db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, [...new Set(top.map((p) => p.group_id))]))).map((g) => [g.id, g.name]));
    const items = top.map((p) => ({
      headline: `${p.author.display_name} in ${names.get(p.group_id) ?? 'your group'}`,
      detail: p.body.length > 200 ? `${p.body.slice(0, 199)}…` : p.body,
      note: `${p.likes_count} likes, ${p.comments_count} comments`,
      url: `${base}/posts/${p.id}`,
    }));
    deps.mailer.send(digestMail(member.email, config.app_name, items, count, base + routePaths.emailSettings));
  }
  return due.length;
}

/** Looks for due digests now and every hour. */
export function scheduleDigests(db: Database, deps: DigestDeps, now: () => Date, intervalMs = DIGEST_INTERVAL_MS): () => Promise<void> {
  return periodicJob('sending weekly digests', async () => {
    while ((await sendDueDigests(db, deps, now())) === BATCH);
  }, intervalMs);
}
