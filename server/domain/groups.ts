// Group lists in wire shape (per viewer), joining and leaving, and the changes they produce.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Group } from '../../schema/groups';
import { messages } from '../../schema/messages';
import type { Database } from '../db/connect';
import { groups, memberships, posts } from '../db/schema';
import { appendChanges, type NewChange } from './changes';
import {
  canListGroup,
  canReadGroup,
  groupExistsFor,
  isActiveMember,
  loadGroupAccess,
  type GroupAccess,
} from './group-access';
import { HttpError } from './http-error';

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
      membersCount: sql<number>`(select count(*)::int from ${memberships} m where m.group_id = ${groups.id} and m.status = 'active')`,
      postsCount: sql<number>`(select count(*)::int from ${posts} p where p.group_id = ${groups.id} and p.deleted_at is null)`,
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
      members_count: Number(r.membersCount),
      members_viewable: g.membersViewable,
      posts_count: Number(r.postsCount),
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

async function visibleGroup(db: Database, viewerId: number, groupId: number): Promise<GroupAccess> {
  const access = await loadGroupAccess(db, viewerId, eq(groups.id, groupId));
  if (!access || !groupExistsFor(access)) throw new HttpError(404, messages.groupNotFound);
  return access;
}

async function wireOf(db: Database, viewerId: number, groupId: number): Promise<Group> {
  const [row] = await groupsForViewer(db, viewerId, eq(groups.id, groupId));
  if (!row) throw new HttpError(404, messages.groupNotFound);
  return row.wire;
}

/** Joins a public or mandatory group at once; a private group gets a pending request. */
export async function joinGroup(db: Database, viewerId: number, groupId: number): Promise<Group> {
  return db.transaction(async (tx) => {
    const access = await visibleGroup(tx, viewerId, groupId);
    const type = access.group.membershipType;
    if (access.membership) return wireOf(tx, viewerId, groupId);
    if (type === 'course' || type === 'secret') throw new HttpError(403, messages.forbidden);
    const status = type === 'private' ? 'pending' : 'active';
    await tx.insert(memberships).values({ groupId, userId: viewerId, status }).onConflictDoNothing();
    // An active join changes members_count for everyone; a request concerns only the requester.
    await appendChanges(tx, [
      status === 'active'
        ? { kind: 'group.upsert', entityId: groupId, groupId }
        : { kind: 'group.upsert', entityId: groupId, groupId, userId: viewerId },
    ]);
    return wireOf(tx, viewerId, groupId);
  });
}

/** Leaves a group or withdraws a request; a member who can no longer read it receives group.delete. */
export async function leaveGroup(db: Database, viewerId: number, groupId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await visibleGroup(tx, viewerId, groupId);
    const membership = access.membership;
    if (!membership) return;
    if (access.group.membershipType === 'mandatory' && membership.status === 'active') {
      throw new HttpError(403, messages.forbidden);
    }
    await tx.delete(memberships).where(and(eq(memberships.groupId, groupId), eq(memberships.userId, viewerId)));
    const list: NewChange[] = [];
    if (membership.status === 'pending') {
      list.push({ kind: 'group.upsert', entityId: groupId, groupId, userId: viewerId });
    } else {
      list.push({ kind: 'group.upsert', entityId: groupId, groupId });
      // Last, so a page holding both collapses to the tombstone.
      if (!canReadGroup({ group: access.group, membership: null })) {
        list.push({ kind: 'group.delete', entityId: groupId, groupId, userId: viewerId });
      }
    }
    await appendChanges(tx, list);
  });
}
