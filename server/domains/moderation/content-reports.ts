// Reports of posts and comments: a member reports what they can read and did not write, once per item; hosts list the open ones.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages } from '../../../schema/messages';
import type { OpenReport, ReportedItemType } from '../../../schema/post-controls';
import type { Database } from '../../db/connect';
import { contentReports } from './content-report-schema';
import { comments, posts } from '../posts/post-schema';
import { users } from '../account/users-schema';
import { HttpError } from '../../core/http-error';
import { toMemberWire } from '../people/member-wire';
import { readableComment } from '../posts/post-edits';
import { readablePost } from '../posts/readable-post';
import type { Viewer } from '../sessions/sessions';

const OPEN_REPORTS_MAX = 100;
const EXCERPT = 200;

type ReportRow = typeof contentReports.$inferSelect;

const toReportWire = (r: ReportRow) => ({
  id: r.id,
  item_type: (r.postId !== null ? 'Post' : 'Comment') as ReportedItemType,
  item_id: (r.postId ?? r.commentId)!,
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
});

/**
 * Stores the report (201); a second report of the same item by the same member stores nothing and answers the first.
 * The item must be one the member can read (else 404, whatever the reason) and not their own (403).
 */
export async function reportContent(db: Database, viewer: Viewer, type: ReportedItemType, id: number, reason: string) {
  const { authorId } = type === 'Post' ? await readablePost(db, viewer, id) : await readableComment(db, viewer, id);
  if (authorId === viewer.user.id) throw new HttpError(403, messages.cannotReportOwnContent);
  const item = type === 'Post' ? { postId: id } : { commentId: id };
  await db
    .insert(contentReports)
    .values({ reporterId: viewer.user.id, reason, ...item })
    .onConflictDoNothing();
  const itemIs = type === 'Post' ? eq(contentReports.postId, id) : eq(contentReports.commentId, id);
  const [row] = await db.select().from(contentReports).where(and(eq(contentReports.reporterId, viewer.user.id), itemIs));
  return { report: toReportWire(row!) };
}

/** The open reports of live posts and comments, newest first (hosts only: the caller checks). */
export async function openReports(db: Database): Promise<OpenReport[]> {
  const reporter = alias(users, 'reporter');
  const author = alias(users, 'author');
  const rows = await db
    .select({
      report: contentReports,
      postOf: sql<number>`coalesce(${posts.id}, ${comments.postId})`.mapWith(Number),
      body: sql<string>`coalesce(${comments.body}, ${posts.body})`,
      author: { id: author.id, displayName: author.displayName, avatarUrl: author.avatarUrl },
      reporter: { id: reporter.id, displayName: reporter.displayName, avatarUrl: reporter.avatarUrl },
    })
    .from(contentReports)
    .innerJoin(reporter, eq(reporter.id, contentReports.reporterId))
    .leftJoin(posts, and(eq(posts.id, contentReports.postId), isNull(posts.deletedAt)))
    .leftJoin(comments, and(eq(comments.id, contentReports.commentId), isNull(comments.deletedAt)))
    .innerJoin(author, eq(author.id, sql`coalesce(${posts.authorId}, ${comments.authorId})`))
    .where(and(isNull(contentReports.resolvedAt), or(sql`${posts.id} is not null`, sql`${comments.id} is not null`)))
    .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
    .limit(OPEN_REPORTS_MAX);
  return rows.map((r) => ({
    ...toReportWire(r.report),
    post_id: r.postOf,
    excerpt: r.body.length > EXCERPT ? `${r.body.slice(0, EXCERPT - 1)}…` : r.body,
    author: toMemberWire(r.author),
    reporter: toMemberWire(r.reporter),
  }));
}
