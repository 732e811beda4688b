// Following a member: follow and unfollow answer the state after the call, exactly once with an Idempotency-Key.
import { and, eq } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { FollowAnswer } from '../../../schema/people';
import type { Database } from '../../db/connect';
import { follows } from './people-schema';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { followersCount, listedAccount } from './profiles';
import type { Viewer } from '../sessions/sessions';

/** Follows (`following` true) or unfollows the member; twice is the same answer, not an error. */
export function setFollowing(db: Database, viewer: Viewer, accountId: number, following: boolean, key: string | null): Promise<StoredAnswer<FollowAnswer>> {
  const fingerprint = requestFingerprint(`${following ? 'POST' : 'DELETE'} accounts/${accountId}/follow`, {});
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, async (tx) => {
    const target = await listedAccount(tx, accountId);
    if (target.id === viewer.user.id) throw new HttpError(403, messages.cannotFollowSelf);
    if (following) {
      await tx.insert(follows).values({ followerId: viewer.user.id, followedId: target.id }).onConflictDoNothing();
    } else {
      await tx.delete(follows).where(and(eq(follows.followerId, viewer.user.id), eq(follows.followedId, target.id)));
    }
    return { status: 200, body: { account_id: target.id, following, followers_count: await followersCount(tx, target.id) } };
  });
}
