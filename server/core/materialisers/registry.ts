// The registry of change kinds: one materialiser per kind of schema/sync.ts. Adding a kind = its module + one line here.
import type { ChangeKind } from '../../../schema/sync';
import { activityDelete, activityUpsert } from '../../domains/activities/materialisers/activities';
import { chatDelete, chatUpsert, messageDelete, messageUpsert } from '../../domains/chats/materialisers/chats';
import { configurationUpsert } from '../../domains/configuration/materialisers/configuration';
import { commentDelete, commentUpsert } from '../../domains/posts/materialisers/comments';
import { courseDelete, courseUpsert, lessonDelete, lessonMediumDelete, lessonMediumUpsert, lessonUpsert } from '../../domains/courses/materialisers/courses';
import { eventDelete, eventUpsert } from '../../domains/events/materialisers/events';
import { holdingsUpsert } from '../../domains/payments/materialisers/holdings';
import { groupDelete, groupUpsert } from '../../domains/groups/materialisers/groups';
import { likeDelete, likeUpsert } from '../../domains/likes/materialisers/likes';
import type { Materialiser, MaterialiserRegistry } from './materialiser';
import { memberUpsert } from '../../domains/people/materialisers/members';
import { membershipRequestDelete, membershipRequestUpsert } from '../../domains/groups/materialisers/membership-requests';
import { postDelete, postUpsert } from '../../domains/posts/materialisers/posts';

export const materialisers: MaterialiserRegistry = {
  'post.upsert': postUpsert,
  'post.delete': postDelete,
  'comment.upsert': commentUpsert,
  'comment.delete': commentDelete,
  'group.upsert': groupUpsert,
  'group.delete': groupDelete,
  'member.upsert': memberUpsert,
  'like.upsert': likeUpsert,
  'like.delete': likeDelete,
  'membership_request.upsert': membershipRequestUpsert,
  'membership_request.delete': membershipRequestDelete,
  'course.upsert': courseUpsert,
  'course.delete': courseDelete,
  'lesson.upsert': lessonUpsert,
  'lesson.delete': lessonDelete,
  'lesson_medium.upsert': lessonMediumUpsert,
  'lesson_medium.delete': lessonMediumDelete,
  'activity.upsert': activityUpsert,
  'activity.delete': activityDelete,
  'chat.upsert': chatUpsert,
  'chat.delete': chatDelete,
  'message.upsert': messageUpsert,
  'message.delete': messageDelete,
  'configuration.upsert': configurationUpsert,
  'holdings.upsert': holdingsUpsert,
  'event.upsert': eventUpsert,
  'event.delete': eventDelete,
};

/** A stored kind this server does not know (a row from a newer or older build) is a defect: fail loudly, never drop it. */
export function materialiserFor(kind: string): Materialiser<ChangeKind> {
  if (!Object.hasOwn(materialisers, kind)) throw new Error(`No materialiser for change kind "${kind}"`);
  return materialisers[kind as ChangeKind] as Materialiser<ChangeKind>;
}
