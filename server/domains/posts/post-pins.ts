// Pinning posts on their wall: the host or the group's admin pins for a day, a week, a month or forever, and unpins; once per Idempotency-Key.
import { eq } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { PinBody } from '../../../schema/post-controls';
import { pinnedUntilFor } from '../../../schema/pin-rules';
import type { Post } from '../../../schema/posts';
import type { Database } from '../../db/connect';
import { posts } from './post-schema';
import { appendChanges } from '../../core/changes';
import { isGroupAdmin, type GroupAccess } from '../groups/group-access';
import { isHost } from '../groups/group-admin-access';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { livePostWire } from './post-wire';
import { readablePost } from './readable-post';
import type { Viewer } from '../sessions/sessions';
import { postLensFor } from './premium-posts';

/** Pins are the host's (users.role admin) and the group's active admins'. */
const mayPin = (viewer: Viewer, access: GroupAccess) => isHost(viewer) || isGroupAdmin(access);

/** Sets (a date) or clears (null) the post's pin; the answer is the post as everyone now reads it. */
async function writePin(tx: Database, viewer: Viewer, postId: number, pinnedUntil: (now: Date) => Date | null): Promise<StoredAnswer<{ post: Post }>> {
  const { access } = await readablePost(tx, viewer, postId);
  if (!mayPin(viewer, access)) throw new HttpError(403, messages.pinNotAllowed);
  const now = new Date();
  await tx.update(posts).set({ pinnedUntil: pinnedUntil(now), updatedAt: now }).where(eq(posts.id, postId));
  await appendChanges(tx, [{ kind: 'post.upsert', entityId: postId, scopeId: access.group.id }]);
  return { status: 200, body: { post: (await livePostWire(tx, postId, await postLensFor(tx, viewer)))! } };
}

export function pinPost(db: Database, viewer: Viewer, postId: number, body: PinBody, key: string | null): Promise<StoredAnswer<{ post: Post }>> {
  const fingerprint = requestFingerprint(`POST pin ${postId}`, body);
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, (tx) =>
    writePin(tx, viewer, postId, (now) => new Date(pinnedUntilFor(body.duration, now))),
  );
}

export function unpinPost(db: Database, viewer: Viewer, postId: number, key: string | null): Promise<StoredAnswer<{ post: Post }>> {
  const fingerprint = requestFingerprint(`DELETE pin ${postId}`, {});
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, (tx) => writePin(tx, viewer, postId, () => null));
}
