// What every change kind supplies to the delta feed: how its rows become wire changes (who sees them: server/core/audiences/).
import type { ChangeKind, ChangeOf } from '../../../schema/sync';
import type { Database } from '../../db/connect';

/** A change as the feed sends it, less the cursor and kind that readChanges adds (per kind, for a union of kinds). */
export type ChangeBody<K extends ChangeKind> = K extends ChangeKind ? Omit<ChangeOf<K>, 'cursor' | 'kind'> : never;

export interface Materialiser<K extends ChangeKind> {
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
