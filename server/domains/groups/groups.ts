// Group lists in wire shape (per viewer), joining and leaving (exactly once with an Idempotency-Key), and the changes they produce.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Group } from '../../../schema/groups';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { groups, memberships } from './group-schema';
import { appendChanges, type NewChange } from '../../core/changes';
import { canListGroup, canReadGroup, isActiveMember, visibleGroupById, type GroupAccess } from './group-access';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { dropWaitingRequest } from './own-membership-requests';
import type { Viewer } from '../sessions/sessions';

interface GroupWithAccess {
  access: GroupAccess;
  wire: Group;
}

async function groupsForViewer(db: Database, viewerId: number, where?: SQL): Promise<GroupWithAccess[]> {
  const rows = await db
    .select({
      group: groups,
      role: memberships.role,
      status: memberships.status,
    })
    .from(groups)
    .leftJoin(memberships, and(eq(memberships.groupId, groups.id), eq(memberships.userId, viewerId)))
    .where(where)
    .orderBy(asc(groups.id));
  return rows.map((r) => {
    const g = r.group;
    const membership = r.role && r.status ? { role: r.role, status: r.status } : null;
    const wire: Group = {
      id: g.id,
      key: g.key,
      name: g.name,
      description: g.description,
      layout: g.layout,
      image: g.image,
      header_image: g.headerImage,
      membership_type: g.membershipType,
      membership_status: membership ? (membership.status === 'active' ? 'member' : 'pending') : null,
      user_role: membership?.status === 'active' && membership.role === 'admin' ? 'admin' : null,
      posting_permission: g.postingPermission,
      members_count: g.membersCount,
      members_viewable: g.membersViewable,
      posts_count: g.postsCount,
    };
    return { access: { group: g, membership }, wire };
  });
}

/** GET groups: every group the viewer may see. */
export async function listGroups(db: Database, viewerId: number): Promise<Group[]> {
  return (await groupsForViewer(db, viewerId)).filter((g) => canListGroup(g.access)).map((g) => g.wire);
}

/** GET account groups: the viewer's active memberships; their secret and course groups always show. */
export async function listAccountGroups(db: Database, viewerId: number): Promise<Group[]> {
  const alwaysShown = new Set(['secret', 'course']);
  return (await groupsForViewer(db, viewerId))
    .filter((g) => isActiveMember(g.access))
    .filter((g) => g.access.group.layout !== 'immersive' || alwaysShown.has(g.access.group.membershipType))
    .map((g) => g.wire);
}

/** Groups by id in wire shape for one viewer, only those the viewer may see (sync upserts). */
export async function groupWiresByIds(db: Database, viewerId: number, ids: number[]): Promise<Map<number, Group>> {
  if (ids.length === 0) return new Map();
  const rows = await groupsForViewer(db, viewerId, inArray(groups.id, ids));
  return new Map(rows.filter((g) => canListGroup(g.access)).map((g) => [g.wire.id, g.wire]));
}

async function wireOf(db: Database, viewerId: number, groupId: number): Promise<Group> {
  const [row] = await groupsForViewer(db, viewerId, eq(groups.id, groupId));
  if (!row) throw new HttpError(404, messages.groupNotFound);
  return row.wire;
}

/**
 * Joins a public or mandatory group at once; a private group gets a pending request, which its admins' feeds carry.
 * Already a member or waiting: the group as it is. Answers 200 {group}, exactly once per Idempotency-Key.
 */
export function joinGroup(db: Database, viewer: Viewer, groupId: number, idempotencyKey: string | null): Promise<StoredAnswer<{ group: Group }>> {
  const viewerId = viewer.user.id;
  const fingerprint = requestFingerprint(`POST membership ${groupId}`, {});
  return idempotentWrite(db, { userId: viewerId, key: idempotencyKey, fingerprint }, async (tx) => {
    const access = await visibleGroupById(tx, viewerId, groupId);
    const type = access.group.membershipType;
    if (!access.membership) {
      if (type === 'course' || type === 'secret') throw new HttpError(403, messages.groupNotJoinable);
      const status = type === 'private' ? 'pending' : 'active';
      const [row] = await tx
        .insert(memberships)
        .values({ groupId, userId: viewerId, status })
        .onConflictDoNothing()
        .returning({ id: memberships.id });
      // An active join changes members_count for everyone; a request concerns the requester and the group's admins.
      if (row) {
        await appendChanges(
          tx,
          status === 'active'
            ? [{ kind: 'group.upsert', entityId: groupId, scopeId: groupId }]
            : [
                { kind: 'group.upsert', entityId: groupId, scopeId: groupId, userId: viewerId },
                { kind: 'membership_request.upsert', entityId: row.id, scopeId: groupId },
              ],
        );
      }
    }
    return { status: 200, body: { group: await wireOf(tx, viewerId, groupId) } };
  });
}

/**
 * Leaves a group or withdraws a waiting request (204, also when there was neither); a member who can no longer read
 * it receives group.delete. A mandatory group cannot be left.
 */
export function leaveGroup(db: Database, viewer: Viewer, groupId: number, idempotencyKey: string | null): Promise<StoredAnswer<null>> {
  const viewerId = viewer.user.id;
  const fingerprint = requestFingerprint(`DELETE membership ${groupId}`, {});
  return idempotentWrite(db, { userId: viewerId, key: idempotencyKey, fingerprint }, async (tx) => {
    const access = await visibleGroupById(tx, viewerId, groupId);
    if (access.membership?.status === 'pending') await dropWaitingRequest(tx, viewerId, groupId);
    else if (access.membership) await leaveMembership(tx, access, viewerId);
    return { status: 204, body: null };
  });
}

async function leaveMembership(tx: Database, access: GroupAccess, viewerId: number): Promise<void> {
  const groupId = access.group.id;
  if (access.group.membershipType === 'mandatory') throw new HttpError(403, messages.groupNotLeavable);
  const gone = await tx
    .delete(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, viewerId)))
    .returning({ id: memberships.id });
  if (gone.length === 0) return;
  const list: NewChange[] = [{ kind: 'group.upsert', entityId: groupId, scopeId: groupId }];
  // Last, so a page holding both collapses to the tombstone.
  if (!canReadGroup({ group: access.group, membership: null })) {
    list.push({ kind: 'group.delete', entityId: groupId, scopeId: groupId, userId: viewerId });
  }
  await appendChanges(tx, list);
}
