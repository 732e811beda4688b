// A group admin's review of membership requests (docs/product.md 6): the waiting requests page by page, approving several, refusing one.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { GROUP_MEMBERS_PAGE_SIZE, type ApproveRequestsBody, type MembershipRequestsPage, type RequestsDecided } from '../../../schema/memberships';
import type { Database } from '../../db/connect';
import { memberships } from './group-schema';
import { recordMembershipApproved } from '../activities/content-activities';
import { appendChanges } from '../../core/changes';
import { reviewableGroupByKey } from './group-admin-access';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { pendingRequestWires } from './membership-request-wire';
import { numberedPage, pageWindow } from '../../core/numbered-page';
import type { Viewer } from '../sessions/sessions';

export async function listRequests(db: Database, viewer: Viewer, key: string, page: number): Promise<MembershipRequestsPage> {
  const { group } = await reviewableGroupByKey(db, viewer, key);
  const rows = await pendingRequestWires(db, eq(memberships.groupId, group.id), pageWindow(page, GROUP_MEMBERS_PAGE_SIZE));
  const { rows: found, next } = numberedPage(rows, page, GROUP_MEMBERS_PAGE_SIZE);
  return { membership_requests: found, meta: { next } };
}

/**
 * Each waiting request of these users becomes an active membership dated now (a new member); ids without one are
 * left out of the answer. The admins' mirrors drop the requests, everyone who lists the group gets its new count.
 */
export function approveRequests(
  db: Database,
  viewer: Viewer,
  key: string,
  body: ApproveRequestsBody,
  idempotencyKey: string | null,
): Promise<StoredAnswer<RequestsDecided>> {
  const userIds = [...new Set(body.user_ids)];
  const fingerprint = requestFingerprint(`POST membership_requests/approve ${key}`, body);
  return idempotentWrite(db, { userId: viewer.user.id, key: idempotencyKey, fingerprint }, async (tx) => {
    const { group } = await reviewableGroupByKey(tx, viewer, key);
    const updated = await tx
      .update(memberships)
      .set({ status: 'active', createdAt: sql`now()` })
      .where(and(eq(memberships.groupId, group.id), inArray(memberships.userId, userIds), eq(memberships.status, 'pending')))
      .returning({ id: memberships.id, userId: memberships.userId });
    // In the order asked: the answer and the changes alike.
    const requestOf = new Map(updated.map((r) => [r.userId, r.id]));
    const approved = userIds.flatMap((userId) => {
      const id = requestOf.get(userId);
      return id === undefined ? [] : [{ id, userId }];
    });
    if (approved.length > 0) {
      await recordMembershipApproved(tx, viewer.user.id, group.id, approved.map((r) => r.userId));
      await appendChanges(tx, [
        ...approved.map((r) => ({ kind: 'membership_request.delete' as const, entityId: r.id, scopeId: group.id })),
        { kind: 'group.upsert', entityId: group.id, scopeId: group.id },
      ]);
    }
    return { status: 200, body: { user_ids: approved.map((r) => r.userId) } };
  });
}

/** Removes this user's waiting request; the requester's mirror learns their request is gone. No request: nothing decided. */
export function refuseRequest(
  db: Database,
  viewer: Viewer,
  key: string,
  userId: number,
  idempotencyKey: string | null,
): Promise<StoredAnswer<RequestsDecided>> {
  const fingerprint = requestFingerprint(`DELETE membership_requests ${key} ${userId}`, {});
  return idempotentWrite(db, { userId: viewer.user.id, key: idempotencyKey, fingerprint }, async (tx) => {
    const { group } = await reviewableGroupByKey(tx, viewer, key);
    const [gone] = await tx
      .delete(memberships)
      .where(and(eq(memberships.groupId, group.id), eq(memberships.userId, userId), eq(memberships.status, 'pending')))
      .returning({ id: memberships.id });
    if (!gone) return { status: 200, body: { user_ids: [] } };
    await appendChanges(tx, [
      { kind: 'membership_request.delete', entityId: gone.id, scopeId: group.id },
      { kind: 'group.upsert', entityId: group.id, scopeId: group.id, userId },
    ]);
    return { status: 200, body: { user_ids: [userId] } };
  });
}
