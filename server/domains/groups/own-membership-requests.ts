// The viewer's own membership requests: those still waiting, and withdrawing one (exactly once with an Idempotency-Key).
import { and, asc, eq, ne } from 'drizzle-orm';
import type { OwnMembershipRequests } from '../../../schema/memberships';
import type { Database } from '../../db/connect';
import { groups, memberships } from './group-schema';
import { appendChanges } from '../../core/changes';
import { visibleGroupById } from './group-access';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import type { Viewer } from '../sessions/sessions';

/** Oldest first; a secret group never holds a request the member could see. */
export async function ownRequests(db: Database, viewer: Viewer): Promise<OwnMembershipRequests> {
  const rows = await db
    .select({ id: groups.id, key: groups.key, name: groups.name })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(and(eq(memberships.userId, viewer.user.id), eq(memberships.status, 'pending'), ne(groups.membershipType, 'secret')))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
  return { group_membership_requests: rows.map((group) => ({ group })) };
}

/**
 * Deletes the member's waiting request in this group, if any, and tells the member's devices (their status is gone)
 * and the group's admins (the request is gone). Call last in the transaction: it appends changes.
 */
export async function dropWaitingRequest(tx: Database, viewerId: number, groupId: number): Promise<void> {
  const [gone] = await tx
    .delete(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, viewerId), eq(memberships.status, 'pending')))
    .returning({ id: memberships.id });
  if (!gone) return;
  await appendChanges(tx, [
    { kind: 'group.upsert', entityId: groupId, scopeId: groupId, userId: viewerId },
    { kind: 'membership_request.delete', entityId: gone.id, scopeId: groupId },
  ]);
}

/** 204 whether a request waited or not (a membership is left alone); 404 for a group hidden from the member. */
export function withdrawRequest(db: Database, viewer: Viewer, groupId: number, idempotencyKey: string | null): Promise<StoredAnswer<null>> {
  const fingerprint = requestFingerprint(`DELETE membership_request ${groupId}`, {});
  return idempotentWrite(db, { userId: viewer.user.id, key: idempotencyKey, fingerprint }, async (tx) => {
    await visibleGroupById(tx, viewer.user.id, groupId);
    await dropWaitingRequest(tx, viewer.user.id, groupId);
    return { status: 204, body: null };
  });
}
