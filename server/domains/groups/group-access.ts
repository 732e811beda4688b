// Who may see, read and post in a group, decided from the group and the viewer's membership.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { groups, memberships, type GroupRow } from './group-schema';
import { HttpError } from '../../core/http-error';

export interface MembershipView {
  role: 'member' | 'admin';
  status: 'active' | 'pending';
}

export interface GroupAccess {
  group: GroupRow;
  membership: MembershipView | null;
}

export const isActiveMember = (a: GroupAccess) => a.membership?.status === 'active';
export const isGroupAdmin = (a: GroupAccess) => isActiveMember(a) && a.membership?.role === 'admin';

/** Exists for the viewer at all: secret groups are invisible to non-members. */
export const groupExistsFor = (a: GroupAccess) => a.group.membershipType !== 'secret' || isActiveMember(a);

/** Listed in GET groups: immersive groups never are. */
export const canListGroup = (a: GroupAccess) => a.group.layout !== 'immersive' && groupExistsFor(a);

/** May read the wall: public and mandatory walls are open to every signed-in member. */
export const canReadGroup = (a: GroupAccess) =>
  a.group.membershipType === 'public' || a.group.membershipType === 'mandatory' || isActiveMember(a);

/** docs/product.md 6: posting_permission everyone needs a membership, admins_only a group admin. */
export const canPostIn = (a: GroupAccess) =>
  a.group.postingPermission === 'everyone' ? isActiveMember(a) : isGroupAdmin(a);

/** Ids of the groups the viewer is an active member of, as a subquery. */
export const activeGroupIds = (viewerId: number) =>
  sql`(select m.group_id from ${memberships} m where m.user_id = ${viewerId} and m.status = 'active')`;

/** Ids of the groups the viewer is an active admin of, as a subquery (the audience of membership requests). */
export const adminGroupIds = (viewerId: number) =>
  sql`(select m.group_id from ${memberships} m where m.user_id = ${viewerId} and m.status = 'active' and m.role = 'admin')`;

/** canReadGroup as a subquery of group ids, for filters over many rows (keep the two in step). */
export const readableGroupIds = (viewerId: number) =>
  sql`(select g.id from ${groups} g where g.membership_type in ('public', 'mandatory') or g.id in ${activeGroupIds(viewerId)})`;

/** canListGroup as a subquery of group ids (keep the two in step). */
export const listableGroupIds = (viewerId: number) =>
  sql`(select g.id from ${groups} g where g.layout <> 'immersive' and (g.membership_type <> 'secret' or g.id in ${activeGroupIds(viewerId)}))`;

export async function loadGroupAccess(db: Database, viewerId: number, where: SQL): Promise<GroupAccess | null> {
  const [row] = await db
    .select({ group: groups, role: memberships.role, status: memberships.status })
    .from(groups)
    .leftJoin(memberships, and(eq(memberships.groupId, groups.id), eq(memberships.userId, viewerId)))
    .where(where);
  if (!row) return null;
  return { group: row.group, membership: row.role && row.status ? { role: row.role, status: row.status } : null };
}

/** A group that exists for the viewer (by id), whatever their membership, or 404. */
export async function visibleGroupById(db: Database, viewerId: number, groupId: number): Promise<GroupAccess> {
  const access = await loadGroupAccess(db, viewerId, eq(groups.id, groupId));
  if (!access || !groupExistsFor(access)) throw new HttpError(404, messages.groupNotFound);
  return access;
}

/** A group the viewer may read, or the answer that hides or refuses it. */
export async function readableGroupByKey(db: Database, viewerId: number, key: string): Promise<GroupAccess> {
  const access = await loadGroupAccess(db, viewerId, eq(groups.key, key));
  if (!access || !groupExistsFor(access)) throw new HttpError(404, messages.groupNotFound);
  if (!canReadGroup(access)) throw new HttpError(403, messages.notAMember);
  return access;
}
