// Who may review a group's membership requests and see its members: the group's admins and the community's hosts.
import { eq } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { groups } from './group-schema';
import { canReadGroup, groupExistsFor, isGroupAdmin, loadGroupAccess, visibleGroupById, type GroupAccess } from './group-access';
import { HttpError } from '../../core/http-error';
import type { Viewer } from '../sessions/sessions';

/** A host runs the community (users.role 'admin'): an admin of every group they can see. */
export const isHost = (viewer: Viewer) => viewer.user.role === 'admin';

/** docs/product.md 6: an active admin of the group, or a host. */
export const mayReviewRequests = (a: GroupAccess, viewer: Viewer) => isGroupAdmin(a) || isHost(viewer);

/** Readable, and its members shown to everyone, or the viewer may review it. */
export const mayListMembers = (a: GroupAccess, viewer: Viewer) =>
  canReadGroup(a) && (a.group.membersViewable || mayReviewRequests(a, viewer));

/** The group (by key) whose requests the viewer may review: 404 when it is hidden from them, 403 for anyone else. */
export async function reviewableGroupByKey(db: Database, viewer: Viewer, key: string): Promise<GroupAccess> {
  const access = await loadGroupAccess(db, viewer.user.id, eq(groups.key, key));
  if (!access || !groupExistsFor(access)) throw new HttpError(404, messages.groupNotFound);
  if (!mayReviewRequests(access, viewer)) throw new HttpError(403, messages.groupAdminOnly);
  return access;
}

/** The group (by id) whose members the viewer may list: 404 when it is hidden from them, 403 when its members are. */
export async function groupWithListedMembers(db: Database, viewer: Viewer, groupId: number): Promise<GroupAccess> {
  const access = await visibleGroupById(db, viewer.user.id, groupId);
  if (!mayListMembers(access, viewer)) throw new HttpError(403, messages.membersHidden);
  return access;
}
