// The registry of audiences: each declared once, read by the delta feed, the realtime announcer and appendChanges. A new audience = its file + one line.
import type { AudienceDef } from './audience';
import { chatMembersAudience } from './chat-members';
import { community } from './community';
import { courseLearners } from './course-learners';
import { eventReaders } from './event-readers';
import { groupAdmins } from './group-admins';
import { groupListers } from './group-listers';
import { groupReaders } from './group-readers';
import { own } from './own';

export const audiences = {
  'group-readers': groupReaders,
  'group-listers': groupListers,
  'group-admins': groupAdmins,
  community,
  'course-learners': courseLearners,
  'chat-members': chatMembersAudience,
  'event-readers': eventReaders,
  own,
} satisfies Record<string, AudienceDef>;

/** Who sees a change that names no member (one with a user id is seen by that member alone, whatever its kind). */
export type Audience = keyof typeof audiences;
