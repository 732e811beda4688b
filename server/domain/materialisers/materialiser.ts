// What every change kind supplies to the delta feed: who may see its changes and how its rows become wire changes.
import type { ChangeKind, ChangeOf } from '../../../schema/sync';
import type { Database } from '../../db/connect';

/** A change as the feed sends it, less the cursor and kind that readChanges adds (per kind, for a union of kinds). */
export type ChangeBody<K extends ChangeKind> = K extends ChangeKind ? Omit<ChangeOf<K>, 'cursor' | 'kind'> : never;

/**
 * Who sees a change that names no user (a change with user_id is seen by that user alone, whatever its kind):
 * - group-readers: whoever may read the change's group wall;
 * - group-listers: whoever may see the group in lists (immersive and unseen secret groups excluded);
 * - group-admins: the active admins of the change's group (hosts who are not among them read requests by REST);
 * - community: every signed-in member;
 * - course-learners: the members enrolled in the change's course (changes.course_id);
 * - chat-members: the current members of the change's chat (changes.chat_id);
 * - own: nobody else, the kind is always written with user_id.
 */
export type Audience = 'group-readers' | 'group-listers' | 'group-admins' | 'community' | 'course-learners' | 'chat-members' | 'own';

export interface Materialiser<K extends ChangeKind> {
  audience: Audience;
  /**
   * The wire bodies of a page's entities of this kind, for this viewer, keyed by entity id. An id left out is
   * skipped: its row is gone (a tombstone follows in the feed) or the viewer may no longer see it.
   */
  load(db: Database, viewerId: number, ids: number[]): Promise<Map<number, ChangeBody<K>>>;
}

/** One entry per change kind: a kind without a materialiser does not compile. */
export type MaterialiserRegistry = { [K in ChangeKind]: Materialiser<K> };

/** Keys loaded rows by id, after turning each into its change body. */
export function keyedById<R extends { id: number }, B>(rows: R[], toBody: (row: R) => B): Map<number, B> {
  return new Map(rows.map((r) => [r.id, toBody(r)]));
}
