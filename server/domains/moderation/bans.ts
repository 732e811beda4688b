// A host's ban: the account is disabled and every session of it ends; optionally its posts and comments are unpublished.
import { eq } from 'drizzle-orm';
import type { BanAnswer, BanBody } from '../../../schema/moderation';
import type { Database } from '../../db/connect';
import { users } from '../account/users-schema';
import { deleteContentOf } from './authored-content';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { moderationStateOf, moderationTarget } from './moderation-target';
import { revokeSessionsOf, type Viewer } from '../sessions/sessions';

/** 200 with the member's state after the call, also when they were banned already (banned_at stays the first ban's). */
export function banMember(db: Database, viewer: Viewer, body: BanBody, key: string | null): Promise<StoredAnswer<BanAnswer>> {
  const fingerprint = requestFingerprint('POST account/ban', body);
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, async (tx) => {
    const target = await moderationTarget(tx, viewer, body.member_id);
    const [banned] = await tx
      .update(users)
      .set({ state: 'disabled', bannedAt: target.bannedAt ?? new Date() })
      .where(eq(users.id, target.id))
      .returning();
    // Every device of theirs is refused on its next call (403), which signs it out.
    await revokeSessionsOf(tx, target.id);
    if (body.unpublish_content) await deleteContentOf(tx, target.id);
    return { status: 200, body: moderationStateOf(banned!) };
  });
}
