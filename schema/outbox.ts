// Outbox mutation kinds: what a member wrote locally and the worker still has to deliver. Each kind has one module in worker/mutations/.
import { z } from 'zod';
import type { ApiPathName } from './api-paths';
import { mergeContracts, type ContractWrite } from './contract';
import { contracts, type Contracts } from './contracts';
import type { WriteRequest } from './write-request';
import { activityMutationShapes as activity } from './activities';
import { clientId, isoDate, numericId } from './common';
import { chatMutationShapes as chat } from './chats';
import { likeBody } from './likes';
import { approveRequestsBody } from './memberships';
import { commentsSettingBody, pinBody } from './post-controls';
import { createCommentBody, createPostBody, updateCommentBody, updatePostBody } from './posts';
import { customUserValuesBody, emailSettingsBody, marketingPreferencesBody, walkthroughBody } from './profile';

const courseName = z.string().max(200);

/** The core's write kinds; a contract's (schema/contracts.ts) are checked against their mutation module's `shape`. */
export const mutation = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('post.create'),
    client_id: clientId,
    wall_key: z.string(),
    body: createPostBody,
    /** Attachments (rows of the mirror's uploads table) uploaded before the post; their media ids fill body.media_ids. */
    media_client_ids: z.array(clientId).max(10).default([]),
  }),
  /** One attachment (a row of the mirror's uploads table, same client id) of a post (`post_client_id`) or a message
   * (`message_client_id`), uploaded before it; its refusal fails its owner. */
  z.object({ kind: z.literal('media.upload'), client_id: clientId, post_client_id: clientId.optional(), message_client_id: clientId.optional() }),
  /** post_id 0 with post_client_id: a comment on a post still unsent, resolved to its server id when sent. */
  z.object({ kind: z.literal('comment.create'), client_id: clientId, post_id: z.number().int().min(0), post_client_id: clientId.optional(), body: createCommentBody }),
  // Edits and deletes of delivered rows (or of a create being sent: target_client_id, resolved when sent), poll votes.
  z.object({ kind: z.literal('post.update'), client_id: clientId, post_id: z.number().int().min(0), target_client_id: clientId.optional(), body: updatePostBody }),
  z.object({ kind: z.literal('post.delete'), client_id: clientId, post_id: z.number().int().min(0), target_client_id: clientId.optional() }),
  z.object({
    kind: z.literal('comment.update'),
    client_id: clientId,
    comment_id: z.number().int().min(0),
    target_client_id: clientId.optional(),
    body: updateCommentBody,
  }),
  z.object({ kind: z.literal('comment.delete'), client_id: clientId, comment_id: z.number().int().min(0), target_client_id: clientId.optional() }),
  // Post controls of a delivered post: pinned_until is the device's reckoning of the pin, shown until the server's.
  z.object({ kind: z.literal('post.pin'), client_id: clientId, post_id: numericId, body: pinBody, pinned_until: isoDate }),
  z.object({ kind: z.literal('post.unpin'), client_id: clientId, post_id: numericId }),
  z.object({ kind: z.literal('post.set_comments'), client_id: clientId, post_id: numericId, body: commentsSettingBody }),
  /** option_id null retracts the vote; post_id names the post whose poll it is (the answer's poll lands there). */
  z.object({ kind: z.literal('poll.vote'), client_id: clientId, post_id: numericId, poll_id: numericId, option_id: numericId.nullable() }),
  z.object({ kind: z.literal('like.create'), client_id: clientId, body: likeBody }),
  z.object({ kind: z.literal('like.delete'), client_id: clientId, body: likeBody }),
  // Joining, leaving and withdrawing a request (group_key: the mirror's row), and an admin's review.
  z.object({ kind: z.literal('group.join'), client_id: clientId, group_id: numericId, group_key: z.string() }),
  z.object({ kind: z.literal('group.leave'), client_id: clientId, group_id: numericId, group_key: z.string() }),
  z.object({ kind: z.literal('group.cancel_request'), client_id: clientId, group_id: numericId, group_key: z.string() }),
  z.object({ kind: z.literal('membership_request.approve'), client_id: clientId, group_key: z.string(), body: approveRequestsBody }),
  z.object({ kind: z.literal('membership_request.refuse'), client_id: clientId, group_key: z.string(), user_id: numericId }),
  z.object({ kind: z.literal('marketing_preference.update'), client_id: clientId, body: marketingPreferencesBody }),
  z.object({ kind: z.literal('email_setting.update'), client_id: clientId, body: emailSettingsBody }),
  z.object({ kind: z.literal('custom_value.update'), client_id: clientId, body: customUserValuesBody }),
  z.object({ kind: z.literal('walkthrough.update'), client_id: clientId, body: walkthroughBody }),
  // People: following (display_name names the member in the unsent list).
  z.object({ kind: z.literal('account.follow'), client_id: clientId, account_id: numericId, display_name: z.string().max(200) }),
  z.object({ kind: z.literal('account.unfollow'), client_id: clientId, account_id: numericId, display_name: z.string().max(200) }),
  // A learner's course writes (course_name names the course in the unsent list).
  z.object({ kind: z.literal('course.enroll'), client_id: clientId, course_id: numericId, course_name: courseName }),
  z.object({ kind: z.literal('course.unenroll'), client_id: clientId, course_id: numericId, course_name: courseName }),
  z.object({ kind: z.literal('course.restart'), client_id: clientId, course_id: numericId, course_name: courseName }),
  z.object({ kind: z.literal('course.set_current_lesson'), client_id: clientId, course_id: numericId, course_name: courseName, lesson_id: numericId }),
  z.object({ kind: z.literal('lesson.complete'), client_id: clientId, course_id: numericId, course_name: courseName, lesson_id: numericId }),
  z.object({ kind: z.literal('lesson.uncomplete'), client_id: clientId, course_id: numericId, course_name: courseName, lesson_id: numericId }),
  // The inbox (docs/api-chats.md): a chat's writes, and messages (in a chat started offline: chat_client_id).
  chat.create.extend({ kind: z.literal('chat.create') }),
  chat.rename.extend({ kind: z.literal('chat.rename') }),
  chat.addMembers.extend({ kind: z.literal('chat.add_members') }),
  chat.removeMember.extend({ kind: z.literal('chat.remove_member') }),
  chat.archive.extend({ kind: z.literal('chat.archive') }),
  chat.unarchive.extend({ kind: z.literal('chat.unarchive') }),
  chat.read.extend({ kind: z.literal('chat.read') }),
  chat.messageCreate.extend({ kind: z.literal('message.create') }),
  chat.messageUpdate.extend({ kind: z.literal('message.update') }),
  chat.messageDelete.extend({ kind: z.literal('message.delete') }),
  // Activities (docs/api-activities.md): seen marks and the excluded categories.
  activity.markSeen.extend({ kind: z.literal('activity.mark_seen') }),
  activity.markNewSeen.extend({ kind: z.literal('activity.mark_new_seen') }),
  activity.markAllSeen.extend({ kind: z.literal('activity.mark_all_seen') }),
  activity.undoMarkAllSeen.extend({ kind: z.literal('activity.undo_mark_all_seen') }),
  activity.exclusionsUpdate.extend({ kind: z.literal('activity_exclusion.update') }),
]);
export type Mutation = z.infer<typeof mutation> | ContractWrite<Contracts>;
export type MutationKind = Mutation['kind'];
/** A mutation as a command may write it (defaults not yet applied). */
export type MutationInputShape = z.input<typeof mutation> | ContractWrite<Contracts>;
export type MutationOf<K extends MutationKind> = Extract<Mutation, { kind: K }>;

export const outboxStatus = z.enum(['pending', 'sending', 'failed']);
export type OutboxStatus = z.infer<typeof outboxStatus>;

export type MutationRequest = WriteRequest<ApiPathName>;

/** The request each kind is delivered with; the engine sends through it and the service worker derives its replay list from it. */
const coreRequests: { [K in z.infer<typeof mutation>['kind']]: MutationRequest } = {
  'post.create': { method: 'POST', path: 'wallPosts', replayable: true },
  // Chunks follow the POST and its answer: the service worker cannot replay that, the engine resumes it.
  'media.upload': { method: 'POST', path: 'mediaUploads', replayable: false },
  'comment.create': { method: 'POST', path: 'postComments', replayable: true },
  'post.update': { method: 'PATCH', path: 'post', replayable: true },
  'post.delete': { method: 'DELETE', path: 'post', replayable: true },
  'comment.update': { method: 'PATCH', path: 'comment', replayable: true },
  'comment.delete': { method: 'DELETE', path: 'comment', replayable: true },
  // Post controls: keyed, so a late replay of a pin cannot undo an unpin made since.
  'post.pin': { method: 'POST', path: 'postPin', replayable: true },
  'post.unpin': { method: 'DELETE', path: 'postPin', replayable: true },
  'post.set_comments': { method: 'PUT', path: 'postCommentsDisabled', replayable: true },
  // A retraction is a vote of null on the same path, so the service worker replays both (keyed, applied once).
  'poll.vote': { method: 'POST', path: 'pollVotes', replayable: true },
  'like.create': { method: 'POST', path: 'likes', replayable: true },
  'like.delete': { method: 'DELETE', path: 'like', replayable: true },
  // Membership: keyed like every write, so a late replay of a join cannot undo a leave made since.
  'group.join': { method: 'POST', path: 'groupMembership', replayable: true },
  'group.leave': { method: 'DELETE', path: 'groupMembership', replayable: true },
  'group.cancel_request': { method: 'DELETE', path: 'groupMembershipRequest', replayable: true },
  'membership_request.approve': { method: 'POST', path: 'groupRequestsApprove', replayable: true },
  'membership_request.refuse': { method: 'DELETE', path: 'groupRequest', replayable: true },
  // Settings: the server applies each key once, so a late replay cannot put back a value changed since.
  'marketing_preference.update': { method: 'PATCH', path: 'marketingPreferences', replayable: true },
  'email_setting.update': { method: 'PATCH', path: 'emailSettings', replayable: true },
  'custom_value.update': { method: 'PATCH', path: 'customUserValues', replayable: true },
  'walkthrough.update': { method: 'PUT', path: 'walkthrough', replayable: true },
  // Following answers the state after the call and is keyed, so a late replay cannot undo an unfollow made since.
  'account.follow': { method: 'POST', path: 'accountFollow', replayable: true },
  'account.unfollow': { method: 'DELETE', path: 'accountFollow', replayable: true },
  // Courses: keyed, so completions made offline reach the server once each, in the order made.
  'course.enroll': { method: 'POST', path: 'courseEnroll', replayable: true },
  'course.unenroll': { method: 'POST', path: 'courseUnenroll', replayable: true },
  'course.restart': { method: 'POST', path: 'courseRestart', replayable: true },
  'course.set_current_lesson': { method: 'PUT', path: 'courseCurrentLesson', replayable: true },
  'lesson.complete': { method: 'POST', path: 'lessonComplete', replayable: true },
  'lesson.uncomplete': { method: 'POST', path: 'lessonUncomplete', replayable: true },
  // The inbox: every call is keyed, so messages replayed with the app closed arrive once, in order.
  'chat.create': { method: 'POST', path: 'chats', replayable: true },
  'chat.rename': { method: 'PATCH', path: 'chat', replayable: true },
  'chat.add_members': { method: 'POST', path: 'chatMembers', replayable: true },
  'chat.remove_member': { method: 'DELETE', path: 'chatMember', replayable: true },
  'chat.archive': { method: 'PUT', path: 'chatArchive', replayable: true },
  'chat.unarchive': { method: 'DELETE', path: 'chatArchive', replayable: true },
  'chat.read': { method: 'PUT', path: 'chatRead', replayable: true },
  'message.create': { method: 'POST', path: 'chatMessages', replayable: true },
  'message.update': { method: 'PATCH', path: 'chatMessage', replayable: true },
  'message.delete': { method: 'DELETE', path: 'chatMessage', replayable: true },
  // Activities: keyed, so a late replay of mark all seen does not mark what arrived since.
  'activity.mark_seen': { method: 'POST', path: 'activityMarkSeen', replayable: true },
  'activity.mark_new_seen': { method: 'POST', path: 'newActivitiesMarkSeen', replayable: true },
  'activity.mark_all_seen': { method: 'POST', path: 'activitiesMarkAllSeen', replayable: true },
  'activity.undo_mark_all_seen': { method: 'POST', path: 'activitiesUndoMarkAllSeen', replayable: true },
  'activity_exclusion.update': { method: 'POST', path: 'activityExclusions', replayable: true },
};

/** Every write kind's request, the core's and each contract's. */
export const mutationRequests = { ...coreRequests, ...mergeContracts(contracts, 'writes', coreRequests) } as { [K in MutationKind]: MutationRequest };
