// A member's public card (schema/members.ts): its wire shape in posts, comments and member.upsert, and announcing a new one.
import { anyId } from '../../db/any-id';
import type { Member } from '../../../schema/members';
import type { Database } from '../../db/connect';
import { users } from '../account/users-schema';
import { appendChanges } from '../../core/changes';

/** The user columns the card is made of; selects embed them under one key. */
export const memberColumns = { id: users.id, displayName: users.displayName, avatarUrl: users.avatarUrl };

export type MemberCols = { id: number; displayName: string; avatarUrl: string | null };

export const toMemberWire = (m: MemberCols): Member => ({ id: m.id, display_name: m.displayName, avatar_url: m.avatarUrl });

/** Cards by user id; a deleted account keeps its (anonymised) card, since its posts may stay. */
export async function memberWiresByIds(db: Database, ids: number[]): Promise<Map<number, Member>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(memberColumns).from(users).where(anyId(users.id, ids));
  return new Map(rows.map((r) => [r.id, toMemberWire(r)]));
}

/**
 * The card changed (name, avatar, account deleted): one change for the whole community, however much the member
 * wrote; mirrors show posts and comments with the card they hold by author id. Call last in the transaction.
 */
export async function announceMember(tx: Database, userId: number): Promise<void> {
  await appendChanges(tx, [{ kind: 'member.upsert', entityId: userId }]);
}
