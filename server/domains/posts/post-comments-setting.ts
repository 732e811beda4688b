// Turning a post's comments off and on again: the host's alone; once per Idempotency-Key. New comments are then refused (comments.ts).
import { eq } from 'drizzle-orm';
import type { CommentsSettingBody } from '../../../schema/post-controls';
import type { Post } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { posts } from './post-schema';
import { appendChanges } from '../../core/changes';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { assertHost } from '../moderation/moderation-target';
import { livePostWire } from './post-wire';
import { readablePost } from './readable-post';
import type { Viewer } from '../sessions/sessions';
import { postLensFor } from './premium-posts';

export function setCommentsDisabled(
  db: Database,
  viewer: Viewer,
  postId: number,
  body: CommentsSettingBody,
  key: string | null,
): Promise<StoredAnswer<{ post: Post }>> {
  const fingerprint = requestFingerprint(`PUT comments_disabled ${postId}`, body);
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, async (tx) => {
    assertHost(viewer);
    const { access } = await readablePost(tx, viewer, postId);
    const now = new Date();
    await tx.update(posts).set({ commentsDisabled: body.comments_disabled, updatedAt: now }).where(eq(posts.id, postId));
    await appendChanges(tx, [{ kind: 'post.upsert', entityId: postId, scopeId: access.group.id }]);
    return { status: 200, body: { post: (await livePostWire(tx, postId, await postLensFor(tx, viewer)))! } };
  });
}
