// Deleting one's own account: anonymised in place (posts keep a neutral author), sessions end, content optionally deleted.
import { eq } from 'drizzle-orm';
import type { DeleteAccountBody } from '../../../schema/profile';
import type { Database } from '../../db/connect';
import { customUserValues, oneTimeTokens } from './accounts-schema';
import { memberships } from '../groups/group-schema';
import { users } from './users-schema';
import { deleteContentOf } from '../moderation/authored-content';
import { appendChanges } from '../../core/changes';
import { removeAccountFromChats } from '../chats/account-chats';
import { announceMember } from '../people/member-wire';
import { hashPassword } from './passwords';
import { revokeSessionsOf, type Viewer } from '../sessions/sessions';
import { newToken } from '../sessions/tokens';

export const DELETED_DISPLAY_NAME = 'Deleted member';

/** `forgetMember`: what other domains keep of the member (server/domains/domain.ts), forgotten in the same transaction. */
export async function deleteAccount(db: Database, viewer: Viewer, body: DeleteAccountBody, forgetMember: (tx: Database, userId: number) => Promise<void>): Promise<void> {
  const id = viewer.user.id;
  const passwordHash = await hashPassword(newToken());
  await db.transaction(async (tx) => {
    // The row stays (posts, comments and reports point at it); nothing in it names the person any more.
    await tx
      .update(users)
      .set({
        email: `deleted-${id}@deleted.invalid`,
        username: `deleted_${id}`,
        displayName: DELETED_DISPLAY_NAME,
        avatarUrl: null,
        bio: '',
        unconfirmedEmail: null,
        passwordHash,
        state: 'deleted',
        deletedAt: new Date(),
        marketingOptIn: false,
        emailNotifications: false,
        digestWeekly: false,
      })
      .where(eq(users.id, id));
    await tx.delete(customUserValues).where(eq(customUserValues.userId, id));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, id));
    await forgetMember(tx, id);
    const left = await tx
      .delete(memberships)
      .where(eq(memberships.userId, id))
      .returning({ id: memberships.id, groupId: memberships.groupId, status: memberships.status });
    await revokeSessionsOf(tx, id);
    if (body.delete_content) await deleteContentOf(tx, id);
    // Their waiting requests leave the admins' review lists.
    const requests = left.filter((m) => m.status === 'pending');
    await appendChanges(tx, [
      ...requests.map((m) => ({ kind: 'membership_request.delete' as const, entityId: m.id, scopeId: m.groupId })),
      // Their group chats go on without them; their messages go with their content.
      ...(await removeAccountFromChats(tx, id, body.delete_content)),
    ]);
    // Whatever stays (posts, comments, or only their likes) now shows the neutral card.
    await announceMember(tx, id);
  });
}
