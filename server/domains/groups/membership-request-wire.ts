// A membership request in wire shape (schema/memberships.ts): a pending membership, its requester's card and its group's key.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { MembershipRequest } from '../../../schema/memberships';
import type { Database } from '../../db/connect';
import { groups, memberships } from './group-schema';
import { users } from '../account/users-schema';
import { memberColumns, toMemberWire } from '../people/member-wire';

const requestColumns = {
  id: memberships.id,
  groupId: memberships.groupId,
  groupKey: groups.key,
  requestedAt: memberships.createdAt,
  user: memberColumns,
};

/** The waiting requests among the rows `where` picks, oldest first; a page of them when `page` is given. */
export async function pendingRequestWires(
  db: Database,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<MembershipRequest[]> {
  const query = db
    .select(requestColumns)
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.status, 'pending'), where))
    .orderBy(asc(memberships.createdAt), asc(memberships.id))
    .$dynamic();
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({
    id: r.id,
    group_id: r.groupId,
    group_key: r.groupKey,
    user: toMemberWire(r.user),
    requested_at: r.requestedAt.toISOString(),
  }));
}
