// What the puller offers the engine and the domains' commands (worker/pull.ts builds it), apart from pull.ts: that file reaches the collections registry, which imports every domain.
import type { ActivityPuller } from './domains/activities/activity-pull';
import type { ChatPuller } from './domains/chats/chat-pull';
import type { CoursePuller } from './domains/courses/course-pull';
import type { SettingsLoader } from './domains/account/settings/loader';

export interface Puller {
  /** Head cursor first, then the groups, then the cursor: changes made during the pull are not missed. */
  initialPull(): Promise<void>;
  /** Follows the change feed until `has_more` is false; runs the initial pull when there is no cursor. */
  pullDeltas(): Promise<void>;
  refreshGroups(): Promise<void>;
  /** Courses by REST: the member's enrolled courses with every lesson, the catalogue, one course's pages. */
  courses: CoursePuller;
  /** The inbox by REST: chats' pages, a chat with its newest or older messages. */
  chats: ChatPuller;
  /** Activities by REST: the newest page, older pages on scroll. */
  activities: ActivityPuller;
  loadWall(key: string, more: boolean): Promise<void>;
  /** A wall's Hottest first page (or the next one when `more`): its posts join the mirror, the device ranks them. */
  loadHottest(key: string, more: boolean): Promise<void>;
  /** The activity feed's first page (or the next one when `more`): posts of every joined group. */
  loadActivity(more: boolean): Promise<void>;
  loadPost(id: number): Promise<void>;
  /** The member's settings: not in the change feed, so read at the initial pull and when their screen opens. */
  settings: SettingsLoader;
  /** Brings every collection within the device's budgets now; answers how many rows went per table. */
  sweepNow(): Promise<Record<string, number>>;
}
