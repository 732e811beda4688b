// The registry of outbox mutation kinds: the outbox finds each kind's module here, and the compiler refuses a missing one.
import type { Mutation, MutationKind } from '../../schema/outbox';
import { accountFollow, accountUnfollow } from '../domains/people/mutations/account-follow';
import { activitiesMarkAllSeen } from '../domains/activities/mutations/activities-mark-all-seen';
import { activitiesMarkNewSeen } from '../domains/activities/mutations/activities-mark-new-seen';
import { activitiesUndoMarkAllSeen } from '../domains/activities/mutations/activities-undo-mark-all-seen';
import { activityExclusionsUpdate } from '../domains/activities/mutations/activity-exclusions-update';
import { activityMarkSeen } from '../domains/activities/mutations/activity-mark-seen';
import { chatCreate } from '../domains/chats/mutations/chat-create';
import { chatAddMembers, chatArchive, chatRead, chatRemoveMember, chatRename, chatUnarchive } from '../domains/chats/mutations/chat-writes';
import { commentCreate } from '../domains/posts/mutations/comment-create';
import { courseCurrentLesson, courseEnroll, courseRestart, courseUnenroll, lessonComplete, lessonUncomplete } from '../domains/courses/mutations/course-writes';
import { customValuesUpdate } from '../domains/account/mutations/custom-values-update';
import { emailSettingsUpdate } from '../domains/account/mutations/email-settings-update';
import { groupCancelRequest, groupJoin, groupLeave } from '../domains/groups/mutations/group-membership';
import { likeCreate, likeDelete } from '../domains/posts/mutations/like-toggle';
import { marketingPreferencesUpdate } from '../domains/account/mutations/marketing-preferences-update';
import { mediaUpload } from '../domains/posts/mutations/media-upload';
import { messageCreate } from '../domains/chats/mutations/message-create';
import { messageDelete, messageUpdate } from '../domains/chats/mutations/message-changes';
import { membershipRequestRefuse, membershipRequestsApprove } from '../domains/groups/mutations/membership-request-decision';
import type { MutationModule } from './mutation';
import { pollVote } from '../domains/posts/mutations/poll-vote';
import { postCreate } from '../domains/posts/mutations/post-create';
import { commentDelete, commentUpdate, postCommentsSetting, postDelete, postPin, postUnpin, postUpdate } from '../domains/posts/mutations/row-changes';
import { walkthroughUpdate } from '../domains/account/mutations/walkthrough-update';

// The answer type differs per kind and is only ever passed from a module's send to its own delivered.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Registry = { [K in MutationKind]: MutationModule<K, any> };

/** One entry per kind of schema/outbox.ts: remove one and this stops compiling. */
const modules: Registry = {
  'post.create': postCreate,
  'media.upload': mediaUpload,
  'comment.create': commentCreate,
  'post.update': postUpdate,
  'post.delete': postDelete,
  'post.pin': postPin,
  'post.unpin': postUnpin,
  'post.commentsSetting': postCommentsSetting,
  'comment.update': commentUpdate,
  'comment.delete': commentDelete,
  'poll.vote': pollVote,
  'like.create': likeCreate,
  'like.delete': likeDelete,
  'group.join': groupJoin,
  'group.leave': groupLeave,
  'group.cancelRequest': groupCancelRequest,
  'membershipRequests.approve': membershipRequestsApprove,
  'membershipRequest.refuse': membershipRequestRefuse,
  'marketingPreferences.update': marketingPreferencesUpdate,
  'emailSettings.update': emailSettingsUpdate,
  'customValues.update': customValuesUpdate,
  'walkthrough.update': walkthroughUpdate,
  'account.follow': accountFollow,
  'account.unfollow': accountUnfollow,
  'course.enroll': courseEnroll,
  'course.unenroll': courseUnenroll,
  'course.restart': courseRestart,
  'course.currentLesson': courseCurrentLesson,
  'lesson.complete': lessonComplete,
  'lesson.uncomplete': lessonUncomplete,
  'chat.create': chatCreate,
  'chat.rename': chatRename,
  'chat.addMembers': chatAddMembers,
  'chat.removeMember': chatRemoveMember,
  'chat.archive': chatArchive,
  'chat.unarchive': chatUnarchive,
  'chat.read': chatRead,
  'message.create': messageCreate,
  'message.update': messageUpdate,
  'message.delete': messageDelete,
  'activity.markSeen': activityMarkSeen,
  'activities.markNewSeen': activitiesMarkNewSeen,
  'activities.markAllSeen': activitiesMarkAllSeen,
  'activities.undoMarkAllSeen': activitiesUndoMarkAllSeen,
  'activityExclusions.update': activityExclusionsUpdate,
};

export class UnknownMutationKindError extends Error {
  constructor(kind: string) {
    super(`No module handles the outbox mutation kind "${kind}"`);
    this.name = 'UnknownMutationKindError';
  }
}

/** The module of a mutation, typed loosely for the generic outbox; an unknown kind (a newer app's entry) throws. */
export function moduleOf(m: Pick<Mutation, 'kind'>): MutationModule<MutationKind, unknown> {
  const mod = (modules as Partial<Record<string, unknown>>)[m.kind];
  if (!mod) throw new UnknownMutationKindError(m.kind);
  return mod as unknown as MutationModule<MutationKind, unknown>;
}

export const registeredMutationKinds = (): string[] => Object.keys(modules);
