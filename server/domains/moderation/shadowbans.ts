// A host's shadowban: the member's posts and comments are shown to themselves alone (content-visibility.ts), or again to all.
import { eq } from 'drizzle-orm';
import type { ShadowbanAnswer, ShadowbanBody } from '../../../schema/moderation';
import type { Database } from '../../db/connect';
import { users } from '../account/users-schema';
import { appendChanges } from '../../core/changes';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { moderationStateOf, moderationTarget } from './moderation-target';
import type { Viewer } from '../sessions/sessions';
import { authorContentChanges } from '../people/author-content-changes';

/** 200 with the member's state after the call; asking for the state they are in changes nothing (shadowbanned_at stays). */
export function setShadowban(db: Database, viewer: Viewer, body: ShadowbanBody, key: string | null): Promise<StoredAnswer<ShadowbanAnswer>> {
  const fingerprint = requestFingerprint('POST account/shadowban', body);
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, async (tx) => {
    const target = await moderationTarget(tx, viewer, body.member_id);
    if ((target.shadowbannedAt !== null) === body.shadowbanned) return { status: 200, body: moderationStateOf(target) };
    const [changed] = await tx
      .update(users)
      .set({ shadowbannedAt: body.shadowbanned ? new Date() : null })
      .where(eq(users.id, target.id))
      .returning();
    await appendChanges(tx, await authorContentChanges(tx, target.id, body.shadowbanned));
    return { status: 200, body: moderationStateOf(changed!) };
  });
}
