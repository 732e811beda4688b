// The outbox write kinds renamed to the one grammar (`entity.verb`, snake_case, singular), for the mirror upgrade that moves unsent entries.
import type { Transaction } from 'dexie';

/** Old name -> new name; an entry written by an older build keeps its place and its body, only its kind's name changes. */
export const renamedWriteKinds: Readonly<Record<string, string>> = {
  'group.cancelRequest': 'group.cancel_request',
  'membershipRequests.approve': 'membership_request.approve',
  'membershipRequest.refuse': 'membership_request.refuse',
  'marketingPreferences.update': 'marketing_preference.update',
  'emailSettings.update': 'email_setting.update',
  'customValues.update': 'custom_value.update',
  'post.commentsSetting': 'post.set_comments',
  'course.currentLesson': 'course.set_current_lesson',
  'chat.addMembers': 'chat.add_members',
  'chat.removeMember': 'chat.remove_member',
  'activity.markSeen': 'activity.mark_seen',
  'activities.markNewSeen': 'activity.mark_new_seen',
  'activities.markAllSeen': 'activity.mark_all_seen',
  'activities.undoMarkAllSeen': 'activity.undo_mark_all_seen',
  'activityExclusions.update': 'activity_exclusion.update',
};

/** v14 -> v15: unsent and refused outbox entries of a renamed kind take the new name (order, status and body kept). */
export async function renameWriteKinds(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((entry: { mutation: { kind: string } }) => {
      const renamed = renamedWriteKinds[entry.mutation.kind];
      if (renamed) entry.mutation.kind = renamed;
    });
}
