// Walls and posts: a wall's feed, a post with its first comments, creating posts (edits and deletes: post-edits.ts).
import { and, desc, eq, gt } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../../../schema/constants';
import { messages } from '../../../schema/messages';
import { postRuleIssues } from '../../../schema/post-rules';
import type { CreatePostBody, Post, PostsPage, PostWithComments } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { groups } from '../groups/group-schema';
import { posts } from './post-schema';
import { recordPostActivities } from '../activities/content-activities';
import { appendChanges } from '../../core/changes';
import { visiblePostFor } from './content-visibility';
import { canPostIn, groupExistsFor, loadGroupAccess, readableGroupByKey } from '../groups/group-access';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { previewLinkOf, queueLinkPreview } from './link-previews';
import { commentPage } from './comments';
import { readablePost } from './readable-post';
import { postKindColumns, postRuleContext, storePoll } from './post-kinds';
import { attachableMedia, attachMedia } from '../media/post-media';
import { postFeedPage } from './post-feed-page';
import { livePostWire, selectPosts, toPostWires } from './post-wire';
import type { Viewer } from '../sessions/sessions';
import { postLensFor, premiumReadable, quotedBody, requiredPlanOf } from './premium-posts';

/** A wall's posts, newest first, `limit` at a time, from an opaque cursor; the first page begins with the live pins. */
/** A wall's recent posts (a page from the cursor) and the group's id; the first page starts with the live pins. */
export async function recentPosts(
  db: Database,
  viewer: Viewer,
  key: string,
  query: { cursor?: string; limit: number },
): Promise<{ page: PostsPage; groupId: number }> {
  const { group } = await readableGroupByKey(db, viewer.user.id, key);
  const lens = await postLensFor(db, viewer);
  const visible = and(eq(posts.groupId, group.id), visiblePostFor(viewer.user.id));
  const page = await postFeedPage(db, lens, visible, query);
  if (query.cursor) return { page, groupId: group.id };
  // The first page starts with the wall's live pins (newest first), each once; the cursor still follows the time order.
  const pinned = await toPostWires(
    db,
    await selectPosts(db).where(and(visible, premiumReadable(lens), gt(posts.pinnedUntil, new Date()))).orderBy(desc(posts.createdAt), desc(posts.id)),
    lens,
  );
  const pinnedIds = new Set(pinned.map((p) => p.id));
  return { page: { posts: [...pinned, ...page.posts.filter((p) => !pinnedIds.has(p.id))], meta: page.meta }, groupId: group.id };
}

/**
 * The post with the first page of its top-level comments (GET …/comments pages on from `comments_meta.next`); a premium
 * post a reader lacks the plan of is its locked stub with no comments (hidden, 404, when the community hides locked posts).
 */
export async function postWithComments(db: Database, viewer: Viewer, postId: number): Promise<PostWithComments> {
  await readablePost(db, viewer, postId);
  const lens = await postLensFor(db, viewer);
  const post = await livePostWire(db, postId, lens);
  if (!post) throw new HttpError(404, messages.postNotFound);
  if (post.locked) return { post, comments: [], comments_meta: { next: null } };
  const first = await commentPage(db, viewer, postId, { limit: DEFAULT_PAGE_SIZE });
  return { post, comments: first.comments, comments_meta: first.meta };
}

export async function createPost(
  db: Database,
  viewer: Viewer,
  key: string,
  body: CreatePostBody,
  idempotencyKey: string | null,
): Promise<StoredAnswer<{ post: Post }>> {
  const fingerprint = requestFingerprint(`POST wall ${key}`, body);
  return idempotentWrite(db, { userId: viewer.user.id, key: idempotencyKey, fingerprint }, async (tx) => {
    const access = await loadGroupAccess(tx, viewer.user.id, eq(groups.key, key));
    if (!access || !groupExistsFor(access)) throw new HttpError(404, messages.groupNotFound);
    if (!canPostIn(access)) throw new HttpError(403, messages.postingNotAllowed);
    const media = await attachableMedia(tx, viewer.user.id, body.media_ids);
    const issues = postRuleIssues({ ...body, media }, await postRuleContext(tx, viewer, access, new Date()));
    if (issues.length > 0) throw new HttpError(422, ...(issues as [string, ...string[]]));
    const groupId = access.group.id;
    const kinds = await postKindColumns(tx, viewer, body);
    const requiredPlan = requiredPlanOf(viewer, body.required_plan);
    const [inserted] = await tx
      .insert(posts)
      .values({ groupId, authorId: viewer.user.id, clientId: idempotencyKey, body: body.body, ...kinds, requiredPlan })
      .returning({ id: posts.id });
    const id = inserted!.id;
    if (body.poll) await storePoll(tx, id, body.poll);
    await attachMedia(tx, id, body.media_ids);
    await queueLinkPreview(tx, id, previewLinkOf(body.body, body.link_button !== undefined), new Date());
    // A scheduled post's activities wait for its time (publishDuePosts).
    if (kinds.scheduledAt === null) {
      await recordPostActivities(tx, { id, groupId, authorId: viewer.user.id, body: quotedBody(body.body, requiredPlan), textEntities: kinds.textEntities });
    }
    await appendChanges(tx, [{ kind: 'post.upsert', entityId: id, scopeId: groupId }]);
    const post = await livePostWire(tx, id, await postLensFor(tx, viewer));
    return { status: 201, body: { post: post! } };
  });
}
