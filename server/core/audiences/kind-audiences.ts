// Who hears each change kind that names no member: one line per kind of schema/sync.ts (a kind without one does not compile).
import type { ChangeKind } from '../../../schema/sync';
import type { AudienceDef } from './audience';
import { audiences, type Audience } from './registry';

export const kindAudiences: { [K in ChangeKind]: Audience } = {
  'post.upsert': 'group-readers',
  'post.delete': 'group-readers',
  'comment.upsert': 'group-readers',
  'comment.delete': 'group-readers',
  'group.upsert': 'group-listers',
  'group.delete': 'group-readers',
  'member.upsert': 'community',
  'like.upsert': 'own',
  'like.delete': 'own',
  'membership_request.upsert': 'group-admins',
  'membership_request.delete': 'group-admins',
  'course.upsert': 'course-learners',
  'course.delete': 'course-learners',
  'lesson.upsert': 'course-learners',
  'lesson.delete': 'course-learners',
  'lesson_medium.upsert': 'course-learners',
  'lesson_medium.delete': 'course-learners',
  'activity.upsert': 'group-readers',
  'activity.delete': 'group-readers',
  'chat.upsert': 'chat-members',
  'chat.delete': 'chat-members',
  'message.upsert': 'chat-members',
  'message.delete': 'chat-members',
  'configuration.upsert': 'community',
  'holdings.upsert': 'own',
  'event.upsert': 'event-readers',
  'event.delete': 'event-readers',
};

/** The audience a kind's changes reach when they name no member; a stored kind this build does not know is a defect. */
export function audienceOf(kind: string): AudienceDef {
  if (!Object.hasOwn(kindAudiences, kind)) throw new Error(`No audience for change kind "${kind}"`);
  return audiences[kindAudiences[kind as ChangeKind]];
}
