// The delta feed: every change has a server-assigned cursor; deletions and lost access are tombstones. Change kinds are declared here once.
import { z } from 'zod';
import { activity } from './activities';
import { chatChangeShapes, messageChangeShapes } from './chats';
import { communityDecided, registrationSnippet } from './configuration';
import { course, lesson, lessonMedium } from './courses';
import { group } from './groups';
import { like, likeableType } from './likes';
import { member } from './members';
import { membershipRequest } from './memberships';
import { eventWire } from './events/wire';
import { holdingsData } from './payments/wire';
import { comment, post } from './posts';

export const syncQuery = z.object({
  /** Absent: answer only the current head cursor, to start deltas from before an initial pull. */
  cursor: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

const cursor = z.number().int();

/** Every kind of change the server sends; the server's materialisers and the engine's collections cover each one. */
export const change = z.discriminatedUnion('kind', [
  z.object({ cursor, kind: z.literal('post.upsert'), data: post }),
  z.object({ cursor, kind: z.literal('post.delete'), id: z.number().int() }),
  z.object({ cursor, kind: z.literal('comment.upsert'), data: comment }),
  z.object({ cursor, kind: z.literal('comment.delete'), id: z.number().int(), post_id: z.number().int() }),
  z.object({ cursor, kind: z.literal('group.upsert'), data: group }),
  /**
   * The member may no longer read this group: drop everything in it from the mirror. `group` is the group as they
   * still see it in lists (a private group they left), absent when they may not see it at all.
   */
  z.object({ cursor, kind: z.literal('group.delete'), id: z.number().int(), key: z.string(), group: group.optional() }),
  /** A member's public card changed (name, avatar): one change, whatever they wrote. */
  z.object({ cursor, kind: z.literal('member.upsert'), data: member }),
  /** The signed-in member's own likes, on every device of theirs. */
  z.object({ cursor, kind: z.literal('like.upsert'), data: like }),
  z.object({ cursor, kind: z.literal('like.delete'), likeable_type: likeableType, likeable_id: z.number().int() }),
  /** A request to join a private group, for the group's admins; the delete ends it (approved, refused, withdrawn). */
  z.object({ cursor, kind: z.literal('membership_request.upsert'), data: membershipRequest }),
  z.object({ cursor, kind: z.literal('membership_request.delete'), id: z.number().int(), group_key: z.string() }),
  /**
   * Courses, for the members enrolled in them (the enrolment rides on the course: user_enrollment). The
   * delete: the member may no longer read its lessons (unenrolled, unpublished); forget them and their media. `course`
   * is the course as they still see it in the catalogue, absent when they may not see it at all.
   */
  z.object({ cursor, kind: z.literal('course.upsert'), data: course }),
  z.object({ cursor, kind: z.literal('course.delete'), id: z.number().int(), course: course.optional() }),
  z.object({ cursor, kind: z.literal('lesson.upsert'), data: lesson }),
  z.object({ cursor, kind: z.literal('lesson.delete'), id: z.number().int(), course_id: z.number().int() }),
  z.object({ cursor, kind: z.literal('lesson_medium.upsert'), data: lessonMedium }),
  z.object({ cursor, kind: z.literal('lesson_medium.delete'), id: z.number().int() }),
  /**
   * Activities, for the one member they concern (a new post in a group: each active member of it). The
   * delete: the activity is gone (what it was about was deleted); forget it.
   */
  z.object({ cursor, kind: z.literal('activity.upsert'), data: activity }),
  z.object({ cursor, kind: z.literal('activity.delete'), id: z.number().int() }),
  /**
   * The inbox, for the chat's current members only: the chat as that member sees it (their unread count,
   * read state, archive); the delete: they left or were removed, forget the chat and its messages.
   */
  z.object({ cursor, kind: z.literal('chat.upsert'), ...chatChangeShapes.upsert.shape }),
  z.object({ cursor, kind: z.literal('chat.delete'), ...chatChangeShapes.delete.shape }),
  z.object({ cursor, kind: z.literal('message.upsert'), ...messageChangeShapes.upsert.shape }),
  z.object({ cursor, kind: z.literal('message.delete'), ...messageChangeShapes.delete.shape }),
  /**
   * A host changed the community's configuration (entity 1, the one row): what the community decides and the
   * registration snippet made from it, for every signed-in member; the device keeps what its deployment decides.
   */
  z.object({ cursor, kind: z.literal('configuration.upsert'), data: communityDecided, registration_snippet: registrationSnippet }),
  /**
   * What the member holds changed (a purchase, a renewal, a cancel, a lapse, a host's grant): entity = the member, for
   * them alone. Plans it no longer lists take their premium rows off the device (docs/architecture.md "Paid plans").
   */
  z.object({ cursor, kind: z.literal('holdings.upsert'), data: holdingsData }),
  /**
   * Events, for the readers of the event's group (every member for the community's own events): the event as this
   * reader sees it, their answer and waitlist place included. The delete: deleted, or no longer theirs to see.
   */
  z.object({ cursor, kind: z.literal('event.upsert'), data: eventWire }),
  z.object({ cursor, kind: z.literal('event.delete'), id: z.number().int() }),
]);
export type Change = z.infer<typeof change>;
export type ChangeKind = Change['kind'];
export type ChangeOf<K extends ChangeKind> = Extract<Change, { kind: K }>;

/** The kinds as a list, for the server's column and checks: derived from the union above, never written twice. */
export const changeKinds = change.options.map((o) => o.shape.kind.value) as [ChangeKind, ...ChangeKind[]];

export const syncResponse = z.object({
  changes: z.array(change),
  cursor: z.number().int(),
  has_more: z.boolean(),
});
export type SyncResponse = z.infer<typeof syncResponse>;
