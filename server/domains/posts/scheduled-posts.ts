// Scheduled posts: hidden from everyone but their author until their time, then published by a job in the server.
import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { SCHEDULED_POSTS_MAX } from '../../../schema/constants';
import type { Post } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { posts } from './post-schema';
import { recordPostActivities } from '../activities/content-activities';
import { appendChanges } from '../../core/changes';
import { periodicJob } from '../../core/periodic-job';
import { selectPosts, toPostWires } from './post-wire';
import type { Viewer } from '../sessions/sessions';
import { postLensFor, quotedBody } from './premium-posts';

/** How often the server looks for posts whose time has come (and once when it starts). */
export const PUBLISH_INTERVAL_MS = 30_000;

/** A post this viewer may see in lists: published, or scheduled by the viewer. */
export const publishedOrOwn = (viewerId: number) => or(isNull(posts.scheduledAt), eq(posts.authorId, viewerId));

/** The viewer's own live posts still waiting for their time, soonest first (GET /api/v2/account/scheduled_posts). */
export async function ownScheduledPosts(db: Database, viewer: Viewer): Promise<Post[]> {
  const rows = await selectPosts(db)
    .where(and(eq(posts.authorId, viewer.user.id), isNotNull(posts.scheduledAt), isNull(posts.deletedAt)))
    .orderBy(asc(posts.scheduledAt), asc(posts.id))
    .limit(SCHEDULED_POSTS_MAX);
  return toPostWires(db, rows, await postLensFor(db, viewer));
}

/** Publishes every live post due by `now`: created_at becomes now, scheduled_at is cleared, the feed hears of it. */
export async function publishDuePosts(db: Database, now: Date = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(posts)
      .set({ scheduledAt: null, createdAt: now, updatedAt: now })
      .where(and(isNotNull(posts.scheduledAt), lte(posts.scheduledAt, now), isNull(posts.deletedAt)))
      .returning({ id: posts.id, groupId: posts.groupId, authorId: posts.authorId, body: posts.body, textEntities: posts.textEntities, requiredPlan: posts.requiredPlan });
    for (const { requiredPlan, ...p } of done) await recordPostActivities(tx, { ...p, body: quotedBody(p.body, requiredPlan) });
    if (done.length > 0) await appendChanges(tx, done.map((p) => ({ kind: 'post.upsert' as const, entityId: p.id, scopeId: p.groupId })));
    return done.map((p) => p.id);
  });
}

/** Starts the publishing job; the answer stops it (waiting for a run in progress). */
export function schedulePostPublishing(db: Database, now: () => Date, intervalMs = PUBLISH_INTERVAL_MS): () => Promise<void> {
  return periodicJob('publishing scheduled posts', () => publishDuePosts(db, now()), intervalMs);
}
