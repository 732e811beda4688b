// The member a host acts on: only hosts act, on an existing member who is not the host themself nor a host or admin; their state on the wire.
import { and, eq, ne } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { ModerationState } from '../../../schema/moderation';
import type { Database } from '../../db/connect';
import { users, type UserRow } from '../account/users-schema';
import { isHost } from '../groups/group-admin-access';
import { HttpError } from '../../core/http-error';
import type { Viewer } from '../sessions/sessions';

/** 403 'Only hosts can do this.' for anyone but a host (users.role admin); group admins included. */
export function assertHost(viewer: Viewer): void {
  if (!isHost(viewer)) throw new HttpError(403, messages.hostOnly);
}

/**
 * The member, locked for the rest of the transaction (two hosts' calls apply one after the other). Unknown or deleted:
 * 404; the caller themself, or a host or admin of the community (users.role admin or artist): 403.
 */
export async function moderationTarget(tx: Database, viewer: Viewer, memberId: number): Promise<UserRow> {
  assertHost(viewer);
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), ne(users.state, 'deleted')))
    .for('update');
  if (!row) throw new HttpError(404, messages.memberNotFound);
  if (row.id === viewer.user.id) throw new HttpError(403, messages.cannotModerateSelf);
  if (row.role !== 'member') throw new HttpError(403, messages.hostNotBannable);
  return row;
}

export function moderationStateOf(row: UserRow): ModerationState {
  return {
    member_id: row.id,
    // moderationTarget never answers a deleted account.
    state: row.state as ModerationState['state'],
    banned_at: row.bannedAt?.toISOString() ?? null,
    shadowbanned_at: row.shadowbannedAt?.toISOString() ?? null,
  };
}
