// Link previews of posts: queued in the post's write, fetched later by a durable job, announced to every reader as a post.upsert.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { firstLinkUrl } from '../../../schema/link-previews';
import type { Database } from '../../db/connect';
import { linkPreviews } from './link-preview-schema';
import { posts } from './post-schema';
import { buildPreview, type BuiltPreview, type PreviewFetchDeps } from '../../link-preview/build-preview';
import { FetchRefused } from '../../link-preview/safe-fetch';
import { appendChanges } from '../../core/changes';
import { wakeableJob, type WakeableJob } from '../../core/periodic-job';

/** How often pending previews are looked for (besides a wake after each post write, and once at start). */
export const PREVIEW_INTERVAL_MS = 10_000;
/** Tries of a link that fails for a passing reason (time-out, network, a 5xx) before it is given up. */
export const MAX_PREVIEW_ATTEMPTS = 3;
/** A claimed row is due again this much later: a run that died (a crash, a restart) is picked up then. */
export const PREVIEW_LEASE_MS = 60_000;
/** The wait before the second try, doubled for the third. */
const RETRY_BASE_MS = 60_000;
/** Rows one run claims. */
const BATCH = 4;

/** The link a post previews: its text's first http(s) link, and none with a link button (docs/product.md 6: they do not combine). */
export function previewLinkOf(body: string, hasLinkButton: boolean): string | null {
  return hasLinkButton ? null : firstLinkUrl(body);
}

/**
 * In the post's write transaction: queues the fetch of `url` for the post, or drops its preview when the text has
 * no link any more. The same link again leaves the preview as it is; another link replaces it (hidden until fetched).
 */
export async function queueLinkPreview(tx: Database, postId: number, url: string | null, now: Date): Promise<void> {
  if (url === null) {
    await tx.delete(linkPreviews).where(eq(linkPreviews.postId, postId));
    return;
  }
  await tx
    .insert(linkPreviews)
    .values({ postId, url, dueAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: linkPreviews.postId,
      set: { url, status: 'pending', attempts: 0, dueAt: now, failure: null, updatedAt: now },
      setWhere: sql`${linkPreviews.url} <> excluded.url`,
    });
}

type Claimed = { postId: number; url: string; attempts: number; imageName: string | null };

/** Claims up to BATCH due rows (pushing them a lease ahead), skipping rows another server process holds. */
async function claimDue(db: Database, now: Date): Promise<Claimed[]> {
  const due = db
    .select({ postId: linkPreviews.postId })
    .from(linkPreviews)
    .where(and(eq(linkPreviews.status, 'pending'), lte(linkPreviews.dueAt, now)))
    .orderBy(asc(linkPreviews.dueAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(linkPreviews)
    .set({ dueAt: new Date(now.getTime() + PREVIEW_LEASE_MS), attempts: sql`${linkPreviews.attempts} + 1` })
    .where(inArray(linkPreviews.postId, due))
    .returning({ postId: linkPreviews.postId, url: linkPreviews.url, attempts: linkPreviews.attempts, imageName: linkPreviews.imageName });
}

/** The claimed row, if it still waits for this same link (an edit may have changed or removed it meanwhile). */
const stillWaiting = (row: Claimed) => and(eq(linkPreviews.postId, row.postId), eq(linkPreviews.url, row.url), eq(linkPreviews.status, 'pending'));

/** Stores a built preview and tells the post's readers; answers whether it was kept and the image names no longer wanted. */
async function saveReady(db: Database, row: Claimed, built: BuiltPreview, now: Date): Promise<{ kept: boolean; unwanted: string[] }> {
  return db.transaction(async (tx) => {
    const saved = await tx
      .update(linkPreviews)
      .set({
        status: 'ready',
        title: built.title,
        description: built.description,
        siteName: built.siteName,
        canonicalUrl: built.canonicalUrl,
        imageName: built.image?.name ?? null,
        imageUrl: built.image?.url ?? null,
        imageWidth: built.image?.width ?? null,
        imageHeight: built.image?.height ?? null,
        failure: null,
        updatedAt: now,
      })
      .where(stillWaiting(row))
      .returning({ postId: linkPreviews.postId });
    // Outdated by an edit: this image is not wanted; otherwise the one it replaces is not.
    if (saved.length === 0) return { kept: false, unwanted: built.image ? [built.image.name] : [] };
    const [post] = await tx.select({ groupId: posts.groupId }).from(posts).where(and(eq(posts.id, row.postId), isNull(posts.deletedAt)));
    if (post) await appendChanges(tx, [{ kind: 'post.upsert', entityId: row.postId, scopeId: post.groupId }]);
    return { kept: true, unwanted: row.imageName && row.imageName !== built.image?.name ? [row.imageName] : [] };
  });
}

/** A failed try: given up when the reason will not pass (or after the last try), otherwise due again later. */
async function saveFailure(db: Database, row: Claimed, err: FetchRefused, now: Date): Promise<void> {
  const giveUp = err.permanent || row.attempts >= MAX_PREVIEW_ATTEMPTS;
  await db
    .update(linkPreviews)
    .set({
      status: giveUp ? 'failed' : 'pending',
      dueAt: new Date(now.getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1)),
      failure: err.message.slice(0, 500),
      updatedAt: now,
    })
    .where(stillWaiting(row));
}

/** Fetches and stores one claimed preview; answers whether it is now shown. */
async function processOne(db: Database, deps: PreviewFetchDeps, row: Claimed, now: Date): Promise<boolean> {
  let built: BuiltPreview;
  try {
    built = await buildPreview(row.url, deps);
  } catch (err) {
    // Anything unforeseen (a full disk, a bug) counts as a passing failure: tried again, then given up.
    await saveFailure(db, row, err instanceof FetchRefused ? err : new FetchRefused('network', false, String(err)), now);
    return false;
  }
  const { kept, unwanted } = await saveReady(db, row, built, now);
  for (const name of unwanted) await deps.media.delete(name).catch(() => undefined);
  return kept;
}

/** Fetches every due preview, a few at a time; answers how many became ready. */
export async function processDueLinkPreviews(db: Database, deps: PreviewFetchDeps, now: Date = new Date()): Promise<number> {
  let ready = 0;
  for (;;) {
    const claimed = await claimDue(db, now);
    for (const row of claimed) if (await processOne(db, deps, row, now)) ready++;
    if (claimed.length < BATCH) return ready;
  }
}

/** Starts the preview job; `wake` after a post write fetches its preview at once instead of at the next interval. */
export function startLinkPreviewJob(db: Database, deps: PreviewFetchDeps, now: () => Date, intervalMs = PREVIEW_INTERVAL_MS): WakeableJob {
  return wakeableJob('fetching link previews', () => processDueLinkPreviews(db, deps, now()), intervalMs);
}
