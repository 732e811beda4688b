// What the app shows and allows for a group (docs/product.md 3 Group and docs/product.md 6): labels, counts, lists, posting.
import type { Group, MembershipType } from '../../schema/groups';
import type { LocalGroup } from '../../schema/local-db';

const labels: Record<Exclude<MembershipType, 'mandatory'>, string> = {
  public: 'Public',
  private: 'Private',
  secret: 'Secret',
  course: 'Course',
};

/** Mandatory groups carry no label (docs/product.md 6). */
export function membershipLabel(type: MembershipType): string | null {
  return type === 'mandatory' ? null : labels[type];
}

export function showsMembersCount(group: Pick<Group, 'members_viewable' | 'membership_type'>): boolean {
  return group.members_viewable && group.membership_type !== 'mandatory';
}

/** Immersive groups stay out of lists, except a member's own secret and course groups, always shown. */
export function listedInGroups(group: LocalGroup): boolean {
  if (group.layout !== 'immersive') return true;
  return group.is_mine === 1 && (group.membership_type === 'secret' || group.membership_type === 'course');
}

export function canPost(group: Pick<Group, 'posting_permission' | 'membership_status' | 'user_role'>): boolean {
  if (group.posting_permission === 'admins_only') return group.user_role === 'admin';
  return group.membership_status === 'member';
}

/** What the member can do about their membership of a group, as its button offers it (docs/product.md 2.5: join, leave, cancel request). */
export type MembershipAction = 'join' | 'request' | 'cancelRequest' | 'leave';

/**
 * Open groups are joined, private ones asked to join; a waiting request can be withdrawn; a member leaves, except
 * where everyone is a member (mandatory) or membership comes with a course. Secret groups are joined by invitation.
 */
export function membershipAction(group: Pick<Group, 'membership_type' | 'membership_status'>): MembershipAction | null {
  const type = group.membership_type;
  if (group.membership_status === 'pending') return 'cancelRequest';
  if (group.membership_status === 'member') return type === 'mandatory' || type === 'course' ? null : 'leave';
  if (type === 'public' || type === 'mandatory') return 'join';
  return type === 'private' ? 'request' : null;
}

/** Leaving takes the group's posts off the device where only members may read them: the member is asked first. */
export function leavingLosesPosts(group: Pick<Group, 'membership_type'>): boolean {
  return group.membership_type === 'private' || group.membership_type === 'secret';
}
